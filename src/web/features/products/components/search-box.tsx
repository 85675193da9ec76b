import { Search, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { SearchField } from '../../../components/ui/search-field';
import { useDebouncedDraft } from './use-debounced-draft';

const sameSearch = (a: string, b: string) => a.trim() === b.trim();

export interface SearchBoxProps {
  value: string;
  onSearch(text: string): void;
  className?: string;
}

/** The sidebar search: results follow the typing once it pauses for 300 ms, or at once on Enter. */
export function SearchBox({ value, onSearch, className }: SearchBoxProps) {
  const [draft, setDraft, flush] = useDebouncedDraft(value, (text) => onSearch(text.trim()), sameSearch);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flush();
  };
  return (
    <form role="search" onSubmit={submit} className={className}>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
        />
        <SearchField
          value={draft}
          onChange={setDraft}
          maxLength={200}
          className="h-11 w-full rounded-full border border-sand-200 bg-white pr-10 pl-10 text-sm text-ink transition-colors outline-none placeholder:text-ink-muted focus:border-gold focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-gold/40"
        />
        {draft && (
          <button
            type="button"
            onClick={() => setDraft('')}
            aria-label="Clear search"
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:bg-sand-100 hover:text-ink"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </form>
  );
}
