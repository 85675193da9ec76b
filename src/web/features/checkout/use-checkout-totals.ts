import { useMemo } from 'react';
import type { CartLine } from '../../../domain/cart';
import { checkoutTax } from '../../../domain/checkout';
import { gstSplit } from '../../../domain/gst';
import {
  checkoutSummary,
  gstSplitInRupees,
  onlySamples,
  shippingPaiseFor,
  toPaise,
} from '../../../domain/pricing';
import type { CodeAnswer, Saving } from '../../../domain/promotion';
import type { StoreInfo } from '../../../domain/store';

interface TotalsInput {
  lines: readonly CartLine[];
  codes: CodeAnswer[];
  savings: Saving[];
  info: StoreInfo | null | undefined;
  /** the delivery address's state, once the shopper has given it */
  deliveryState: string | undefined;
  /** the shopper's store credit, and whether they spend it on this order */
  balance: number;
  useCredit: boolean;
}

/**
 * The figures checkout shows and charges, worked out as the server will (docs/store-rules.md): the summary, the
 * GST split, what gift cards and store credit pay, and what is left to pay.
 */
export function useCheckoutTotals({
  lines,
  codes,
  savings,
  info,
  deliveryState,
  balance,
  useCredit,
}: TotalsInput) {
  const gstSetting = info?.gst;
  const credit = codes.find((c) => c.kind === 'sample');
  const summary = useMemo(() => {
    const samplesOnly = onlySamples(lines);
    const shippingOff = savings.reduce((sum, s) => sum + toPaise(s.shipping), 0);
    const off = savings.reduce((sum, s) => sum + toPaise(s.amount), 0) - shippingOff;
    const creditPaise = toPaise(credit?.kind === 'sample' ? credit.amount : 0);
    const subtotalPaise = lines.reduce((sum, l) => sum + toPaise(l.amount), 0);
    // Under GST_RATES the tax is worked out line by line, as the server will charge it (decision 057).
    const taxPaise = gstSetting?.rates
      ? checkoutTax(
          lines.map((l) => ({
            kind: l.kind,
            product: l.product,
            goodsPaise: toPaise(l.amount) - toPaise(l.installationAmount),
            installationPaise: toPaise(l.installationAmount),
          })),
          credit?.kind === 'sample' ? { productId: credit.productId, amountPaise: creditPaise } : undefined,
          [Math.max(0, shippingPaiseFor(subtotalPaise, samplesOnly) - shippingOff)],
          gstSetting,
        ).taxPaise
      : undefined;
    return checkoutSummary(
      lines.map((l) => toPaise(l.amount)),
      {
        samplesOnly,
        creditPaise,
        taxPaise,
        discountPaise: off,
        shippingDiscountPaise: shippingOff,
      },
    );
  }, [lines, credit, savings, gstSetting]);
  // Gift cards pay first, in the order applied, then store credit, as the server charges them (decision 063).
  const cardsPaid = useMemo(
    () =>
      codes
        .flatMap((c) => (c.kind === 'gift_card' ? [c] : []))
        .reduce<{ last4: string; amount: number; left: number }[]>((paid, card) => {
          const left = paid.at(-1)?.left ?? summary.totalPaise;
          const paise = Math.min(toPaise(card.balance), left);
          return paise > 0 ? [...paid, { last4: card.last4, amount: paise / 100, left: left - paise }] : paid;
        }, [])
        .map(({ last4, amount }) => ({ last4, amount })),
    [codes, summary.totalPaise],
  );
  const cardsPaise = cardsPaid.reduce((sum, c) => sum + toPaise(c.amount), 0);
  const creditPaid = useCredit ? Math.min(balance, (summary.totalPaise - cardsPaise) / 100) : 0;
  const toPayPaise = summary.totalPaise - cardsPaise - toPaise(creditPaid);
  // The same split the server records, once the delivery state is known (decision 020).
  const storeState = info?.storeState;
  const gst = useMemo(
    () =>
      storeState && deliveryState
        ? gstSplitInRupees(gstSplit(summary.taxPaise, deliveryState, storeState))
        : null,
    [summary.taxPaise, deliveryState, storeState],
  );

  return {
    summary,
    gst,
    gstSetting,
    /** the sample credit code applied, if any */
    credit,
    cardsPaid,
    creditPaid,
    toPayPaise,
    toPay: toPayPaise / 100,
  };
}
