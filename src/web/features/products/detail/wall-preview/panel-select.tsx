import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { inputClass, labelClass } from '../../../../components/ui/field-classes';

/** A label over a plain select, as the preview's side panel draws its choices. */
export function PanelSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className={clsx(labelClass, 'mb-1.5')}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass('h-11')}
      >
        {children}
      </select>
    </>
  );
}
