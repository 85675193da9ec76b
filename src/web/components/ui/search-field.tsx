import { clsx } from 'clsx';
import { useId } from 'react';

export interface SearchFieldProps {
  value: string;
  onChange: (text: string) => void;
  maxLength?: number;
  /** its look: the listing's pill or the search dialog's bare line */
  className: string;
}

/**
 * The wallpaper search input and its label for screen readers: the phone's search key, no autofill, and no
 * native clear button (each search box draws its own).
 */
export function SearchField({ value, onChange, maxLength, className }: SearchFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Search wallpapers
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search wallpapers..."
        autoComplete="off"
        enterKeyHint="search"
        maxLength={maxLength}
        className={clsx(className, '[&::-webkit-search-cancel-button]:hidden')}
      />
    </>
  );
}
