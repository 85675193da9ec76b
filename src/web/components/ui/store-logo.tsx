import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useStoreInfo } from '../../lib/store-info';

export interface StoreLogoProps {
  /** over a photograph: the dot in the lighter gold that carries on a dark picture */
  onPhoto?: boolean;
  /** size, colour and placement, which differ from page to page */
  className: string;
}

/** The wordmark: the store's name in serif with a gold dot after it, linking home. */
export function StoreLogo({ onPhoto = false, className }: StoreLogoProps) {
  const { storeName } = useStoreInfo();
  return (
    <Link
      to="/"
      className={clsx('flex items-baseline gap-1 font-serif leading-none tracking-tight', className)}
    >
      {storeName}
      <span aria-hidden className={clsx('size-1.5 rounded-full', onPhoto ? 'bg-gold-light' : 'bg-gold')} />
    </Link>
  );
}
