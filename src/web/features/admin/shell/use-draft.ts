import { useState, type ChangeEvent } from 'react';

/**
 * The text typed into a controlled field, and the props that bind the field to it. `onEdit` runs on each change,
 * e.g. to clear the refusal the last attempt earned.
 */
export function useDraft(onEdit?: () => void) {
  const [value, setValue] = useState('');
  return {
    value,
    set: setValue,
    field: {
      value,
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        onEdit?.();
        setValue(e.target.value);
      },
    },
  };
}
