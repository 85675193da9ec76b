import { clsx } from 'clsx';
import { formatINR } from '../../../domain/format';
import type { RateUnit } from '../../lib/product-rate';

const UNIT_TEXT: Record<RateUnit, string> = { sqft: 'per square feet', roll: 'per roll' };

/** '₹108.00 per square feet' or '₹5,643.00 per roll': the spec's wording for a line's rate. */
export const formatRate = (amount: number, unit: RateUnit): string =>
  `${formatINR(amount)} ${UNIT_TEXT[unit]}`;

export interface PriceProps {
  /** rupees */
  amount: number;
  /** adds 'per square feet' or 'per roll' after the amount, in a lighter weight */
  unit?: RateUnit;
  /** a struck-out reference price shown after the amount (e.g. the ₹119 reference rate) */
  compareAt?: number | null;
  className?: string;
}

/** A rupee amount formatted en-IN with two decimals (₹1,23,456.00), optionally with a unit and a struck-out price. */
export function Price({ amount, unit, compareAt, className }: PriceProps) {
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
    </span>
  );
}
