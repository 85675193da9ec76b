import { clsx } from 'clsx';
import { formatINR } from '../../../domain/format';
import { refundDestinations, type RefundSplit } from '../../../domain/fulfilment';

interface RefundDestinationsProps {
  split: RefundSplit;
  paidBy: Parameters<typeof refundDestinations>[1];
  className?: string;
}

/**
 * Where one refund went, part by part, from the split stored with it (docs/decisions/061-one-store-credit-ledger.md):
 * the card or UPI account that paid, store credit, each gift card by its last 4. The customer's order page and
 * the staff's order sheet show the same lines.
 */
export function RefundDestinations({ split, paidBy, className }: RefundDestinationsProps) {
  const lines = refundDestinations(split, paidBy);
  if (!lines.length) return null;
  return (
    <ul aria-label="Refunded to" className={clsx('space-y-0.5 text-xs text-ink-muted', className)}>
      {lines.map((line) => (
        <li key={line.to} data-testid="refund-destination" className="flex justify-between gap-3">
          <span>To {line.to}</span>
          <span className="tabular-nums">{formatINR(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
