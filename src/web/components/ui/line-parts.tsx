import { clsx } from 'clsx';
import { formatINR } from '../../../domain/format';
import type { LineDescription } from '../../../domain/line-details';

/**
 * A line's parts as describeLine gives them (issue 26): what it is, its wall, the goods at their rate, and
 * installation as its own figure. The cart drawer, checkout, order page and admin sheet all show a line this way.
 * `total` adds the line's total as a last row, for screens that do not print it beside the name.
 */
export function LineParts({
  description,
  total = false,
  rateTestId = 'line-rate',
  className,
}: {
  description: LineDescription;
  total?: boolean;
  rateTestId?: string;
  className?: string;
}) {
  const { options, wall, rate, goods, installation } = description;
  return (
    <div data-testid="line-parts" className={clsx('text-xs text-ink-muted', className)}>
      {options.length > 0 && <p data-testid="line-options">{options.join(' · ')}</p>}
      {wall && (
        <p data-testid="line-wall" className="text-ink-soft">
          {wall}
        </p>
      )}
      <p data-testid={rateTestId} className="mt-1 text-sm text-ink-soft">
        {rate}
      </p>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 tabular-nums">
        <dt data-testid="line-goods">{goods.label}</dt>
        <dd className="text-right text-ink-soft">{formatINR(goods.amount)}</dd>
        {installation && (
          <>
            <dt data-testid="line-installation">Installation: {installation.label}</dt>
            <dd data-testid="line-installation-amount" className="text-right text-ink-soft">
              {formatINR(installation.amount)}
            </dd>
          </>
        )}
        {total && (
          <>
            <dt className="font-medium text-ink">Line total</dt>
            <dd className="text-right font-medium text-ink">{formatINR(description.total)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
