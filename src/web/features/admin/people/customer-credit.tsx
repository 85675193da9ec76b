import { useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { toast } from 'sonner';
import type { CreditAccount, GoodwillCreditInput } from '../../../../domain/credit';
import { formatDate, formatINR } from '../../../../domain/format';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { api, errorMessage } from '../../../lib/api-client';
import { adminQuery, useAdminMutation } from '../shell/api/admin-query';
import { usePermissions } from '../shell/use-permissions';

const FAILURE = 'Failed to fetch store credit';

/**
 * The customer's store-credit ledger (docs/decisions/061-one-store-credit-ledger.md): the balance and latest
 * entries for every member of staff; goodwill credit, with the reason the customer reads, for admins.
 */
export function CustomerCredit({ customerId }: { customerId: string }) {
  const { isAdmin } = usePermissions();
  const query = adminQuery<CreditAccount>(`/admin/customers/${customerId}/credit`, FAILURE);
  const account = useQuery(query);
  const grant = useAdminMutation(
    (body: GoodwillCreditInput) =>
      api<CreditAccount>(`/admin/customers/${customerId}/credit`, { method: 'POST', body }),
    query.queryKey,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    grant.mutate(
      { amount: Number(data.get('amount')), note: String(data.get('note') ?? '') },
      {
        onSuccess: () => {
          toast.success('Store credit given');
          form.reset();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to give store credit')),
      },
    );
  };
  return (
    <section data-testid="customer-credit">
      <h3 className="mt-7 mb-3 font-sans text-[11px] font-semibold tracking-[0.14em] text-ink-muted uppercase">
        Store credit {account.data ? `· ${formatINR(account.data.balance)}` : ''}
      </h3>
      {account.data && account.data.entries.length > 0 && (
        <ul className="mb-3 divide-y divide-sand-100 rounded-lg border border-sand-200 bg-white text-sm">
          {account.data.entries.slice(0, 8).map((entry) => (
            <li key={entry.id} className="flex items-baseline justify-between gap-3 px-3.5 py-2">
              <span className="min-w-0 text-ink-soft">
                {entry.label}
                {entry.note ? `: ${entry.note}` : ''}{' '}
                <span className="text-xs text-ink-muted">{formatDate(entry.createdAt)}</span>
              </span>
              <span className="tabular-nums text-ink">
                {entry.amount > 0 ? '+' : '−'}
                {formatINR(Math.abs(entry.amount))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {isAdmin && (
        <form onSubmit={submit} className="grid gap-2 sm:grid-cols-[8rem_1fr_auto] sm:items-end">
          <TextField label="Amount (₹)" name="amount" type="number" step="0.01" required />
          <TextField label="Reason the customer reads" name="note" required />
          <Button type="submit" loading={grant.isPending}>
            Give credit
          </Button>
        </form>
      )}
    </section>
  );
}
