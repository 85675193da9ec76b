import { clsx } from 'clsx';
import { CalendarCheck, CircleAlert, MapPin, Truck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatINR } from '../../../../../domain/format';
import { FREE_SHIPPING_ABOVE, SHIPPING_FEE } from '../../../../../domain/pricing';
import { Button } from '../../../../components/ui/button';
import { checkDelivery, serviceabilityCheck, type DeliveryCheck as Result } from '../delivery';
import { checkServiceability } from '../api/check-serviceability';
import { checkPin } from '../../../../../domain/address';
import { inputClass } from '../../../../components/ui/field-classes';
import { groupTitleClass } from './section-heading';

/**
 * The PIN check and what shipping costs. `amount` is the line as chosen on the page: free shipping is promised
 * only when that alone is above the threshold (docs/store-rules.md#checkout), never on a ₹79 wall that is
 * charged ₹15 (issue 26).
 */
export function DeliveryCheck({ amount }: { amount: number }) {
  const id = useId();
  const [pin, setPin] = useState('');
  const [result, setResult] = useState<Result | null>(null);

  const [checking, setChecking] = useState(false);

  // The carrier's answer (decision 053); the store's own table when the API cannot be reached.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkPin(pin);
    if (!check.ok) return setResult(check);
    setChecking(true);
    try {
      setResult(serviceabilityCheck(check.pin, await checkServiceability(check.pin)));
    } catch {
      setResult(checkDelivery(check.pin));
    } finally {
      setChecking(false);
    }
  };

  const invalid = result?.ok === false;
  const ResultIcon = result?.ok ? CalendarCheck : CircleAlert;
  return (
    <div className="space-y-3">
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={id} className={clsx(groupTitleClass, 'mb-2 flex items-center gap-1.5')}>
          <MapPin aria-hidden className="size-3.5" />
          Check delivery
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            placeholder="Enter PIN code"
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-result`}
            className={inputClass('h-11 tracking-wider')}
          />
          <Button type="submit" variant="secondary" className="h-11 px-5" disabled={checking}>
            Check
          </Button>
        </div>
      </form>
      <div id={`${id}-result`} aria-live="polite">
        {result && (
          <p
            className={clsx(
              'flex items-start gap-2 text-sm',
              result.ok ? 'font-medium text-success' : 'text-danger',
            )}
          >
            <ResultIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            {result.message}
          </p>
        )}
      </div>
      <p className="flex items-center gap-2 text-sm text-ink-soft">
        <Truck aria-hidden className="size-4 shrink-0 text-gold-dark" />
        <span data-testid="shipping-note">
          {amount > FREE_SHIPPING_ABOVE
            ? 'Free shipping on this order'
            : `Shipping ${formatINR(SHIPPING_FEE)}; free on orders above ${formatINR(FREE_SHIPPING_ABOVE)}`}
        </span>
      </p>
    </div>
  );
}
