import { BookOpen, ChevronDown } from 'lucide-react';
import { lazy, useId } from 'react';
import { formatINR } from '../../../../../domain/format';
import type { Material } from '../../../../../domain/pricing';
import type { MaterialRate } from './material-guide';
import { inputClass } from '../../../../components/ui/field-classes';
import { groupTitleClass } from './section-heading';
import { GuideButton } from './guide-button';

const MaterialGuide = lazy(() => import('./material-guide').then((m) => ({ default: m.MaterialGuide })));

/** Only the product's own materials, in its order, each at the product's rate for it (docs/decisions/014-one-honest-price.md). */
export function MaterialField({
  value,
  options,
  onChange,
}: {
  value: Material;
  options: readonly MaterialRate[];
  onChange: (material: Material) => void;
}) {
  const id = useId();
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-3">
        <label htmlFor={id} className={groupTitleClass}>
          Material
        </label>
        <GuideButton
          label="Material guide"
          icon={<BookOpen aria-hidden />}
          dialog={MaterialGuide}
          dialogProps={{ rates: options }}
        />
      </div>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const chosen = options.find((o) => o.material === event.target.value);
            if (chosen) onChange(chosen.material);
          }}
          className={inputClass('h-11 cursor-pointer appearance-none pr-10')}
        >
          {options.map(({ material, rate }) => (
            <option key={material} value={material}>
              {material} — {formatINR(rate)} per sq ft
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          strokeWidth={1.75}
          className="pointer-events-none absolute top-1/2 right-3.5 size-[18px] -translate-y-1/2 text-ink-soft"
        />
      </div>
    </div>
  );
}
