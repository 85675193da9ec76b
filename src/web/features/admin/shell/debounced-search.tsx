import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClass } from '../../../components/ui/form-field';

export interface DebouncedSearchProps {
  /** the text the list is currently filtered by (from the URL) */
  value: string;
  /** called once typing pauses (or on Enter), with the trimmed text */
  onSearch: (value: string) => void;
  /** also the accessible name */
  placeholder: string;
  className?: string;
}

const DELAY_MS = 300;

/** A search box that filters as you type, once typing pauses; Escape or the × clears it. */
export function DebouncedSearch({ value, onSearch, placeholder, className }: DebouncedSearchProps) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The URL can change under the box (back button, a tab switch); follow it.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (draft.trim() !== value) setDraft(value);
  }

  const submit = (text: string) => {
    window.clearTimeout(timer.current);
    if (text.trim() !== value) onSearch(text.trim());
  };
  const change = (text: string, delay = DELAY_MS) => {
    setDraft(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => submit(text), delay);
  };

  return (
    <SearchBox
      value={draft}
      onChange={(e) => change(e.target.value)}
      onClear={() => change('', 0)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          submit(draft);
        }
      }}
      placeholder={placeholder}
      aria-label={placeholder}
      className={className}
      trailing={
        draft && (
          <button
            type="button"
            onClick={() => change('', 0)}
            aria-label="Clear search"
            className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-ink-muted hover:bg-sand-100 hover:text-ink"
          >
            <X aria-hidden className="size-4" />
          </button>
        )
      }
    />
  );
}

export interface SearchBoxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'className'
> {
  value: string;
  /** Escape, while there is text, calls this */
  onClear: () => void;
  /** at the right end, inside the box: a clear button, a spinner */
  trailing?: ReactNode;
  className?: string;
}

/** A search input with the magnifier at its left; Escape clears it. */
export function SearchBox({ value, onClear, onKeyDown, trailing, className, ...input }: SearchBoxProps) {
  return (
    <div className={clsx('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        type="search"
        value={value}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && value) {
            e.preventDefault();
            onClear();
          }
          onKeyDown?.(e);
        }}
        className={inputClass('h-10 pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden', 'sm')}
        {...input}
      />
      {trailing}
    </div>
  );
}
