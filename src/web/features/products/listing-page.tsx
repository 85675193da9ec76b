import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { LISTING_PAGE_SIZE, SORT_OPTIONS, type SortKey } from '../../../domain/constants';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { useOnceTrue } from '../../components/ui/use-once-true';
import { useMeta } from './api/get-meta';
import { useProductPage } from './api/list-products';
import { ListingHeader } from './components/listing-header';
import { FilterPanel } from './components/filter-panel';
import { KindSelectors } from './components/kind-selectors';
import { activeFilterCount, toProductQuery } from './components/listing-params';
import { Pagination } from './components/pagination';
import { totalPagesFor } from './components/pagination-range';
import { ProductGrid } from './components/product-grid';
import { SearchBox } from './components/search-box';
import { useListingState } from './components/use-listing-state';

// The filter sheet is for phones and carries the dialog library; it loads on first open.
const Sheet = lazy(() => import('../../components/ui/sheet').then((m) => ({ default: m.Sheet })));

const resultsFound = (n: number) => `${n} ${n === 1 ? 'Result' : 'Results'} found`;

export function ListingPage() {
  useTablePageMeta('listing');
  const controls = useListingState();
  const { state, update, setPage, clear } = controls;
  const productPage = useProductPage(toProductQuery(state));
  const colors = useMeta('colors');
  const materials = useMeta('materials');
  const categories = useMeta('categories');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const showFilters = useOnceTrue(filtersOpen);
  const sortId = useId();

  const data = productPage.data;
  const total = data?.total;
  const totalPages = totalPagesFor(total ?? 0, LISTING_PAGE_SIZE);
  const settled = data !== undefined && !productPage.isPlaceholderData;

  // A page past the end (a stale link, or fewer results after a change elsewhere) moves to the last page.
  useEffect(() => {
    if (settled && totalPages > 0 && state.page > totalPages) setPage(totalPages, { replace: true });
  }, [settled, totalPages, state.page, setPage]);

  const filterCount = activeFilterCount(state);
  const from = total ? (state.page - 1) * LISTING_PAGE_SIZE + 1 : 0;
  const to = total ? Math.min(total, state.page * LISTING_PAGE_SIZE) : 0;
  const failed = productPage.isError && !data;

  const panel = (
    <FilterPanel
      controls={controls}
      colors={colors.data}
      materials={materials.data}
      categories={categories.data}
    />
  );
  const search = <SearchBox value={state.q} onSearch={(q) => update({ q }, { replace: true })} />;

  return (
    <main className="mx-auto w-full max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <ListingHeader
        title="Premium Wallpapers"
        intro="Made to measure for your wall or sold by the roll, printed with VOC-free inks and installed by our own team."
        aside={
          <KindSelectors value={state.category} onChange={(kind) => update({ category: kind ?? 'all' })} />
        }
        rowClassName="gap-7 md:flex-row md:items-end md:justify-between"
      />

      <div className="mt-10 border-t border-sand-200 pt-8 lg:grid lg:grid-cols-[264px_minmax(0,1fr)] lg:gap-12">
        <aside aria-label="Filters" className="hidden lg:block">
          <div className="flex items-baseline justify-between gap-3">
            <p role="status" className="font-serif text-lg text-ink lining-nums">
              {total !== undefined ? resultsFound(total) : failed ? '' : 'Loading…'}
            </p>
            <ClearAll onClick={clear} />
          </div>
          <div className="mt-5 mb-2">{search}</div>
          {panel}
        </aside>

        <section aria-label="Products">
          <div className="mb-3 lg:hidden">{search}</div>
          <div className="mb-8 flex items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                className="lg:hidden"
                icon={<SlidersHorizontal aria-hidden className="size-4" />}
                onClick={() => setFiltersOpen(true)}
                aria-haspopup="dialog"
              >
                Filters
                {filterCount > 0 && (
                  <span className="-mr-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-gold-dark px-1.5 text-[11px] text-white">
                    <span className="sr-only">, </span>
                    {filterCount}
                    <span className="sr-only"> active</span>
                  </span>
                )}
              </Button>
              <p className="hidden text-sm text-ink-soft lg:block">
                {total ? (
                  <>
                    Showing <span className="text-ink tabular-nums">{from}</span>–
                    <span className="text-ink tabular-nums">{to}</span> of{' '}
                    <span className="text-ink tabular-nums">{total}</span> products
                  </>
                ) : null}
              </p>
            </div>
            <div className="relative">
              <label htmlFor={sortId} className="sr-only">
                Sort products
              </label>
              <select
                id={sortId}
                value={state.sort}
                onChange={(event) => update({ sort: event.target.value as SortKey })}
                className="h-9 appearance-none rounded-full border border-sand-200 bg-white pr-9 pl-4 text-[13px] font-medium text-ink outline-none focus:border-gold"
              >
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <ChevronDown
                aria-hidden
                className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
              />
            </div>
          </div>

          <p role="status" className="-mt-4 mb-6 text-sm text-ink-soft lg:hidden">
            {total === undefined ? '' : resultsFound(total)}
          </p>
          {failed ? (
            <LoadError
              title="The products could not be loaded."
              onRetry={() => void productPage.refetch()}
              retrying={productPage.isFetching}
            />
          ) : (
            <ProductGrid
              products={data?.products}
              stale={productPage.isPlaceholderData}
              empty={
                <div className="rounded-card border border-sand-200 bg-sand-50 px-6 py-8 text-center">
                  <p className="font-serif text-xl text-ink">No products match your filters.</p>
                  <p className="mt-2 text-sm text-ink-soft">
                    Try removing a filter or searching for something else.
                  </p>
                  <Button className="mt-5" onClick={clear}>
                    Clear All
                  </Button>
                </div>
              }
            />
          )}

          <Pagination
            page={state.page}
            totalPages={totalPages}
            onPageChange={setPage}
            label="Product pages"
          />
        </section>
      </div>

      <Suspense fallback={null}>
        {showFilters && (
          <Sheet
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            side="left"
            width="sm"
            title="Filters"
            footer={
              <div className="flex items-center gap-3">
                <Button variant="secondary" onClick={clear} className="flex-1">
                  Clear All
                </Button>
                <Button onClick={() => setFiltersOpen(false)} className="flex-[2]">
                  {total === undefined ? 'Show results' : `Show ${resultsFound(total).replace(' found', '')}`}
                </Button>
              </div>
            }
          >
            <div className="px-5 pb-6 sm:px-6">{panel}</div>
          </Sheet>
        )}
      </Suspense>
    </main>
  );
}

function ClearAll({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="text-sm font-medium text-gold-dark underline-offset-4 hover:text-ink hover:underline"
    >
      Clear All
    </button>
  );
}
