import { Plus, X } from 'lucide-react';
import { FieldError } from '../../../components/ui/form-field';
import { AddToList } from './add-to-list';

export interface TagFieldProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** docs/store-rules.md#screens: tags are added with Enter or the button (trimmed, blanks ignored, no duplicates) and removed as chips. */
export function TagField({ value, onChange, error, disabled }: TagFieldProps) {
  return (
    <div>
      <AddToList
        label="Tags"
        list={value}
        onChange={onChange}
        duplicateNote={(tag) => `“${tag}” is already a tag.`}
        placeholder="e.g. botanical, monsoon"
        addLabel="Add Tag"
        addIcon={<Plus className="size-4" />}
        disabled={disabled}
      />
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
