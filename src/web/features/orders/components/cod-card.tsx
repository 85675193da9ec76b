import { Banknote } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CodCodeSchema } from '../../../../domain/cod';
import { formatDateTime, formatINR } from '../../../../domain/format';
import type { Order } from '../../../../domain/order';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { CodCodeInput } from '../../../components/ui/cod-code-input';
import { ResendCode } from '../../../components/ui/resend-code';
import { resendCodCode, useConfirmCod } from '../api/confirm-cod';

const STATE_TEXT: Record<NonNullable<Order['cod']>['state'], string> = {
  awaiting_confirmation: 'Waiting for your confirmation code',
  to_collect: 'To pay in cash at delivery',
  collected: 'Paid in cash at delivery',
  remitted: 'Paid in full',
  cancelled: 'Nothing to pay',
};

/**
 * A cash-on-delivery order's money (docs/decisions/056-cash-on-delivery.md), and, while it waits, the place to
 * type the mailed code: the e-mail sends the shopper here.
 */
export function CodCard({ order, token }: { order: Order; token: string | null }) {
  const confirm = useConfirmCod(order.id, token);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const cod = order.cod;
  if (!cod) return null;
  const waiting = order.status === 'awaiting_confirmation';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CodCodeSchema.safeParse(code);
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please enter the 6-digit code'));
    if (parsed.success) confirm.mutate(parsed.data);
  };
  const error =
    invalid ?? (confirm.isError ? errorMessage(confirm.error, 'We could not confirm your order.') : null);
  return (
    <section
      aria-labelledby="cod-card"
      className="rounded-card border border-sand-200 bg-white/80 p-5 shadow-soft"
      data-testid="cod-card"
    >
      <h2 id="cod-card" className="flex items-center gap-2 font-serif text-lg text-ink">
        <Banknote aria-hidden className="size-4" /> Cash on delivery
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{STATE_TEXT[cod.state]}</p>
      <dl className="mt-3 space-y-1 text-sm text-ink-soft">
        <div className="flex justify-between gap-4">
          <dt>At the door</dt>
          <dd className="font-medium text-ink tabular-nums">{formatINR(cod.collect)}</dd>
        </div>
        {cod.advance > 0 && (
          <div className="flex justify-between gap-4">
            <dt>Advance paid online</dt>
            <dd className="tabular-nums">{formatINR(cod.advance)}</dd>
          </div>
        )}
      </dl>
      {waiting && (
        <form onSubmit={submit} className="mt-4" noValidate>
          <CodCodeInput id="order-cod-code" code={code} onChange={setCode} error={error} />
          <Button type="submit" fullWidth className="mt-3" loading={confirm.isPending}>
            Confirm order
          </Button>
          <p className="mt-2 text-xs text-ink-muted">
            Confirm by {formatDateTime(cod.confirmBy)}; an order not confirmed by then is cancelled.
          </p>
          <ResendCode resend={() => resendCodCode(order.id, token)} />
        </form>
      )}
    </section>
  );
}
