import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../domain/product';
import { ButtonLink } from './button';
import { ProductImage } from './product-image';
import { Skeleton } from './skeleton';

/** Shaped like the rows that are on their way (design.md: skeletons, not blank panels). */
export function DrawerSkeleton({ label, withControls = false }: { label: string; withControls?: boolean }) {
  return (
    <div role="status" aria-busy className="divide-y divide-sand-200 px-5 sm:px-6">
      <span className="sr-only">{label}</span>
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-4 py-5">
          <Skeleton rounded="lg" className="size-[88px] shrink-0" />
          <div className="flex-1 space-y-2.5 pt-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-2/5" />
            {withControls && <Skeleton rounded="full" className="mt-4 h-8 w-28" />}
          </div>
        </div>
      ))}
    </div>
  );
}

export interface DrawerEmptyProps {
  icon: ReactNode;
  title: string;
  text: string;
  action: { label: string; to: string };
  /** closes the drawer as the link is followed */
  onNavigate: () => void;
}

export function DrawerEmpty({ icon, title, text, action, onNavigate }: DrawerEmptyProps) {
  return (
    <div className="flex h-full flex-col items-center justify-center px-8 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-sand-100 text-gold-dark [&_svg]:size-7">
        {icon}
      </span>
      <p className="mt-5 font-serif text-xl text-ink">{title}</p>
      <p className="mt-2 max-w-64 text-sm text-ink-soft">{text}</p>
      <ButtonLink to={action.to} onClick={onNavigate} className="mt-6">
        {action.label}
      </ButtonLink>
    </div>
  );
}

/** A drawer row's picture, linking to the product; the row's name link is the one announced. */
export function DrawerThumb({ product, onNavigate }: { product: Product; onNavigate: () => void }) {
  return (
    <Link
      to={`/products/${product.id}`}
      onClick={onNavigate}
      className="shrink-0 overflow-hidden rounded-lg"
      tabIndex={-1}
      aria-hidden
    >
      <ProductImage
        src={product.images[0]}
        alt={product.name}
        width={88}
        height={88}
        sizes="88px"
        className="size-[88px] rounded-lg"
      />
    </Link>
  );
}
