import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { addUnique } from './product-form-values';

export interface AddToListProps {
  /** the field's label, also the text box's accessible name */
  label: string;
  list: readonly string[];
  onChange: (next: string[]) => void;
  /** the note shown when what was typed is in the list already */
  duplicateNote: (text: string) => string;
  placeholder: string;
  addLabel: string;
  addIcon: ReactNode;
  type?: 'url';
  disabled?: boolean;
  /** more buttons after Add; with them the row stacks on a phone */
  extra?: ReactNode;
  className?: string;
}

/**
 * A text box and an Add button that append to a list (docs/store-rules.md#screens): trimmed, blanks ignored, a
 * duplicate refused with a note. Enter adds as well.
 */
export function AddToList({
  label,
  list,
  onChange,
  duplicateNote,
  placeholder,
  addLabel,
  addIcon,
  type,
  disabled,
  extra,
  className,
}: AddToListProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | null>(null);

  const add = () => {
    const { list: next, outcome } = addUnique(list, draft);
    setNote(outcome === 'duplicate' ? duplicateNote(draft.trim()) : null);
    if (outcome === 'added') onChange(next);
    if (outcome !== 'duplicate') setDraft('');
  };

  const addButton = (
    <Button
      variant="secondary"
      size="sm"
      className={extra ? 'h-10 flex-1 sm:flex-none' : 'h-10'}
      icon={addIcon}
      onClick={add}
      disabled={disabled}
    >
      {addLabel}
    </Button>
  );

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className={extra ? 'flex flex-col gap-2 sm:flex-row' : 'flex gap-2'}>
        <input
          id={id}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setNote(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              // Enter adds to the list; it must not submit the whole form.
              e.preventDefault();
              add();
            }
          }}
          type={type}
          inputMode={type}
          disabled={disabled}
          placeholder={placeholder}
          className={inputClass(extra ? 'h-10 flex-1' : 'h-10', 'sm')}
        />
        {extra ? (
          <div className="flex gap-2">
            {addButton}
            {extra}
          </div>
        ) : (
          addButton
        )}
      </div>
      {note && <p className="mt-1.5 text-xs text-ink-muted">{note}</p>}
    </div>
  );
}
