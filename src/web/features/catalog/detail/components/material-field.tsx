import { BookOpen, ChevronDown } from 'lucide-react';
import { lazy, useId } from 'react';
import { formatINR } from '../../../../../domain/format';
import { isMaterial, MATERIAL_RATES, MATERIALS, type Material } from '../../../../../domain/pricing';
import { fieldClass, groupTitleClass } from './field-styles';
import { GuideButton } from './guide-button';

const MaterialGuide = lazy(() => import('./material-guide').then((m) => ({ default: m.MaterialGuide })));

export function MaterialField({
  value,
  onChange,
}: {
  value: Material;
  onChange: (material: Material) => void;
}) {
  const id = useId();
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-3">
        <label htmlFor={id} className={groupTitleClass}>
          Material
        </label>
        <GuideButton label="Material guide" icon={<BookOpen aria-hidden />} dialog={MaterialGuide} />
      </div>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            if (isMaterial(event.target.value)) onChange(event.target.value);
          }}
          className={`${fieldClass} cursor-pointer appearance-none pr-10`}
        >
          {MATERIALS.map((material) => (
            <option key={material} value={material}>
              {material} — {formatINR(MATERIAL_RATES[material])} per sq ft
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
