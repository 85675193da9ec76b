import { MessageCircle, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type RefObject } from 'react';
import { CodCodeSchema, type PlacedCod } from '../../../../domain/cod';
import { formatDateTime, formatINR } from '../../../../domain/format';
import type { Order } from '../../../../domain/order';
import { Button } from '../../../components/ui/button';
import { IconDisc } from '../../../components/ui/icon-disc';
import { errorMessage } from '../../../lib/api-client';
import { CodCodeInput } from '../../../components/ui/cod-code-input';
import { ResendCode } from '../../../components/ui/resend-code';
import { confirmCodOrder, resendCodCode } from '../api/cod';

/**
 * After a cash order is placed: the code mailed to the shopper confirms it (docs/decisions/056-cash-on-delivery.md).
 * Until then nothing is made or packed, and an order left unconfirmed is cancelled.
 */
export function CodConfirm({
  placed,
  headingRef,
  onConfirmed,
}: {
  placed: PlacedCod;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onConfirmed: (order: Order) => void;
}) {
  const { order, whatsappUrl } = placed;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CodCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter the 6-digit code');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onConfirmed(await confirmCodOrder(order.id, parsed.data));
    } catch (e) {
      setError(errorMessage(e, 'We could not confirm your order.'));
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto w-full max-w-6xl px-5 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="mx-auto flex max-w-md flex-col items-center text-center">
        <IconDisc tone="ink" className="size-16">
          <ShieldCheck className="size-8" strokeWidth={1.5} />
        </IconDisc>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-6 font-serif text-3xl text-ink outline-none sm:text-4xl"
        >
          Confirm your order
        </h1>
        <p className="mt-3 text-ink-soft">
          We sent a 6-digit code to <span className="font-medium text-ink">{order.shippingInfo.email}</span>.
          Enter it to confirm order <span className="font-medium text-ink">#{order.orderNumber}</span>.
        </p>
        {order.cod && (
          <p className="mt-2 text-sm text-ink-muted">
            You pay <span className="font-medium text-ink">{formatINR(order.cod.collect)}</span> in cash on
            delivery, including the {formatINR(order.cod.fee + order.cod.feeTax)} cash-on-delivery fee
            {order.cod.advance > 0 ? `, after the ${formatINR(order.cod.advance)} advance paid online` : ''}.
          </p>
        )}
        <form onSubmit={(e) => void submit(e)} className="mt-8 w-full text-left" noValidate>
          <CodCodeInput id="cod-code" name="code" size="lg" code={code} onChange={setCode} error={error} />
          <Button type="submit" size="lg" fullWidth className="mt-4" loading={busy}>
            Confirm order
          </Button>
        </form>
        <ResendCode resend={() => resendCodCode(order.id)} />
        <a
          href={whatsappUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-gold-dark underline-offset-4 hover:underline"
        >
          <MessageCircle aria-hidden className="size-4" />
          No code? Ask us on WhatsApp
        </a>
        {order.cod && (
          <p className="mt-2 text-xs text-ink-muted">
            Confirm by {formatDateTime(order.cod.confirmBy)}; an order not confirmed by then is cancelled.
          </p>
        )}
      </div>
    </main>
  );
}
