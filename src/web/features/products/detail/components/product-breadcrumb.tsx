import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { PRODUCT_TRAIL } from '../../../../../domain/pages';

const linkClass = 'text-ink-soft underline-offset-4 transition-colors hover:text-ink hover:underline';

/** Home / Wallpapers / {name} (docs/store-rules.md#screens). */
export function ProductBreadcrumb({ name }: { name: string }) {
  return (
    <nav aria-label="Breadcrumb" className="py-5 text-[13px] sm:py-6">
      <ol className="flex min-w-0 items-center gap-1.5">
        {PRODUCT_TRAIL.map(({ label, to }) => (
          <Fragment key={to}>
            <li className="shrink-0">
              <Link to={to} className={linkClass}>
                {label}
              </Link>
            </li>
            <li aria-hidden className="shrink-0 text-sand-300">
              <ChevronRight className="size-3.5" />
            </li>
          </Fragment>
        ))}
        <li className="min-w-0 truncate">
          <span aria-current="page" className="font-medium text-ink">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
