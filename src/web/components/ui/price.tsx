import { clsx } from 'clsx';
import { formatINR } from '../../../domain/format';
import type { LineUnit } from '../../../domain/pricing';

const UNIT_TEXT: Record<LineUnit, string> = {
  sqft: 'per square feet',
  roll: 'per roll',
  sample: 'per A4 sample',
};

/**
 * '₹99.00 per square feet', or '₹2,622.00 per roll (₹46.00 per sq ft)': a roll's price with the per-sq-ft
 * rate the listing sorts it by, when known (decisions.md §14).
 */
export const formatRate = (amount: number, unit: LineUnit, ratePerSqft?: number): string =>
  `${formatINR(amount)} ${UNIT_TEXT[unit]}${
    unit === 'roll' && ratePerSqft !== undefined ? ` (${formatINR(ratePerSqft)} per sq ft)` : ''
  }`;

export interface PriceProps {
  /** rupees */
  amount: number;
  /** adds 'per square feet' or 'per roll' after the amount, in a lighter weight */
  unit?: LineUnit;
  /** a roll's rate per square foot, shown after its price per roll */
  ratePerSqft?: number;
  /** the product's own compare-at figure, struck out after the amount when it is above it (decisions.md §15) */
  compareAt?: number | null;
  className?: string;
}

/** A rupee amount formatted en-IN with two decimals (₹1,23,456.00), optionally with a unit and a struck-out price. */
export function Price({ amount, unit, ratePerSqft, compareAt, className }: PriceProps) {
  return (
    <span className={clsx('inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      <span className="font-medium text-ink tabular-nums">{formatINR(amount)}</span>
      {unit && <span className="text-[0.9em] text-ink-muted">{UNIT_TEXT[unit]}</span>}
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
