import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, inputClass } from '../../../components/ui/form-field';
import { addUnique } from './product-form-values';

export interface TagFieldProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** Spec §2: tags are added with Enter or the button (trimmed, blanks ignored, no duplicates) and removed as chips. */
export function TagField({ value, onChange, error, disabled }: TagFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState<string | null>(null);

  const add = () => {
    const { list, outcome } = addUnique(value, draft);
    setNote(outcome === 'duplicate' ? `“${draft.trim()}” is already a tag.` : null);
    if (outcome === 'added') onChange(list);
    if (outcome !== 'duplicate') setDraft('');
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Tags
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          disabled={disabled}
          onChange={(e) => {
            setDraft(e.target.value);
            setNote(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              // Enter adds the tag; it must not submit the whole form.
              e.preventDefault();
              add();
            }
          }}
          placeholder="e.g. botanical, monsoon"
          className={inputClass('h-10', 'sm')}
        />
        <Button
          variant="secondary"
          size="sm"
          className="h-10"
          icon={<Plus className="size-4" />}
          onClick={add}
          disabled={disabled}
        >
          Add Tag
        </Button>
      </div>
      {note && <p className="mt-1.5 text-xs text-ink-muted">{note}</p>}
      {error && <FieldError>{error}</FieldError>}
      {value.length > 0 ? (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-sand-100 py-1 pr-1 pl-3 text-[13px] text-ink"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((t) => t !== tag))}
                disabled={disabled}
                aria-label={`Remove tag ${tag}`}
                className="inline-flex size-5 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-sand-300/60 hover:text-ink disabled:hidden"
              >
                <X aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-xs text-ink-muted">
          The first tag stands in for the theme and picks related products on the product page.
        </p>
      )}
    </div>
  );
}
