import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDate, formatINR } from '../../../../domain/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { storeCreditQuery } from '../api/store-credit';

/** The balance checkout can spend, and where it came from and went, newest first (decision 061). */
export function StoreCredit({ userId }: { userId: string }) {
  const titleId = useId();
  const account = useQuery(storeCreditQuery(userId));
  if (account.isPending) return <Skeleton rounded="lg" className="mt-10 h-24" />;
  if (!account.data || account.data.entries.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-testid="store-credit" className="mt-10">
      <h2 id={titleId} className="font-serif text-2xl text-ink">
        Store credit
      </h2>
      <p className="mt-2 text-ink-soft">
        <span className="text-xl font-semibold text-ink tabular-nums">{formatINR(account.data.balance)}</span>{' '}
        to spend at checkout
      </p>
      <ul className="mt-4 divide-y divide-sand-200 rounded-card border border-sand-200 bg-white/80 text-sm">
        {account.data.entries.slice(0, 10).map((entry) => (
          <li key={entry.id} className="flex items-baseline justify-between gap-4 px-4 py-3">
            <span className="text-ink">
              {entry.label}
              {entry.note && <span className="block text-ink-muted">{entry.note}</span>}
              <span className="block text-[13px] text-ink-muted">{formatDate(entry.createdAt)}</span>
            </span>
            <span className="tabular-nums text-ink">
              {entry.amount < 0 ? `−${formatINR(-entry.amount)}` : `+${formatINR(entry.amount)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
