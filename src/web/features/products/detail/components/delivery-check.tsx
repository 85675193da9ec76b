import { clsx } from 'clsx';
import { CalendarCheck, CircleAlert, MapPin, Truck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { checkDelivery, type DeliveryCheck as Result } from '../delivery';
import { inputClass } from '../../../../components/ui/field-classes';
import { groupTitleClass } from './section-heading';

export function DeliveryCheck() {
  const id = useId();
  const [pin, setPin] = useState('');
  const [result, setResult] = useState<Result | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(checkDelivery(pin));
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
          <Button type="submit" variant="secondary" className="h-11 px-5">
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
        Free shipping on this order
      </p>
    </div>
  );
}
