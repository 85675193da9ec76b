import { useEffect } from 'react';
import { useStoreInfo } from '../../lib/store-info';

const DEFAULT_TAGLINE = 'Premium Wallpapers & Wall Decor';

// Read once from index.html so pages without their own description put the default back.
const defaultDescription =
  typeof document === 'undefined'
    ? ''
    : (document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');

function setMetaDescription(content: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Sets the tab title to `${title} | ${storeName}` and the meta description for the page.
 * Pass `null` as the title on the home page to get `${storeName} — Premium Wallpapers & Wall Decor`.
 */
export function usePageMeta(title: string | null, description?: string) {
  const { storeName } = useStoreInfo();
  useEffect(() => {
    document.title = title ? `${title} | ${storeName}` : `${storeName} — ${DEFAULT_TAGLINE}`;
    setMetaDescription(description ?? defaultDescription);
  }, [title, description, storeName]);
}

export interface PageMetaProps {
  title: string | null;
  description?: string;
}

/** The component form of `usePageMeta`, for pages that prefer JSX. Renders nothing. */
export function PageMeta({ title, description }: PageMetaProps) {
  usePageMeta(title, description);
  return null;
}
