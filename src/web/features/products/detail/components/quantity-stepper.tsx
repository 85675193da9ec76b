import { Minus, Plus } from 'lucide-react';
import { CART_QUANTITY_MAX } from '../../../../../domain/constants';

const stepClass =
  'inline-flex size-11 items-center justify-center text-ink transition-colors hover:bg-sand-100 disabled:cursor-not-allowed disabled:opacity-40';

export function QuantityStepper({
  value,
  onChange,
  label = 'Quantity',
}: {
  value: number;
  onChange: (quantity: number) => void;
  label?: string;
}) {
  const set = (n: number) => onChange(Math.min(CART_QUANTITY_MAX, Math.max(1, Math.floor(n) || 1)));
  return (
    <div className="inline-flex items-center overflow-hidden rounded-full border border-sand-300 bg-white">
      <button
        type="button"
        aria-label="Decrease quantity"
        onClick={() => set(value - 1)}
        disabled={value <= 1}
        className={stepClass}
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={1}
        max={CART_QUANTITY_MAX}
        value={value}
        onChange={(event) => set(Number(event.target.value))}
        className="h-11 w-12 [appearance:textfield] border-x border-sand-200 bg-transparent text-center text-[15px] font-medium text-ink tabular-nums focus-visible:outline-offset-[-2px] [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label="Increase quantity"
        onClick={() => set(value + 1)}
        disabled={value >= CART_QUANTITY_MAX}
        className={stepClass}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
