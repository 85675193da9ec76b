import { clsx } from 'clsx';
import { Ruler } from 'lucide-react';
import { lazy, useId } from 'react';
import { WALL_SIZE_MAX_IN } from '../../../../../domain/constants';
import { formatArea, parseInches, type InchesField } from '../wall-size';
import { inputClass, labelClass } from '../../../../components/ui/field-classes';
import { groupTitleClass } from './section-heading';
import { GuideButton } from './guide-button';

const MeasureGuide = lazy(() => import('./measure-guide').then((m) => ({ default: m.MeasureGuide })));

export interface WallSize {
  height: InchesField;
  width: InchesField;
}

interface WallSizeFieldsProps {
  value: WallSize;
  onChange: (next: WallSize) => void;
  /** square feet, shown to one decimal */
  areaSqft: number;
  title?: string;
}

/** Height and width in whole inches (spec §5); a cleared field stays empty and counts as 0. */
export function WallSizeFields({ value, onChange, areaSqft, title = 'Wall size' }: WallSizeFieldsProps) {
  const id = useId();
  const field = (name: keyof WallSize, label: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={clsx(labelClass, 'mb-1.5')}>
        {label} <span className="font-normal text-ink-muted">(inches)</span>
      </label>
      <input
        id={`${id}-${name}`}
        type="number"
        inputMode="numeric"
        min={1}
        max={WALL_SIZE_MAX_IN}
        step={1}
        value={value[name]}
        onChange={(event) => onChange({ ...value, [name]: parseInches(event.target.value) })}
        className={inputClass('h-11 tabular-nums')}
      />
    </div>
  );
  return (
    <div role="group" aria-labelledby={`${id}-title`}>
      <div className="mb-2 flex items-center justify-between gap-3">
        <p id={`${id}-title`} className={groupTitleClass}>
          {title}
        </p>
        <GuideButton
          label="Measuring guide"
          icon={<Ruler aria-hidden />}
          dialog={MeasureGuide}
          dialogProps={{}}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {field('height', 'Height')}
        {field('width', 'Width')}
      </div>
      <p className="mt-2.5 text-sm text-ink-soft" aria-live="polite">
        Wall area: <span className="font-medium text-ink tabular-nums">{formatArea(areaSqft)} sq ft</span>
      </p>
    </div>
  );
}
