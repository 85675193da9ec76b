import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { formatINR } from '../../../domain/format';

const TONES = {
  plain: { row: 'text-ink-soft', term: undefined, value: undefined },
  /** money off: the sample credit, a refund */
  credit: { row: 'text-success', term: undefined, value: undefined },
  refund: { row: 'items-baseline text-success', term: undefined, value: 'font-medium' },
  /** the sum, under a rule */
  total: {
    row: 'items-baseline border-t border-sand-200 pt-3 text-ink',
    term: 'font-serif text-lg',
    value: 'text-lg font-semibold',
  },
} as const;

export interface FigureRowProps {
  term: ReactNode;
  value: ReactNode;
  tone?: keyof typeof TONES;
  'data-testid'?: string;
}

/** One line of a money summary, inside a `dl`: what it is on the left, the amount on the right. */
export function FigureRow({ term, value, tone = 'plain', 'data-testid': testId }: FigureRowProps) {
  const style = TONES[tone];
  return (
    <div data-testid={testId} className={clsx('flex justify-between gap-4', style.row)}>
      <dt className={style.term}>{term}</dt>
      <dd className={clsx(style.value, 'tabular-nums')}>{value}</dd>
    </div>
  );
}

/** The shipping charge, marked Free when there is none. */
export function ShippingFigure({ amount }: { amount: number }) {
  return (
    <>
      {amount === 0 && (
        <span className="mr-2 text-[11px] font-semibold tracking-[0.08em] text-success uppercase">Free</span>
      )}
      {formatINR(amount)}
    </>
  );
}
