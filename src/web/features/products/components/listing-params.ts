import {
  CATEGORIES,
  LISTING_PAGE_SIZE,
  PRICE_FILTER_RANGE,
  PRODUCT_KINDS,
  SORT_KEYS,
  THEMES,
  type Category,
  type ProductKind,
  type SortKey,
  type Theme,
} from '../../../../domain/constants';

export type CategoryFilter = 'all' | ProductKind | Category;

/** Everything the listing shows, as kept in the URL so back/forward and shared links reproduce it. */
export interface ListingState {
  category: CategoryFilter;
  theme: Theme | null;
  colors: string[];
  materials: string[];
  minPrice: number;
  maxPrice: number;
  sort: SortKey;
  page: number;
  /** the sidebar search */
  q: string;
}

export const DEFAULT_LISTING_STATE: ListingState = {
  category: 'all',
  theme: null,
  colors: [],
  materials: [],
  minPrice: PRICE_FILTER_RANGE.min,
  maxPrice: PRICE_FILTER_RANGE.max,
  sort: 'default',
  page: 1,
  q: '',
};

/** The navbar's search arrives as `search` and is folded into `q` (docs/store-rules.md#screens, #sessions). */
export const NAVBAR_SEARCH_PARAM = 'search';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

const list = (value: string | null): string[] =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);

function price(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(PRICE_FILTER_RANGE.max, Math.max(PRICE_FILTER_RANGE.min, Math.round(n)));
}

/** Reads the URL leniently: anything unknown or malformed falls back to its default rather than an error page. */
export function parseListingParams(params: URLSearchParams): ListingState {
  const category = params.get('category');
  const theme = params.get('theme');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  let minPrice = price(params.get('minPrice'), PRICE_FILTER_RANGE.min);
  let maxPrice = price(params.get('maxPrice'), PRICE_FILTER_RANGE.max);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  // The sidebar search takes precedence over the navbar's (docs/store-rules.md#sessions).
  const q = (params.get('q') ?? params.get(NAVBAR_SEARCH_PARAM) ?? '').trim().slice(0, 200);
  return {
    category: isOneOf<CategoryFilter>(['all', ...PRODUCT_KINDS, ...CATEGORIES], category) ? category : 'all',
    theme: isOneOf(THEMES, theme) ? theme : null,
    colors: list(params.get('colors')),
    materials: list(params.get('materials')),
    minPrice,
    maxPrice,
    sort: isOneOf(SORT_KEYS, sort) ? sort : 'default',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    q,
  };
}

/** The URL for a state, leaving defaults out so links stay short and one view has one address. */
export function toListingParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category !== 'all') params.set('category', state.category);
  if (state.theme) params.set('theme', state.theme);
  if (state.colors.length) params.set('colors', state.colors.join(','));
  if (state.materials.length) params.set('materials', state.materials.join(','));
  if (state.minPrice !== PRICE_FILTER_RANGE.min) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== PRICE_FILTER_RANGE.max) params.set('maxPrice', String(state.maxPrice));
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (state.q) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The GET /api/products query for a state: the server filters, sorts and pages, 21 at a time. */
export function toProductQuery(state: ListingState) {
  return {
    category: state.category === 'all' ? undefined : state.category,
    theme: state.theme ?? undefined,
    colors: state.colors,
    materials: state.materials,
    // The default 0-200 range covers the whole catalogue (docs/store-rules.md#pricing), so it is not sent at
    // all.
    minPrice: state.minPrice !== PRICE_FILTER_RANGE.min ? state.minPrice : undefined,
    maxPrice: state.maxPrice !== PRICE_FILTER_RANGE.max ? state.maxPrice : undefined,
    sort: state.sort === 'default' ? undefined : state.sort,
    search: state.q || undefined,
    page: state.page,
    limit: LISTING_PAGE_SIZE,
  };
}

/** How many filters narrow the results, for the mobile Filters button. */
export function activeFilterCount(state: ListingState): number {
  return (
    (state.category !== 'all' ? 1 : 0) +
    (state.theme ? 1 : 0) +
    state.colors.length +
    state.materials.length +
    (state.minPrice !== PRICE_FILTER_RANGE.min || state.maxPrice !== PRICE_FILTER_RANGE.max ? 1 : 0) +
    (state.q ? 1 : 0)
  );
}
