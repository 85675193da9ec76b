import { useId, type ReactNode } from 'react';

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

export interface EyebrowSectionProps extends Omit<EyebrowHeadingProps, 'id'> {
  /** the section's classes: a full-width band's colour when `column` is given, else its own column */
  className: string;
  /** the content column inside a full-width band */
  column?: string;
  /** the heading's own box: a narrower measure, a sticky side column */
  headingClassName?: string;
  children: ReactNode;
}

/** A section of a long page, named by its eyebrow heading, with the section's content after it. */
export function EyebrowSection({
  className,
  column,
  headingClassName,
  children,
  ...heading
}: EyebrowSectionProps) {
  const id = useId();
  const title = <EyebrowHeading id={id} {...heading} />;
  const body = (
    <>
      {headingClassName ? <div className={headingClassName}>{title}</div> : title}
      {children}
    </>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {column ? <div className={column}>{body}</div> : body}
    </section>
  );
}
