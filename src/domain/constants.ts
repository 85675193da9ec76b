export const CATEGORIES = [
  'Premium Wallpapers',
  'Designer Walls',
  'Signature Art',
  'Wall Muralists',
  'Panels',
  'Mouldings',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The listing's two round selectors filter by kind rather than by category (docs/store-rules.md#what-we-sell). */
export const PRODUCT_KINDS = ['customised', 'rolls'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** An order line is a product of either kind or a sample (docs/store-rules.md#what-we-sell). */
export const ORDER_ITEM_KINDS = [...PRODUCT_KINDS, 'sample'] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

/** Categories a roll may sit in: rolls are wallpaper, never mouldings or panels (issue 12). */
export const ROLL_CATEGORIES = [
  'Premium Wallpapers',
  'Designer Walls',
] as const satisfies readonly Category[];

/** How a roll's pattern lines up across strips; a half-drop pattern costs half a repeat more per strip. */
export const PATTERN_MATCHES = ['straight', 'half-drop'] as const;
export type PatternMatch = (typeof PATTERN_MATCHES)[number];
/** What a roll is when nobody has said otherwise: 0.53 m × 10 m, no repeat (docs/store-rules.md#pricing). */
export const DEFAULT_ROLL = {
  widthCm: 53,
  lengthCm: 1000,
  patternRepeatCm: 0,
  patternMatch: 'straight',
} as const satisfies {
  widthCm: number;
  lengthCm: number;
  patternRepeatCm: number;
  patternMatch: PatternMatch;
};

export const THEMES = [
  'Tropical',
  'Indian',
  'Modern',
  'Kids',
  '3D',
  'Global Destinations',
  'Ceiling',
] as const;
export type Theme = (typeof THEMES)[number];

export const COLORS = [
  'Green',
  'Blue',
  'Coral',
  'Pink',
  'Gold',
  'Black',
  'White',
  'Cream',
  'Burgundy',
  'Turquoise',
] as const;

export const ROOM_TYPES = [
  'Living Room',
  'Bedroom',
  'Dining Room',
  'Kitchen',
  'Bathroom',
  'Office',
  'Kids Room',
  'Hallway',
  'Other',
] as const;

export const DESIGN_STYLES = [
  'Modern Minimalist',
  'Botanical & Nature',
  'Vintage & Classic',
  'Abstract & Artistic',
  'Geometric Patterns',
  'Tropical Paradise',
  'Industrial Chic',
  'Scandinavian',
  'Bohemian',
  'Custom Theme',
] as const;

/** Labels kept verbatim from the spec, dollar signs included (docs/store-rules.md#pricing). */
export const BUDGET_RANGES = [
  'Under $500',
  '$500 - $1,000',
  '$1,000 - $2,500',
  '$2,500 - $5,000',
  'Above $5,000',
] as const;

export const SORT_KEYS = [
  'default',
  'popularity',
  'price-asc',
  'price-desc',
  'newest',
  'alphabetical',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
const SORT_LABELS: Record<SortKey, string> = {
  default: 'Sort by',
  popularity: 'Popularity',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  newest: 'Newest',
  alphabetical: 'Alphabetical',
};
/** The listing's sort menu, in SORT_KEYS order. */
export const SORT_OPTIONS = SORT_KEYS.map((value) => ({ value, label: SORT_LABELS[value] }));

export const LISTING_PAGE_SIZE = 21;
export const PAGINATION_WINDOW = 5;
export const PRICE_FILTER_RANGE = { min: 0, max: 200 } as const;
export const API_PAGE_LIMIT_MAX = 100;

export const SEARCH_SUGGESTION_LIMIT = 4;
export const HOME_CAROUSEL_SIZE = 15;
export const RELATED_PRODUCTS_LIMIT = 4;

export const TIMINGS_MS = {
  heroSlide: 5000,
  carousel: 4000,
  wishlistToast: 2000,
  addedToCart: 1500,
  drawer: 300,
  orderRedirect: 3000,
  resetRedirect: 2000,
} as const;

export const MIN_PASSWORD_LENGTH = 6;
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export const DEFAULT_ANALYTICS_PERIOD = 30;
export const INSIGHTS_TOP_N = 5;
export const WALLPAPER_LIFESPAN = '8-10 years';
export const SUPPORT_HOURS = 'Mon-Fri 9AM-6PM';
export const BANNER_FREE_SHIPPING_RUPEES = 3999;

export const NEW_PRODUCT_DEFAULTS = {
  dimensions: { width: 53, height: 1000 },
  rating: 4.5,
  reviews: 0,
} as const;

export const WALL_SIZE_DEFAULTS = { height: 10, width: 53 } as const;
/** Inches; 2000 in is about 50 m, more wall than any order we take, and keeps the arithmetic small. */
export const WALL_SIZE_MAX_IN = 2000;
export const CART_QUANTITY_MAX = 100;
/** Samples in one order, all designs together (issue 15): enough to compare, not a free catalogue. */
export const SAMPLES_PER_ORDER_MAX = 5;
/** A sample's price comes off a full order of its design placed within this many days of the sample order. */
export const SAMPLE_CREDIT_DAYS = 30;
/**
 * The most one order may come to, in paise (₹50,00,000, 50 lakh): far above any wall we paper, and checked at
 * the cart and at checkout so an absurd cart is a clear refusal rather than an overflow somewhere downstream.
 */
export const ORDER_TOTAL_MAX_PAISE = 50_00_000_00;

export const USER_ROLES = ['customer', 'viewer', 'editor', 'admin', 'installer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** An installer signs in at /admin/login too, but sees only its team's jobs (decision 065). */
export const STAFF_ROLES = ['viewer', 'editor', 'admin', 'installer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

/** The element of a server-rendered page that carries the query data it was rendered from. */
export const SERVER_STATE_ELEMENT_ID = 'wc-state';
/** The global where a server-rendered page's boot script keeps the taps and changes made before React has it. */
export const EARLY_INPUT_GLOBAL = 'wcEarlyInput';
/** The interiors company the store belongs to, named on the About page and in its description. */
export const PARENT_COMPANY = 'Craftline Interiors';
