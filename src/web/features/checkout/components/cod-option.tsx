import { Banknote } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CartLine } from '../../../../domain/cart';
import {
  checkoutTax,
  type GstSetting,
  type PaymentOrder,
  type ShippingInfo,
} from '../../../../domain/checkout';
import type { PlacedCod } from '../../../../domain/cod';
import { formatPaise } from '../../../../domain/format';
import { toPaise, type CheckoutSummary } from '../../../../domain/pricing';
import type { PaymentProviderName, StoreInfo } from '../../../../domain/store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FigureRow } from '../../../components/ui/figure-row';
import { IconDisc } from '../../../components/ui/icon-disc';
import { errorMessage } from '../../../lib/api-client';
import { fetchServiceability, openCodAdvance, placeCodOrder } from '../api/cod';
import { openRazorpay } from '../../../lib/razorpay-checkout';
import { SandboxCheckoutDialog } from '../../../components/ui/sandbox-checkout-dialog';

export interface CodOptionProps {
  shippingInfo: ShippingInfo;
  lines: readonly CartLine[];
  summary: CheckoutSummary;
  gstSetting: GstSetting | undefined;
  cod: StoreInfo['cod'];
  provider: PaymentProviderName | null;
  storeName: string;
  disabled: boolean;
  onBusy: (busy: boolean) => void;
  onPlaced: (placed: PlacedCod) => void;
}

/**
 * Cash on delivery (docs/decisions/056-cash-on-delivery.md), offered beside online payment when the carrier
 * collects cash at the PIN and the order with its fee is within COD_MAX_RUPEES. The fee is its own line; made-to-
 * measure lines take an advance online first. The server prices it all again and is what the order says.
 */
export function CodOption({
  shippingInfo,
  lines,
  summary,
  gstSetting,
  cod,
  provider,
  storeName,
  disabled,
  onBusy,
  onPlaced,
}: CodOptionProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [advanceOrder, setAdvanceOrder] = useState<PaymentOrder | null>(null);
  const pin = shippingInfo.zip;
  const service = useQuery({
    queryKey: ['shipping', 'serviceability', pin],
    queryFn: ({ signal }) => fetchServiceability(pin, signal),
    staleTime: 5 * 60_000,
  });
  // The fee is taxed as shipping is: at the goods' rate under GST_RATES, untaxed otherwise (decision 057).
  const feeTaxPaise = gstSetting?.rates
    ? (checkoutTax(
        lines.map((l) => ({
          kind: l.kind,
          product: l.product,
          goodsPaise: toPaise(l.amount) - toPaise(l.installationAmount),
          installationPaise: toPaise(l.installationAmount),
        })),
        undefined,
        [summary.shippingPaise, cod.feePaise],
        gstSetting,
      ).fees[1]?.taxPaise ?? 0)
    : 0;
  const totalPaise = summary.totalPaise + cod.feePaise + feeTaxPaise;
  const customPaise = lines
    .filter((l) => l.kind !== 'sample' && l.product.kind === 'customised')
    .reduce((sum, l) => sum + toPaise(l.amount), 0);
  const advancePaise = Math.round((customPaise * cod.advancePercent) / 100);

  if (!service.data?.cod || totalPaise > cod.maxPaise) return null;

  const start = (on: boolean) => {
    setBusy(on);
    onBusy(on);
  };
  const place = async (advance?: Parameters<typeof placeCodOrder>[1]) => {
    start(true);
    setError(null);
    try {
      onPlaced(await placeCodOrder(shippingInfo, advance));
    } catch (e) {
      setError(errorMessage(e, 'We could not place your order.'));
    } finally {
      start(false);
    }
  };
  const payAdvance = async () => {
    start(true);
    setError(null);
    let order: PaymentOrder;
    try {
      order = await openCodAdvance(shippingInfo);
    } catch (e) {
      setError(errorMessage(e, 'We could not start the advance payment.'));
      start(false);
      return;
    }
    if (provider === 'sandbox') {
      setAdvanceOrder(order);
      return;
    }
    openRazorpay({
      keyId: order.keyId,
      amountPaise: order.amount,
      orderId: order.orderId,
      storeName,
      prefill: { name: shippingInfo.name, email: shippingInfo.email, contact: shippingInfo.phone },
      onSuccess: (result) => void place(result),
      onFailure: (reason) => {
        setError(reason ?? 'The advance payment failed.');
        start(false);
      },
      onDismiss: () => start(false),
    });
  };

  return (
    <section
      aria-labelledby="cod-title"
      className="mt-4 rounded-card border border-sand-200 bg-white/70 p-5"
      data-testid="cod-option"
    >
      <div className="flex items-start gap-3.5">
        <IconDisc tone="ink" className="size-10">
          <Banknote className="size-[18px]" />
        </IconDisc>
        <div className="min-w-0 flex-1 text-sm text-ink-soft">
          <h3 id="cod-title" className="font-medium text-ink">
            Or pay cash on delivery
          </h3>
          <p className="mt-0.5">
            We e-mail you a 6-digit code to confirm the order, then it ships and you pay the courier.
          </p>
          <dl className="mt-3 space-y-1.5">
            <FigureRow term="Order total" value={formatPaise(summary.totalPaise)} />
            <FigureRow
              term="Cash on delivery fee"
              value={formatPaise(cod.feePaise + feeTaxPaise)}
              data-testid="cod-fee"
            />
            {advancePaise > 0 && (
              <FigureRow
                term="Advance online now (made-to-measure items)"
                value={formatPaise(advancePaise)}
              />
            )}
            <FigureRow
              tone="total"
              term="To pay at the door"
              value={formatPaise(totalPaise - advancePaise)}
            />
          </dl>
        </div>
      </div>
      {error && (
        <Alert className="mt-4">
          <p className="font-medium">{error}</p>
        </Alert>
      )}
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        className="mt-4"
        loading={busy}
        disabled={disabled}
        onClick={() => void (advancePaise > 0 ? payAdvance() : place())}
      >
        {advancePaise > 0
          ? `Pay ${formatPaise(advancePaise)} advance, rest on delivery`
          : 'Place order with cash on delivery'}
      </Button>
      {provider === 'sandbox' && (
        <SandboxCheckoutDialog
          paymentOrder={advanceOrder}
          storeName={storeName}
          prefillName={shippingInfo.name}
          onSuccess={(result) => {
            setAdvanceOrder(null);
            void place(result);
          }}
          onFailure={(reason) => {
            setAdvanceOrder(null);
            setError(reason ?? 'The advance payment failed.');
            start(false);
          }}
          onDismiss={() => {
            setAdvanceOrder(null);
            start(false);
          }}
        />
      )}
    </section>
  );
}
