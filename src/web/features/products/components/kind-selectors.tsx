import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ProductKind } from '../../../../domain/constants';

const KINDS: { kind: ProductKind; label: string; image: string }[] = [
  { kind: 'customised', label: 'Customised Wallpapers', image: '/images/category-wall-muralists-sm.webp' },
  { kind: 'rolls', label: 'Wallpaper Rolls', image: '/images/category-premium-wallpapers-sm.webp' },
];

export interface KindSelectorsProps {
  value: string;
  /** null returns to all products (a second press on the active selector) */
  onChange(kind: ProductKind | null): void;
}

/** The two round selectors (docs/store-rules.md#screens): customised (made to measure) or rolls; pressing the active one clears it. */
export function KindSelectors({ value, onChange }: KindSelectorsProps) {
  return (
    <div role="group" aria-label="Wallpaper type" className="flex gap-6 sm:gap-8">
      {KINDS.map(({ kind, label, image }) => {
        const active = value === kind;
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(active ? null : kind)}
            className="group flex w-28 flex-col items-center gap-2.5 text-center sm:w-32"
          >
            <span
              className={clsx(
                'relative block size-20 rounded-full p-1 transition-shadow duration-200 sm:size-24',
                active ? 'ring-2 ring-gold-dark' : 'ring-1 ring-sand-200 group-hover:ring-sand-300',
              )}
            >
              <img
                src={image}
                alt=""
                width={96}
                height={96}
                decoding="async"
                className="size-full rounded-full bg-sand-100 object-cover"
              />
              {active && (
                <span className="absolute -right-0.5 -bottom-0.5 flex size-6 items-center justify-center rounded-full bg-gold-dark text-white ring-2 ring-ivory">
                  <Check aria-hidden className="size-3.5" strokeWidth={3} />
                </span>
              )}
            </span>
            <span
              className={clsx(
                'text-[13px] leading-tight font-medium sm:text-sm',
                active ? 'text-ink' : 'text-ink-soft group-hover:text-ink',
              )}
            >
              {label}
            </span>
          </button>
        );
      })}
    </div>
  );
}
