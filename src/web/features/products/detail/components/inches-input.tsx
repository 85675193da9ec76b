import { clsx } from 'clsx';
import { WALL_SIZE_MAX_IN } from '../../../../../domain/constants';
import { inputClass, labelClass } from '../../../../components/ui/field-classes';
import { parseInches, type InchesField } from '../wall-size';

export interface InchesInputProps {
  id: string;
  /** 'Height' or 'Width'; '(inches)' follows it */
  label: string;
  value: InchesField;
  onChange: (next: InchesField) => void;
}

/** One side of a wall in whole inches (docs/store-rules.md#validation); a cleared field stays empty and counts as 0. */
export function InchesInput({ id, label, value, onChange }: InchesInputProps) {
  return (
    <div>
      <label htmlFor={id} className={clsx(labelClass, 'mb-1.5')}>
        {label} <span className="font-normal text-ink-muted">(inches)</span>
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={WALL_SIZE_MAX_IN}
        step={1}
        value={value}
        onChange={(event) => onChange(parseInches(event.target.value))}
        className={inputClass('h-11 tabular-nums')}
      />
    </div>
  );
}
