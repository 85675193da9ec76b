import { ChevronDown, ShoppingBag } from 'lucide-react';
import { useId } from 'react';
import type { CartLine } from '../../../../domain/cart';
import { formatINR, formatPaise } from '../../../../domain/format';
import { cartLineDescription } from '../../../../domain/line-details';
import { taxLines, toPaise, toRupees, type CheckoutSummary, type GstSplit } from '../../../../domain/pricing';
import type { Saving } from '../../../../domain/promotion';
import { FigureRow, ShippingFigure } from '../../../components/ui/figure-row';
import { LineParts } from '../../../components/ui/line-parts';
import { NamedThumb } from '../../../components/ui/product-image';
import { useStoreInfo } from '../../../lib/store-info';

export interface OrderSummaryProps {
  lines: readonly CartLine[];
  summary: CheckoutSummary;
  /** the tax as CGST + SGST or IGST, in rupees, once the shipping state is known */
  gst: GstSplit | null;
  /** the sample credit code whose discount `summary.creditPaise` is */
  creditCode?: string;
  /** each promotion's saving, its own row (decision 062) */
  savings?: readonly Saving[];
  /** rupees paid from store credit (decision 061): shown under the total, with what is left to pay */
  storeCredit?: number;
  /** each gift card's part of the payment (decision 063), its own row under the total */
  giftCards?: readonly { last4: string; amount: number }[];
}

/** docs/store-rules.md#screens, #checkout: each line, then subtotal, shipping (free above ₹99), 8% GST and the total. */
export function OrderSummary({ lines, ...totals }: OrderSummaryProps) {
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-card border border-sand-200 bg-white/80 p-5 shadow-soft sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="font-serif text-xl text-ink">
          Order Summary
        </h2>
        <span className="text-sm text-ink-muted">
          {count} {count === 1 ? 'item' : 'items'}
        </span>
      </div>
      <SummaryLines lines={lines} />
      <SummaryTotals {...totals} />
    </section>
  );
}

/**
 * Phones: the summary folds into one line with the total, so the form is not pushed a screen down; the
 * figures are the same ones the wide layout shows.
 */
export function CollapsibleOrderSummary({ lines, ...totals }: OrderSummaryProps) {
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  return (
    <details className="group rounded-card border border-sand-200 bg-white/80 shadow-soft">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3.5 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2 text-sm font-medium whitespace-nowrap text-ink">
          <ShoppingBag aria-hidden className="size-4 text-gold-dark" />
          <span className="group-open:hidden">Show order summary</span>
          <span className="hidden group-open:inline">Hide order summary</span>
          <span className="sr-only">
            ({count} {count === 1 ? 'item' : 'items'})
          </span>
          <ChevronDown
            aria-hidden
            className="size-4 text-ink-muted transition-transform group-open:rotate-180"
          />
        </span>
        <span className="font-semibold text-ink tabular-nums">{formatPaise(totals.summary.totalPaise)}</span>
      </summary>
      <div className="px-4 pb-4">
        <SummaryLines lines={lines} />
        <SummaryTotals {...totals} />
      </div>
    </details>
  );
}

function SummaryLines({ lines }: { lines: readonly CartLine[] }) {
  return (
    <ul className="mt-4 divide-y divide-sand-200 border-y border-sand-200">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-3.5 py-4">
          <div className="relative shrink-0">
            <NamedThumb product={line.product} width={64} className="size-16 rounded-lg" />
            <span
              aria-hidden
              className="absolute -top-1.5 -right-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-ink px-1 text-[11px] font-semibold text-ivory tabular-nums"
            >
              {line.quantity}
            </span>
          </div>
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-sm font-medium text-ink">{line.product.name}</p>
            <span className="sr-only">Quantity {line.quantity}</span>
            <LineParts
              description={cartLineDescription(line)}
              picture={{ image: line.product.images[0], line: line }}
              className="mt-0.5 leading-relaxed"
            />
          </div>
          <p className="shrink-0 text-sm font-medium text-ink tabular-nums">{formatINR(line.amount)}</p>
        </li>
      ))}
    </ul>
  );
}

function SummaryTotals({
  summary,
  gst,
  creditCode,
  savings = [],
  storeCredit = 0,
  giftCards = [],
}: Omit<OrderSummaryProps, 'lines'>) {
  const paidBeforePaise = toPaise(storeCredit) + giftCards.reduce((sum, g) => sum + toPaise(g.amount), 0);
  // Under GST_RATES the lines may carry several rates, so the rows name none (decision 057).
  const perLineRates = Boolean(useStoreInfo().info?.gst.rates);
  // Shipping before its saving, so the rows add up to the total as printed.
  const listShippingPaise = summary.shippingPaise + savings.reduce((sum, s) => sum + toPaise(s.shipping), 0);
  return (
    <dl className="mt-4 space-y-2 text-sm">
      <FigureRow term="Subtotal" value={formatPaise(summary.subtotalPaise)} />
      {summary.creditPaise > 0 && (
        <FigureRow
          data-testid="summary-sample-credit"
          tone="credit"
          term={`Sample credit${creditCode ? ` (${creditCode})` : ''}`}
          value={`−${formatPaise(summary.creditPaise)}`}
        />
      )}
      {savings.map((saving) => (
        <FigureRow
          key={saving.promotionId}
          data-testid="summary-saving"
          tone="credit"
          term={saving.code ? `${saving.name} (${saving.code})` : saving.name}
          value={`−${formatINR(saving.amount)}`}
        />
      ))}
      <FigureRow term="Shipping" value={<ShippingFigure amount={toRupees(listShippingPaise)} />} />
      {taxLines(toRupees(summary.taxPaise), gst, perLineRates ? null : undefined).map(({ label, amount }) => (
        <FigureRow key={label} term={label} value={formatINR(amount)} />
      ))}
      <FigureRow tone="total" term="Total" value={formatPaise(summary.totalPaise)} />
      {giftCards.map((card) => (
        <FigureRow
          key={card.last4}
          data-testid="summary-gift-card"
          tone="credit"
          term={`Gift card ···${card.last4}`}
          value={`−${formatINR(card.amount)}`}
        />
      ))}
      {storeCredit > 0 && (
        <FigureRow
          data-testid="summary-store-credit"
          tone="credit"
          term="Paid from store credit"
          value={`−${formatINR(storeCredit)}`}
        />
      )}
      {paidBeforePaise > 0 && (
        <FigureRow tone="total" term="To pay" value={formatPaise(summary.totalPaise - paidBeforePaise)} />
      )}
    </dl>
  );
}
