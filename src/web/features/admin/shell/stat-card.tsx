import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

export interface StatCardProps {
  label: string;
  /** the figure, already formatted (formatINR for money) */
  value: ReactNode;
  /** a lucide icon shown beside the label */
  icon?: ReactNode;
  /** what a money figure counts: whether it includes GST (decision 047) */
  basis?: string;
  /** a line under the figure: a comparison, a period, a caveat */
  hint?: ReactNode;
  /** draws a skeleton in place of the figure */
  loading?: boolean;
}

/** One headline figure on a dashboard: revenue, orders, products, customers. */
export function StatCard({ label, value, icon, basis, hint, loading = false }: StatCardProps) {
  return (
    <div className="rounded-card border border-sand-200 bg-white p-4 shadow-[0_1px_2px_rgb(43_39_36/0.04)] sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-[11px] font-semibold tracking-[0.14em] text-ink-muted uppercase">{label}</p>
        {icon && (
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-sand-50 text-gold-dark [&>svg]:size-4"
          >
            {icon}
          </span>
        )}
      </div>
      {loading ? (
        <Skeleton className="mt-3 h-8 w-28" />
      ) : (
        <p className="mt-2 font-serif text-[1.3rem] leading-tight break-words text-ink tabular-nums lining-nums sm:text-[1.75rem]">
          {value}
        </p>
      )}
      {basis && <p className="mt-1 text-xs font-medium text-ink-soft">{basis}</p>}
      {hint && <p className="mt-1 text-xs text-ink-muted">{hint}</p>}
    </div>
  );
}

/** A page's headline figures side by side, loading together. */
export function StatCards({
  cards,
  loading,
  className = 'mb-6 grid gap-4 sm:grid-cols-3',
}: {
  cards: Omit<StatCardProps, 'loading'>[];
  loading: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      {cards.map((card) => (
        <StatCard key={card.label} {...card} loading={loading} />
      ))}
    </div>
  );
}
