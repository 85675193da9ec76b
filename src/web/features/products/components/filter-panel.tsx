import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { CATEGORIES, THEMES, type Category } from '../../../../domain/constants';
import { PriceRange } from './price-range';
import type { ListingControls } from './use-listing-state';

/** Swatch colours for the Colour filter; an unknown name gets a neutral sand dot. */
const SWATCHES: Record<string, string> = {
  Green: '#4f7a55',
  Blue: '#3c5f8c',
  Coral: '#e07a5f',
  Pink: '#e9a6b6',
  Gold: '#c9a46a',
  Black: '#25221f',
  White: '#ffffff',
  Cream: '#f1e6cf',
  Burgundy: '#7a2434',
  Turquoise: '#3aa6a0',
};

export interface FilterPanelProps {
  controls: ListingControls;
  colors: string[] | undefined;
  materials: string[] | undefined;
  categories: string[] | undefined;
}

/** Category, Theme, Colour, Materials and price (docs/store-rules.md#screens): the sidebar on wide screens, the Filters sheet on phones. */
export function FilterPanel({ controls, colors, materials, categories }: FilterPanelProps) {
  const { state, update } = controls;
  const categoryId = useId();
  // The sidebar and the phone's Filters sheet can both be mounted; a shared name would join their radio groups.
  const themeName = `theme-${useId()}`;
  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  const categoryValue = (CATEGORIES as readonly string[]).includes(state.category) ? state.category : 'all';

  return (
    <div className="divide-y divide-sand-200">
      <div className="pb-5">
        <label
          htmlFor={categoryId}
          className="text-[13px] font-semibold tracking-[0.12em] text-ink uppercase"
        >
          Category
        </label>
        <div className="relative mt-3">
          <select
            id={categoryId}
            value={categoryValue}
            onChange={(event) => update({ category: event.target.value as Category | 'all' })}
            className="h-11 w-full appearance-none rounded-full border border-sand-200 bg-white pr-10 pl-4 text-sm text-ink outline-none focus:border-gold"
          >
            <option value="all">All</option>
            {(categories ?? CATEGORIES).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-muted"
          />
        </div>
      </div>

      <OptionsSection title="Theme" defaultOpen list="space-y-0.5">
        {[null, ...THEMES].map((theme) => (
          <OptionRow
            key={theme ?? 'none'}
            type="radio"
            name={themeName}
            checked={state.theme === theme}
            onChange={() => update({ theme })}
          >
            {theme ?? 'No theme filter'}
          </OptionRow>
        ))}
      </OptionsSection>

      <OptionsSection
        title="Colour"
        defaultOpen
        count={state.colors.length}
        list="grid grid-cols-2 gap-x-2 gap-y-0.5"
      >
        {(colors ?? []).map((color) => (
          <li key={color}>
            <label className="relative flex cursor-pointer items-center gap-2.5 rounded-lg px-1 py-1.5 text-sm text-ink-soft hover:text-ink has-[:checked]:text-ink">
              {/* The real checkbox lies invisibly over the swatch, so it is what a tap or a click lands on. */}
              <input
                type="checkbox"
                checked={state.colors.includes(color)}
                onChange={() => update({ colors: toggle(state.colors, color) })}
                className="peer absolute top-1/2 left-1 size-5 -translate-y-1/2 cursor-pointer appearance-none opacity-0"
              />
              <span
                aria-hidden
                className="flex size-5 shrink-0 items-center justify-center rounded-full ring-1 ring-ink/15 ring-offset-2 ring-offset-ivory peer-checked:ring-2 peer-checked:ring-gold-dark peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-gold"
                style={{ background: SWATCHES[color] ?? '#e3d7c3' }}
              >
                {state.colors.includes(color) && (
                  <Check
                    className={clsx(
                      'size-3',
                      ['White', 'Cream', 'Gold', 'Pink'].includes(color) ? 'text-ink' : 'text-white',
                    )}
                    strokeWidth={3}
                  />
                )}
              </span>
              {color}
            </label>
          </li>
        ))}
      </OptionsSection>

      <OptionsSection
        title="Materials"
        count={state.materials.length}
        defaultOpen={state.materials.length > 0}
        list="space-y-0.5"
      >
        {(materials ?? []).map((material) => (
          <OptionRow
            key={material}
            type="checkbox"
            checked={state.materials.includes(material)}
            onChange={() => update({ materials: toggle(state.materials, material) })}
          >
            {material}
          </OptionRow>
        ))}
      </OptionsSection>

      <FilterSection title="Price" defaultOpen>
        <PriceRange
          min={state.minPrice}
          max={state.maxPrice}
          onChange={(minPrice, maxPrice) => update({ minPrice, maxPrice }, { replace: true })}
        />
      </FilterSection>
    </div>
  );
}

interface FilterSectionProps {
  title: string;
  count?: number;
  defaultOpen?: boolean;
  children: ReactNode;
}

function FilterSection({ title, count = 0, defaultOpen = false, children }: FilterSectionProps) {
  return (
    <details open={defaultOpen || undefined} className="group py-4">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-md py-1 text-[13px] font-semibold tracking-[0.12em] text-ink uppercase [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          {title}
          {count > 0 && (
            <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-dark px-1.5 text-[11px] tracking-normal text-white">
              {count}
            </span>
          )}
        </span>
        <ChevronDown
          aria-hidden
          className="size-4 text-ink-muted transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <div className="pt-3">{children}</div>
    </details>
  );
}

/** A section of options to pick from: a group named by the section's title, its options in a list. */
function OptionsSection({ list, children, ...section }: FilterSectionProps & { list: string }) {
  return (
    <FilterSection {...section}>
      <fieldset>
        <legend className="sr-only">{section.title}</legend>
        <ul className={list}>{children}</ul>
      </fieldset>
    </FilterSection>
  );
}

interface OptionRowProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'checked' | 'onChange'
> {
  /** one theme of many, or any number of materials */
  type: 'radio' | 'checkbox';
  children: ReactNode;
}

/** One option with its native radio or checkbox; a chosen theme also reads in bold. */
function OptionRow({ type, children, ...input }: OptionRowProps) {
  return (
    <li>
      <label
        className={clsx(
          'flex cursor-pointer items-center gap-3 rounded-lg px-1 py-1.5 text-sm text-ink-soft hover:text-ink has-[:checked]:text-ink',
          type === 'radio' && 'has-[:checked]:font-medium',
        )}
      >
        <input
          type={type}
          {...input}
          className={clsx('size-4', type === 'checkbox' && 'rounded', 'accent-gold-dark')}
        />
        {children}
      </label>
    </li>
  );
}
