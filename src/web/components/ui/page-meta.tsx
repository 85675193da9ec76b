import { useEffect } from 'react';
import { documentTitle, PAGES, type PageName } from '../../../domain/pages';
import { useStoreInfo } from '../../lib/store-info';

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

/** Sets the tab title (see documentTitle: null is the home page's) and the meta description for the page. */
export function usePageMeta(title: string | null, description?: string) {
  const { storeName } = useStoreInfo();
  useEffect(() => {
    document.title = documentTitle(title, storeName);
    setMetaDescription(description ?? defaultDescription);
  }, [title, description, storeName]);
}

/** The title and description the pages table gives a page, the same the server put in its HTML. */
export function useTablePageMeta(
  name: PageName,
  title: string | null = PAGES[name].title,
  description?: string,
) {
  const { storeName } = useStoreInfo();
  usePageMeta(title, description ?? (PAGES[name].description(storeName) || undefined));
}
