import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb';

export interface ListingHeaderProps {
  /** the page's h1, also its crumb after Home */
  title: string;
  /** the small gold line over the title */
  eyebrow?: string;
  intro: ReactNode;
  /** beside the title on wide screens, under it on phones: the kind selectors, the design count */
  aside: ReactNode;
  /** where the aside moves beside the title and how far it sits from it */
  rowClassName: string;
}

/** The head of a page of products: breadcrumb, title and intro, with the page's own control beside them. */
export function ListingHeader({ title, eyebrow, intro, aside, rowClassName }: ListingHeaderProps) {
  return (
    <header className="pt-6 sm:pt-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: title }]} />
      <div className={clsx('mt-6 flex flex-col', rowClassName)}>
        <div className="max-w-2xl">
          {eyebrow && (
            <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">{eyebrow}</p>
          )}
          <h1 className={clsx('font-serif text-4xl leading-tight text-ink sm:text-5xl', eyebrow && 'mt-2')}>
            {title}
          </h1>
          <p className="mt-3 text-ink-soft sm:text-lg">{intro}</p>
        </div>
        {aside}
      </div>
    </header>
  );
}
