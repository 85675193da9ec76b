import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface AdminPageHeaderProps {
  /** the page's h1 */
  title: string;
  /** one line under the title */
  description?: ReactNode;
  /** buttons on the right (wrap under the title on phones) */
  actions?: ReactNode;
  /** a back link above the title, e.g. to the dashboard from a form */
  back?: { to: string; label: string };
}

/** The top of every admin page: optional back link, title, a line of context and the page's actions. */
export function AdminPageHeader({ title, description, actions, back }: AdminPageHeaderProps) {
  return (
    <header className="mb-6 lg:mb-8">
      {back && (
        <Link
          to={back.to}
          className="mb-3 inline-flex items-center gap-1.5 text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div className="min-w-0">
          <h1 className="font-serif text-[1.75rem] leading-tight text-ink sm:text-[2rem]">{title}</h1>
          {description && <p className="mt-1.5 text-sm text-ink-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
