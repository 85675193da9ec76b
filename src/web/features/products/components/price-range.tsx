import { clsx } from 'clsx';
import { PRICE_FILTER_RANGE } from '../../../../domain/constants';
import { useDebouncedDraft } from './use-debounced-draft';

type Range = readonly [number, number];
const sameRange = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];
const { min: MIN, max: MAX } = PRICE_FILTER_RANGE;
const pct = (n: number) => ((n - MIN) / (MAX - MIN)) * 100;

const THUMB =
  'pointer-events-none absolute inset-x-0 top-1/2 h-0 w-full -translate-y-1/2 appearance-none bg-transparent outline-none ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-gold-dark [&::-webkit-slider-thumb]:bg-ivory [&::-webkit-slider-thumb]:shadow ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-gold-dark [&::-moz-range-thumb]:bg-ivory ' +
  'focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-gold/30';

function PriceThumb({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  className?: string;
}) {
  return (
    <input
      type="range"
      min={MIN}
      max={MAX}
      step={1}
      value={value}
      aria-label={label}
      aria-valuetext={`₹${value}`}
      onChange={(event) => onChange(Number(event.target.value))}
      className={clsx(THUMB, className)}
    />
  );
}

export interface PriceRangeProps {
  min: number;
  max: number;
  onChange(min: number, max: number): void;
}

/** A two-thumb 0-200 range over the rate per square foot (docs/store-rules.md#constants), applied once the thumbs settle. */
export function PriceRange({ min, max, onChange }: PriceRangeProps) {
  const [[low, high], setDraft] = useDebouncedDraft<Range>(
    [min, max],
    ([a, b]) => onChange(a, b),
    sameRange,
    350,
  );
  return (
    <div>
      <div className="relative mx-2.5 h-8">
        <div
          aria-hidden
          className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-sand-200"
        />
        <div
          aria-hidden
          className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-gold-dark"
          style={{ left: `${pct(low)}%`, right: `${100 - pct(high)}%` }}
        />
        <PriceThumb
          label="Minimum price"
          value={low}
          onChange={(value) => setDraft([Math.min(value, high), high])}
          // Both thumbs at the top end would leave the lower one unreachable under the upper one.
          className={clsx(low > MAX - 10 && 'z-10')}
        />
        <PriceThumb
          label="Maximum price"
          value={high}
          onChange={(value) => setDraft([low, Math.max(value, low)])}
        />
      </div>
      <p className="mt-1 flex justify-between text-sm text-ink-soft tabular-nums" aria-hidden>
        <span>₹{low}</span>
        <span>₹{high}</span>
      </p>
      <p className="mt-1 text-xs text-ink-muted">Rate per square foot</p>
    </div>
  );
}
