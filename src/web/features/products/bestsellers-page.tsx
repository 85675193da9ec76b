import { useSearchParams } from 'react-router';
import { LISTING_PAGE_SIZE } from '../../../domain/constants';
import { ButtonLink } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { useProductPage } from './api/list-products';
import { ListingHeader } from './components/listing-header';
import { Pagination } from './components/pagination';
import { totalPagesFor } from './components/pagination-range';
import { ProductGrid } from './components/product-grid';
import { scrollToTop } from './components/use-listing-state';

/** Products flagged bestseller (docs/store-rules.md#screens), 21 to a page; the server filters, as on the listing. */
export function BestsellersPage() {
  useTablePageMeta('bestsellers');
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const result = useProductPage({ bestseller: 'true', page, limit: LISTING_PAGE_SIZE });
  const total = result.data?.total;
  const totalPages = totalPagesFor(total ?? 0, LISTING_PAGE_SIZE);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true });
    scrollToTop();
  };

  return (
    <main className="mx-auto w-full max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <ListingHeader
        title="Bestsellers"
        eyebrow="Most loved"
        intro="The designs our customers choose again and again, from tropical murals to hand-finished heritage prints."
        aside={
          total !== undefined &&
          total > 0 && (
            <p role="status" className="text-sm text-ink-soft">
              {total} {total === 1 ? 'design' : 'designs'}
            </p>
          )
        }
        rowClassName="gap-3 sm:flex-row sm:items-end sm:justify-between"
      />

      <div className="mt-10 border-t border-sand-200 pt-10">
        {result.isError && !result.data ? (
          <LoadError
            title="The bestsellers could not be loaded."
            onRetry={() => void result.refetch()}
            retrying={result.isFetching}
          />
        ) : (
          <ProductGrid
            products={result.data?.products}
            stale={result.isPlaceholderData}
            columns="four"
            empty={
              <div className="rounded-card border border-sand-200 bg-sand-50 px-6 py-8 text-center">
                <p role="status" className="font-serif text-xl text-ink">
                  No bestsellers found.
                </p>
                <ButtonLink to="/products" className="mt-5">
                  Explore Designs
                </ButtonLink>
              </div>
            }
          />
        )}
        <Pagination page={page} totalPages={totalPages} onPageChange={goTo} label="Bestseller pages" />
      </div>
    </main>
  );
}
