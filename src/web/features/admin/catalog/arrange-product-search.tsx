import { Check, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminProduct } from '../../../../domain/product-admin';
import { ProductThumb } from '../../../components/ui/product-image';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PRODUCT_SEARCH_FAILURE, useProductSearch, type CollectionProduct } from './api/collections';
import { SearchBox } from '../shell/debounced-search';

/** Stored image entries are served from /images/ by their last segment; absolute URLs stay as given. */
const imageOf = (product: AdminProduct) => {
  const first = product.images[0];
  if (!first) return undefined;
  if (/^https?:\/\//i.test(first)) return first;
  const name = first.split('/').filter(Boolean).pop();
  return name ? `/images/${name}` : undefined;
};

export const toCollectionProduct = (product: AdminProduct, position: number): CollectionProduct => ({
  id: product.id,
  name: product.name,
  image: imageOf(product) ?? '',
  featured: product.featured,
  position,
});

export interface ProductSearchProps {
  collectionName: string;
  /** ids already in the collection (saved or not) */
  included: ReadonlySet<string>;
  onAdd: (product: AdminProduct) => void;
}

/** Finds products by name or SKU to add to a collection. */
export function ProductSearch({ collectionName, included, onAdd }: ProductSearchProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 250);
  const results = useProductSearch(search);
  const listId = useId();
  const products = search ? (results.data?.products ?? []) : [];

  return (
    <div>
      <SearchBox
        value={text}
        onChange={(e) => setText(e.target.value)}
        onClear={() => setText('')}
        placeholder={`Add a product to ${collectionName}…`}
        aria-label={`Search products to add to ${collectionName}`}
        aria-controls={listId}
        trailing={
          results.isFetching &&
          search && (
            <Spinner
              size="sm"
              label={null}
              className="absolute top-1/2 right-3 -translate-y-1/2 text-ink-muted"
            />
          )
        }
      />
      <div id={listId} aria-live="polite">
        {search && !results.isPending && products.length === 0 && (
          <p className="px-1 pt-2 text-sm text-ink-muted">
            {results.isError ? PRODUCT_SEARCH_FAILURE : `No products match “${search}”`}
          </p>
        )}
        {products.length > 0 && (
          <ul className="mt-2 divide-y divide-sand-100 overflow-hidden rounded-lg border border-sand-200 bg-white">
            {products.map((product) => {
              const added = included.has(product.id);
              return (
                <li key={product.id} className="flex items-center gap-3 px-3 py-2">
                  <ProductThumb
                    src={imageOf(product)}
                    width={40}
                    height={40}
                    className="size-10 shrink-0 rounded-md"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm text-ink">{product.name}</span>
                    <span className="block text-xs text-ink-muted">{product.skuId}</span>
                  </span>
                  <button
                    type="button"
                    disabled={added}
                    onClick={() => onAdd(product)}
                    aria-label={added ? `${product.name} is in ${collectionName}` : `Add ${product.name}`}
                    className="inline-flex h-8 items-center gap-1 rounded-full border border-sand-300 px-3 text-xs font-medium text-ink transition-colors hover:border-ink hover:bg-ink hover:text-ivory disabled:cursor-default disabled:border-transparent disabled:bg-transparent disabled:text-success"
                  >
                    {added ? (
                      <Check aria-hidden className="size-3.5" />
                    ) : (
                      <Plus aria-hidden className="size-3.5" />
                    )}
                    {added ? 'Added' : 'Add'}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
