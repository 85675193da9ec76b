import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Search, X } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { SEARCH_SUGGESTION_LIMIT } from '../../../../domain/constants';
import type { Product } from '../../../../domain/product';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { LoadError } from '../../../components/ui/load-error';
import { productPrice } from '../../../../domain/pricing';
import { formatRate } from '../../../components/ui/price';
import { ProductThumb } from '../../../components/ui/product-image';
import { Modal } from '../../../components/ui/modal';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { meansNotFound } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { localMatches, searchCatalogQuery, searchSuggestionsQuery } from '../api/search-products';

const DEBOUNCE_MS = 200;

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The header's search: live suggestions as you type, Enter for the full results page. */
export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Search the store"
      hideTitle
      hideClose
      position="top"
      size="lg"
    >
      {/* Radix unmounts the content when closed, so every opening starts with an empty box. */}
      <SearchPanel onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

interface Results {
  heading: string;
  products: Product[] | undefined;
  /** all matches in the catalogue when the server has answered */
  total?: number;
  /** the request failed for a reason worth retrying: say so, never 'No products found' (docs/store-rules.md#records) */
  failed?: { retry: () => void; retrying: boolean };
}

const failure = (query: {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}): Results['failed'] =>
  query.isError && !meansNotFound(query.error)
    ? { retry: () => void query.refetch(), retrying: query.isFetching }
    : undefined;

function useSearchResults(term: string): Results {
  const debounced = useDebouncedValue(term, DEBOUNCE_MS);
  const catalog = useQuery(searchCatalogQuery);
  const suggestions = useQuery({ ...searchSuggestionsQuery(debounced), enabled: debounced !== '' });

  if (term === '') {
    const popular = catalog.data && [
      ...catalog.data.filter((p) => p.bestseller),
      ...catalog.data.filter((p) => !p.bestseller),
    ];
    return {
      heading: 'Popular right now',
      products: popular?.slice(0, SEARCH_SUGGESTION_LIMIT) ?? (catalog.isError ? [] : undefined),
      failed: popular ? undefined : failure(catalog),
    };
  }
  const current = debounced === term;
  if (current && suggestions.isSuccess) {
    return { heading: 'Products', products: suggestions.data.products, total: suggestions.data.total };
  }
  // Until the server answers for this exact text, the first page gives an instant (spec-rule) answer.
  const local = catalog.data ? localMatches(catalog.data, term) : [];
  if (local.length > 0) return { heading: 'Products', products: local };
  const failed = current && suggestions.isError;
  return {
    heading: 'Products',
    products: failed ? [] : undefined,
    failed: failed ? failure(suggestions) : undefined,
  };
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const term = text.trim();
  const { heading, products, total, failed } = useSearchResults(term);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!term) return;
    setText('');
    onClose();
    navigate(`/products?search=${encodeURIComponent(term)}`);
  };

  return (
    <div>
      <form
        role="search"
        onSubmit={submit}
        className="flex items-center gap-2 border-b border-sand-200 py-2.5 pr-2.5 pl-4 sm:py-3 sm:pl-5"
      >
        <Search aria-hidden className="size-5 shrink-0 text-ink-muted" />
        <SearchField
          value={text}
          onChange={setText}
          className="h-11 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-muted"
        />
        <Button type="submit" size="sm" className="max-sm:px-3">
          Search
        </Button>
        <IconButton label="Close search" icon={<X />} onClick={onClose} />
      </form>

      <div className="px-2 pt-3 pb-2 sm:px-3">
        <p className="px-3 pb-1 text-[11px] font-semibold tracking-[0.14em] text-ink-muted uppercase">
          {heading}
        </p>
        {failed ? (
          <LoadError
            title="Products could not be loaded."
            onRetry={failed.retry}
            retrying={failed.retrying}
            className="mx-1 my-2 py-8"
          />
        ) : products === undefined ? (
          <div className="flex justify-center py-10 text-gold-dark">
            <Spinner label="Loading products" />
          </div>
        ) : products.length === 0 ? (
          <p role="status" className="px-3 py-8 text-center text-ink-soft">
            No products found
          </p>
        ) : (
          <>
            <p role="status" className="sr-only">
              {products.length} {products.length === 1 ? 'product' : 'products'} shown
            </p>
            <ul className="space-y-0.5">
              {products.map((product) => (
                <li key={product.id}>
                  <SuggestionLink product={product} term={term} onSelect={onClose} />
                </li>
              ))}
            </ul>
          </>
        )}
        {term && total !== undefined && total > (products?.length ?? 0) && (
          <button
            type="button"
            onClick={() => submit()}
            className="mt-1 flex w-full items-center justify-between rounded-xl px-3 py-3 text-sm font-medium text-gold-dark hover:bg-sand-100"
          >
            View all {total} results for “{term}”
            <ArrowRight aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}

function SuggestionLink({
  product,
  term,
  onSelect,
}: {
  product: Product;
  term: string;
  onSelect: () => void;
}) {
  const { rate, unit, ratePerSqft } = productPrice(product);
  return (
    <Link
      to={`/products/${product.id}`}
      onClick={onSelect}
      className="flex items-center gap-3 rounded-xl p-2 transition-colors hover:bg-sand-100 focus-visible:bg-sand-100 sm:gap-4"
    >
      <ProductThumb src={product.images[0]} width={64} className="size-14 shrink-0 rounded-lg sm:size-16" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">{highlight(product.name, term)}</span>
        <span className="mt-0.5 block truncate text-sm text-ink-muted">
          <span className="max-sm:hidden">{product.category} · </span>
          {formatRate(rate, unit, ratePerSqft)}
        </span>
      </span>
      {product.bestseller && (
        <Badge tone="sand" className="max-sm:hidden">
          Bestseller
        </Badge>
      )}
    </Link>
  );
}

/** Marks the typed text inside a name, so the shopper sees why it matched. */
function highlight(text: string, term: string): ReactNode {
  const at = term ? text.toLowerCase().indexOf(term.toLowerCase()) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className="bg-transparent font-semibold text-gold-dark">{text.slice(at, at + term.length)}</mark>
      {text.slice(at + term.length)}
    </>
  );
}
