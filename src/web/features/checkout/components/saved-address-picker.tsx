import { clsx } from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { formatMobile } from '../../../../domain/address';
import type { SavedAddress } from '../../../../domain/checkout';

export interface SavedAddressPickerProps {
  addresses: SavedAddress[];
  chosenId: string | null;
  onChoose: (address: SavedAddress | null) => void;
  onRemove: (id: string) => void;
}

interface RadioCardProps {
  /** the radio group's name */
  name: string;
  chosen: boolean;
  onChoose: () => void;
  /** the classes of the text beside the radio */
  className: string;
  children: ReactNode;
}

/** One choice of the picker: the whole card is the radio's label. */
function RadioCard({ name, chosen, onChoose, className, children }: RadioCardProps) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 text-sm transition-colors',
        'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-gold/20',
        chosen ? 'border-gold-dark bg-sand-50' : 'border-sand-300 hover:border-ink-muted',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={chosen}
        onChange={onChoose}
        className="mt-0.5 size-4 shrink-0 accent-gold-dark"
      />
      <span className={className}>{children}</span>
    </label>
  );
}

/** The shopper's saved addresses as radio cards; choosing one fills the form below, 'New address' clears it. */
export function SavedAddressPicker({ addresses, chosenId, onChoose, onRemove }: SavedAddressPickerProps) {
  const name = useId();
  return (
    <fieldset className="mt-6">
      <legend className="mb-2 text-sm font-medium text-ink">Saved addresses</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {addresses.map((a) => (
          <div key={a.id} className="relative">
            <RadioCard
              name={name}
              chosen={chosenId === a.id}
              onChoose={() => onChoose(a)}
              className="min-w-0 pr-8 leading-relaxed text-ink-soft"
            >
              <span className="block font-medium text-ink">
                {a.firstName} {a.lastName}
              </span>
              <span className="block [overflow-wrap:anywhere]">{a.address}</span>
              <span className="block">
                {a.city}, {a.state} {a.zipCode}
              </span>
              <span className="block">{formatMobile(a.phone)}</span>
            </RadioCard>
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
        <RadioCard
          name={name}
          chosen={chosenId === null}
          onChoose={() => onChoose(null)}
          className="flex items-center gap-1.5 font-medium text-ink"
        >
          <Plus aria-hidden className="size-4" />
          New address
        </RadioCard>
      </div>
    </fieldset>
  );
}
