import type { ReactNode } from 'react';

/** The small gold capitals over a heading. */
export const eyebrowClass = 'text-[11px] font-semibold tracking-[0.18em] text-gold-dark uppercase';

export interface EyebrowHeadingProps {
  /** the h2's id, which the section's aria-labelledby names */
  id: string;
  eyebrow: string;
  title: ReactNode;
  /** a paragraph under the title */
  intro?: ReactNode;
}

/** A long page's section heading: the eyebrow, the serif h2 and an optional line of intro. */
export function EyebrowHeading({ id, eyebrow, title, intro }: EyebrowHeadingProps) {
  return (
    <>
      <p className={eyebrowClass}>{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl text-ink sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 leading-relaxed text-ink-soft">{intro}</p>}
    </>
  );
}
