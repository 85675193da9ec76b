import { clsx } from 'clsx';

/** Up to two initials: 'Priya Sharma' → 'PS', 'madhu' → 'M'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((w) => Array.from(w ?? '')[0]?.toUpperCase() ?? '').join('') || '?';
}

const SIZES = { sm: 'size-8 text-[13px]', md: 'size-11 text-base', lg: 'size-20 text-2xl' } as const;

/** A gold-ringed monogram standing in for a profile photo, which the store does not keep. */
export function Avatar({ name, size = 'sm' }: { name: string; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-ink font-serif text-ivory ring-2 ring-gold-light/60 ring-offset-2 ring-offset-ivory',
        SIZES[size],
      )}
    >
      {initials(name)}
    </span>
  );
}
