import type { ReactNode } from 'react';

/** The serif heading over each section below the fold, with an optional eyebrow line. */
export function SectionHeading({
  id,
  eyebrow,
  children,
}: {
  id: string;
  eyebrow?: string;
  children: ReactNode;
}) {
  return (
    <div className="mb-6 sm:mb-8">
      {eyebrow && (
        <p className="mb-1.5 text-[11px] font-semibold tracking-[0.18em] text-gold-dark uppercase">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="font-serif text-2xl text-ink sm:text-[1.75rem]">
        {children}
      </h2>
    </div>
  );
}

/** A small caps heading over each group of choices. */
export const groupTitleClass = 'text-[11px] font-semibold tracking-[0.16em] text-ink-soft uppercase';
