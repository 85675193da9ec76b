import { clsx } from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { formatMobile } from '../../../../domain/address';
import type { SavedAddress } from '../../../../domain/checkout';

export interface SavedAddressPickerProps {
  addresses: SavedAddress[];
  chosenId: string | null;
  onChoose: (address: SavedAddress | null) => void;
  onRemove: (id: string) => void;
}

const cardClass = (chosen: boolean) =>
  clsx(
    'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 text-sm transition-colors',
    'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-gold/20',
    chosen ? 'border-gold-dark bg-sand-50' : 'border-sand-300 hover:border-ink-muted',
  );

/** The shopper's saved addresses as radio cards; choosing one fills the form below, 'New address' clears it. */
export function SavedAddressPicker({ addresses, chosenId, onChoose, onRemove }: SavedAddressPickerProps) {
  const name = useId();
  return (
    <fieldset className="mt-6">
      <legend className="mb-2 text-sm font-medium text-ink">Saved addresses</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {addresses.map((a) => (
          <div key={a.id} className="relative">
            <label className={cardClass(chosenId === a.id)}>
              <input
                type="radio"
                name={name}
                checked={chosenId === a.id}
                onChange={() => onChoose(a)}
                className="mt-0.5 size-4 shrink-0 accent-gold-dark"
              />
              <span className="min-w-0 pr-8 leading-relaxed text-ink-soft">
                <span className="block font-medium text-ink">
                  {a.firstName} {a.lastName}
                </span>
                <span className="block [overflow-wrap:anywhere]">{a.address}</span>
                <span className="block">
                  {a.city}, {a.state} {a.zipCode}
                </span>
                <span className="block">{formatMobile(a.phone)}</span>
              </span>
            </label>
            <button
              type="button"
              onClick={() => onRemove(a.id)}
              aria-label={`Remove the address ${a.address}, ${a.city}`}
              className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-sand-100 hover:text-danger"
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          </div>
        ))}
        <label className={cardClass(chosenId === null)}>
          <input
            type="radio"
            name={name}
            checked={chosenId === null}
            onChange={() => onChoose(null)}
            className="mt-0.5 size-4 shrink-0 accent-gold-dark"
          />
          <span className="flex items-center gap-1.5 font-medium text-ink">
            <Plus aria-hidden className="size-4" />
            New address
          </span>
        </label>
      </div>
    </fieldset>
  );
}
