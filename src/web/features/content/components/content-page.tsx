import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAGES } from '../../../../domain/pages';
import { useTablePageMeta } from '../../../components/ui/page-meta';

export interface ContentPageProps {
  eyebrow: string;
  title: string;
  /** the page's name in the breadcrumb when the heading says something longer */
  breadcrumb?: string;
  intro?: ReactNode;
  /** a line under the intro, such as the policy's effective date */
  meta?: ReactNode;
  /** section ids and titles; shown as "On this page" beside the text on wide screens */
  toc?: readonly { id: string; title: string }[];
  children: ReactNode;
}

/** The frame shared by About, Contact and the policies: a quiet header band, then the page's own body. */
export function ContentPage({ eyebrow, title, breadcrumb, intro, meta, toc, children }: ContentPageProps) {
  return (
    <main>
      <header className="border-b border-sand-200 bg-sand-50">
        <div className="mx-auto max-w-6xl px-5 pt-6 pb-12 sm:px-6 lg:px-8 lg:pt-8 lg:pb-16">
          <nav aria-label="Breadcrumb">
            <ol className="flex items-center gap-1.5 text-xs text-ink-muted">
              <li>
                <Link to="/" className="underline-offset-4 hover:text-ink hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden>
                <ChevronRight className="size-3.5" />
              </li>
              <li aria-current="page" className="text-ink-soft">
                {breadcrumb ?? title}
              </li>
            </ol>
          </nav>
          <p className="mt-8 text-[11px] font-semibold tracking-[0.18em] text-gold-dark uppercase lg:mt-10">
            {eyebrow}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-[1.12] text-ink sm:text-5xl">{title}</h1>
          {intro && <div className="mt-5 max-w-[62ch] text-lg leading-relaxed text-ink-soft">{intro}</div>}
          {meta && <p className="mt-5 text-sm text-ink-muted">{meta}</p>}
        </div>
      </header>
      {toc ? (
        <div className="mx-auto grid max-w-6xl gap-12 px-5 py-12 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-16 lg:px-8 lg:py-16">
          <nav aria-label="On this page" className="hidden lg:block">
            <div className="sticky top-28">
              <p className="text-[11px] font-semibold tracking-[0.16em] text-ink-muted uppercase">
                On this page
              </p>
              <ul className="mt-4 space-y-2.5 border-l border-sand-200 text-sm">
                {toc.map((item) => (
                  <li key={item.id}>
                    <a
                      href={`#${item.id}`}
                      className="-ml-px block border-l border-transparent pl-4 text-ink-soft transition-colors hover:border-gold hover:text-ink"
                    >
                      {item.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
          <div>{children}</div>
        </div>
      ) : (
        children
      )}
    </main>
  );
}

/** Long-form text: about 70 characters a line, serif headings, generous leading. */
export function Prose({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={clsx(
        'max-w-[70ch] text-[1.0625rem] leading-[1.75] text-ink-soft',
        '[&_h2]:mt-14 [&_h2]:scroll-mt-28 [&_h2]:text-[1.65rem] [&_h2]:leading-snug [&_h2]:text-ink [&>h2:first-child]:mt-0 [&>section:first-child>h2]:mt-0',
        '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:text-ink',
        '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
        '[&_li]:pl-1 [&_li]:marker:text-gold',
        '[&_a]:font-medium [&_a]:text-gold-dark [&_a]:underline [&_a]:decoration-gold/40 [&_a]:underline-offset-4 [&_a:hover]:decoration-gold-dark',
        '[&_strong]:font-semibold [&_strong]:text-ink',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A titled part of a policy, linked from the page's "On this page" list. */
export function ProseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface PolicyPageProps {
  page: 'privacy' | 'terms' | 'returns' | 'shipping';
  intro: ReactNode;
  meta?: ReactNode;
  sections: readonly PolicySection[];
}

/** A policy: its title from the pages table, an intro, then titled sections listed "On this page". */
export function PolicyPage({ page, intro, meta, sections }: PolicyPageProps) {
  useTablePageMeta(page);
  return (
    <ContentPage eyebrow="Policies" title={PAGES[page].title} intro={intro} meta={meta} toc={sections}>
      <Prose>
        {sections.map(({ id, title, body }) => (
          <ProseSection key={id} id={id} title={title}>
            {body}
          </ProseSection>
        ))}
      </Prose>
    </ContentPage>
  );
}

/** A highlighted fact inside prose (free-shipping threshold, the 7-day window). */
export function Callout({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-6 flex items-start gap-3.5 rounded-xl border border-gold-light/50 bg-sand-50 px-5 py-4 text-ink">
      {icon && (
        <span aria-hidden className="mt-1 shrink-0 text-gold-dark [&>svg]:size-5">
          {icon}
        </span>
      )}
      {/* p:first-child outranks the prose's paragraph margin. */}
      <div className="[&_p:first-child]:mt-0">{children}</div>
    </div>
  );
}
