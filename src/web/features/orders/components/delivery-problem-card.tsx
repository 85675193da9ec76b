import { Truck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatMobile } from '../../../../domain/address';
import { formatDateTime } from '../../../../domain/format';
import type { Order } from '../../../../domain/order';
import { DeliveryCorrectionSchema } from '../../../../domain/shipping';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClass, labelClass } from '../../../components/ui/field-classes';
import { errorMessage } from '../../../lib/api-client';
import { useCorrectDelivery } from '../api/correct-delivery';

/**
 * A failed delivery waiting for the store (docs/decisions/077-delivery-corrections-and-returned-refunds.md): the
 * e-mail's signed link lands here (#delivery), where the customer gives the phone or address the courier needs.
 */
export function DeliveryProblemCard({ order, token }: { order: Order; token: string | null }) {
  const problem = order.shipment?.problem ?? null;
  const correct = useCorrectDelivery(order.id, token);
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const present = problem !== null;
  useEffect(() => {
    if (present && window.location.hash === '#delivery') ref.current?.scrollIntoView({ block: 'start' });
  }, [present]);
  if (!problem) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeliveryCorrectionSchema.safeParse({
      ...(phone.trim() ? { phone } : {}),
      ...(address.trim() ? { address } : {}),
    });
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check the details'));
    if (parsed.success)
      correct.mutate(parsed.data, {
        onSuccess: () => {
          setPhone('');
          setAddress('');
        },
      });
  };
  const error =
    invalid ?? (correct.isError ? errorMessage(correct.error, 'We could not save your correction.') : null);
  const given = [problem.phone && formatMobile(problem.phone), problem.address].filter(Boolean).join(' · ');

  return (
    <section
      id="delivery"
      ref={ref}
      aria-labelledby="delivery-problem"
      className="scroll-mt-24 rounded-card border border-gold/50 bg-white/80 p-5 shadow-soft"
      data-testid="delivery-problem"
    >
      <h2 id="delivery-problem" className="flex items-center gap-2 font-serif text-lg text-ink">
        <Truck aria-hidden className="size-4" /> The courier could not deliver
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {problem.reason ? `${problem.reason}. ` : ''}If the courier needs another phone number or address,
        give it here and we will pass it on for the next attempt.
      </p>
      {problem.correctedAt && (
        <Alert tone="success" className="mt-3">
          Thank you. We have your correction from {formatDateTime(problem.correctedAt)}: {given}.
        </Alert>
      )}
      <form onSubmit={submit} className="mt-4 space-y-3" noValidate>
        <div>
          <label htmlFor="delivery-phone" className={labelClass}>
            Phone for the courier
          </label>
          <input
            id="delivery-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            placeholder={formatMobile(order.shippingInfo.phone)}
            className={inputClass('mt-1.5 h-12')}
          />
        </div>
        <div>
          <label htmlFor="delivery-address" className={labelClass}>
            Street address
          </label>
          <textarea
            id="delivery-address"
            rows={2}
            autoComplete="street-address"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            placeholder={order.shippingInfo.address}
            className={inputClass('mt-1.5 h-auto py-2.5')}
          />
          <p className="mt-1 text-xs text-ink-muted">
            Same city and PIN ({order.shippingInfo.city} {order.shippingInfo.zip}); the courier cannot change
            those.
          </p>
        </div>
        {error && (
          <Alert>
            <p className="font-medium">{error}</p>
          </Alert>
        )}
        <Button type="submit" fullWidth loading={correct.isPending}>
          Send to the courier
        </Button>
      </form>
    </section>
  );
}
