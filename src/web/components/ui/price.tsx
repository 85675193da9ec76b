import { clsx } from 'clsx';
import { formatINR } from '../../../domain/format';
import { formatRate, unitText } from '../../../domain/line-details';
import type { LineUnit } from '../../../domain/pricing';

export { formatRate };

export interface PriceProps {
  /** rupees */
  amount: number;
  /** adds 'per square feet' or 'per roll' after the amount, in a lighter weight */
  unit?: LineUnit;
  /** a roll's rate per square foot, shown after its price per roll */
  ratePerSqft?: number;
  /** the product's own compare-at figure, struck out after the amount when it is above it (docs/decisions/014-one-honest-price.md) */
  compareAt?: number | null;
  className?: string;
}

/** A rupee amount formatted en-IN with two decimals (₹1,23,456.00), optionally with a unit and a struck-out price. */
export function Price({ amount, unit, ratePerSqft, compareAt, className }: PriceProps) {
  return (
    <span className={clsx('inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      <span className="font-medium text-ink tabular-nums">{formatINR(amount)}</span>
      {unit && <span className="text-[0.9em] text-ink-muted">{unitText(unit)}</span>}
      {compareAt != null && compareAt > amount && (
        <s className="text-[0.9em] text-ink-muted tabular-nums">
          <span className="sr-only">Original price </span>
          {formatINR(compareAt)}
        </s>
      )}
      {unit === 'roll' && ratePerSqft !== undefined && (
        <span className="basis-full text-[0.85em] text-ink-muted tabular-nums">
          {formatINR(ratePerSqft)} per sq ft
        </span>
      )}
    </span>
  );
}
