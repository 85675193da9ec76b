import { Ruler } from 'lucide-react';
import { lazy, useId } from 'react';
import { formatArea, type WallSizeDraft } from '../wall-size';
import { groupTitleClass } from './section-heading';
import { GuideButton } from './guide-button';
import { InchesInput } from './inches-input';

const MeasureGuide = lazy(() => import('./measure-guide').then((m) => ({ default: m.MeasureGuide })));

interface WallSizeFieldsProps {
  value: WallSizeDraft;
  onChange: (next: WallSizeDraft) => void;
  /** square feet, shown to one decimal */
  areaSqft: number;
  title?: string;
}

/** Height and width in whole inches (docs/store-rules.md#validation); a cleared field stays empty and counts as 0. */
export function WallSizeFields({ value, onChange, areaSqft, title = 'Wall size' }: WallSizeFieldsProps) {
  const id = useId();
  const field = (name: keyof WallSizeDraft, label: string) => (
    <InchesInput
      id={`${id}-${name}`}
      label={label}
      value={value[name]}
      onChange={(inches) => onChange({ ...value, [name]: inches })}
    />
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
