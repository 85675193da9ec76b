import { BANNER_FREE_SHIPPING_RUPEES, PARENT_COMPANY, SUPPORT_HOURS } from './constants';

/**
 * A page of the store as the web router, the server renderer, the sitemap and the page titles all see it.
 * Plain data with no React or zod, so the server's boot and the storefront's first load both take it whole.
 */
export interface PageSpec {
  /** the router's path pattern: `:name` is one segment, a trailing `/*` the rest (and nothing) */
  path: string;
  /** the lazy module that draws it, from src/web: the build manifest's key and the router's import */
  module?: string;
  /** shown as `${title} | ${storeName}`; null is the home page's `${storeName} — ${HOME_TAGLINE}` */
  title: string | null;
  description: (storeName: string) => string;
  /** inside the store's header and footer (the rest stand alone: sign-in forms, the order confirmation) */
  storeLayout?: boolean;
  /** sent rendered by the server, as every guest sees it (decision 008) */
  serverRendered?: boolean;
  /** listed in sitemap.xml (the product pages are listed from the catalogue instead) */
  inSitemap?: boolean;
  /** behind a session or a secret link: kept out of search engines */
  noindex?: boolean;
}

/** The trail above a product, before its own name (docs/store-rules.md#screens); the page and its BreadcrumbList data share it. */
export const PRODUCT_TRAIL = [
  { label: 'Home', to: '/' },
  { label: 'Wallpapers', to: '/products' },
] as const;

export const HOME_TAGLINE = 'Premium Wallpapers & Wall Decor';

export const PAGES = {
  home: {
    path: '/',
    module: 'features/home/home-page.tsx',
    title: null,
    description: () =>
      'Bespoke wallpapers, murals, panels and mouldings with hand embroidery, gold foiling and embossing, custom-fitted and installed across India.',
    storeLayout: true,
    serverRendered: true,
    inSitemap: true,
  },
  listing: {
    path: '/products',
    module: 'features/products/listing-page.tsx',
    title: 'Premium Wallpapers',
    description: () =>
      'Browse custom-fitted wallpapers and wallpaper rolls by theme, colour, material and price.',
    storeLayout: true,
    serverRendered: true,
    inSitemap: true,
  },
  // The product's own name and summary replace these once it is known.
  product: {
    path: '/products/:id',
    module: 'features/products/product-page.tsx',
    title: 'Wallpaper',
    description: () => '',
    storeLayout: true,
    serverRendered: true,
  },
  bestsellers: {
    path: '/bestsellers',
    module: 'features/products/bestsellers-page.tsx',
    title: 'Bestsellers',
    description: () => 'Our most-loved wallpapers and murals, chosen again and again by homes across India.',
    storeLayout: true,
    serverRendered: true,
    inSitemap: true,
  },
  checkout: {
    path: '/checkout',
    module: 'features/checkout/checkout-page.tsx',
    title: 'Checkout',
    description: () => 'Complete your order securely.',
    storeLayout: true,
    noindex: true,
  },
  giftCards: {
    path: '/gift-cards',
    module: 'features/checkout/gift-cards-page.tsx',
    title: 'Gift Cards',
    description: () => 'Send a Wallcraft gift card by e-mail on the day you choose, with your message.',
    storeLayout: true,
    noindex: true,
  },
  customDesign: {
    path: '/custom-design',
    module: 'features/custom-design/custom-design-page.tsx',
    title: 'Custom Design',
    description: () =>
      'Commission a bespoke wallpaper, mural or panel: hand embroidery, gold foiling, embossing and live mural painting, designed for your wall. A designer contacts you within 24 hours.',
    storeLayout: true,
    serverRendered: true,
    inSitemap: true,
  },
  about: {
    path: '/about',
    module: 'features/content/about-page.tsx',
    title: 'About Us',
    description: (storeName) =>
      `${storeName}, a ${PARENT_COMPANY} company, makes bespoke integrated wall decor: hand embroidery, gold foiling, embossing and live mural painting, since 2009.`,
    storeLayout: true,
    serverRendered: true,
    inSitemap: true,
  },
  contact: {
    path: '/contact',
    module: 'features/content/contact-page.tsx',
    title: 'Contact Us',
    description: (storeName) =>
      `Talk to ${storeName} by e-mail, phone or WhatsApp, ${SUPPORT_HOURS}. We reply within 24 hours.`,
    storeLayout: true,
    serverRendered: true,
    inSitemap: true,
  },
  privacy: {
    path: '/privacy',
    module: 'features/content/privacy-page.tsx',
    title: 'Privacy Policy',
    description: (storeName) =>
      `How ${storeName} collects, uses and protects your name, phone, e-mail, WhatsApp number and city, and how to exercise your rights.`,
    storeLayout: true,
    serverRendered: true,
    inSitemap: true,
  },
  returns: {
    path: '/returns',
    module: 'features/content/returns-page.tsx',
    title: 'Return & Exchange Policy',
    description: () =>
      'Custom-printed wallpapers are made to order. Damaged or defective items can be reported within 7 days for a replacement, exchange or refund.',
    storeLayout: true,
    serverRendered: true,
    inSitemap: true,
  },
  shipping: {
    path: '/shipping',
    module: 'features/content/shipping-page.tsx',
    title: 'Shipping',
    description: () =>
      `Free shipping on orders above Rs. ${BANNER_FREE_SHIPPING_RUPEES}, delivery across India in 3–7 days, and installation by our own team in major cities.`,
    storeLayout: true,
    serverRendered: true,
    inSitemap: true,
  },
  terms: {
    path: '/terms',
    module: 'features/content/terms-page.tsx',
    title: 'Terms',
    description: (storeName) =>
      `The terms for buying from ${storeName}: orders, pricing in INR, custom orders, installation, intellectual property and governing law.`,
    storeLayout: true,
    serverRendered: true,
    inSitemap: true,
  },
  measureVisit: {
    path: '/measure-visit',
    module: 'features/measure-visit/measure-visit-page.tsx',
    title: 'Book a measurement visit',
    description: () => 'An installer measures your walls before you buy; the fee comes back as store credit.',
    storeLayout: true,
    noindex: true,
  },
  profile: {
    path: '/profile',
    module: 'features/account/profile-page.tsx',
    title: 'Profile',
    description: () => 'Your account.',
    storeLayout: true,
    noindex: true,
  },
  orders: {
    path: '/orders',
    module: 'features/orders/orders-page.tsx',
    title: 'My Orders',
    description: () => 'Your orders.',
    storeLayout: true,
  },
  // The order's number replaces the title once it is known.
  order: {
    path: '/orders/:id',
    module: 'features/orders/order-detail-page.tsx',
    title: 'Order',
    description: () => '',
    storeLayout: true,
    noindex: true,
  },
  login: {
    path: '/login',
    module: 'features/auth/login-page.tsx',
    title: 'Login',
    description: () => 'Log in to see your cart, wishlist and orders.',
    noindex: true,
  },
  register: {
    path: '/register',
    module: 'features/auth/register-page.tsx',
    title: 'Create Account',
    description: () => 'Create an account to save your cart and wishlist and follow your orders.',
    noindex: true,
  },
  forgotPassword: {
    path: '/forgot-password',
    module: 'features/auth/forgot-password-page.tsx',
    title: 'Reset Password',
    description: () => 'Get a link to choose a new password for your account.',
    noindex: true,
  },
  resetPassword: {
    path: '/reset-password',
    module: 'features/auth/reset-password-page.tsx',
    title: 'Set a New Password',
    description: () => 'Choose a new password.',
    noindex: true,
  },
  orderSuccess: {
    path: '/order-success',
    module: 'features/checkout/order-success-page.tsx',
    title: 'Order Confirmed',
    description: () => 'Thank you for your order.',
  },
  // The admin area titles its own screens; the web router lists its routes beside the storefront's.
  admin: { path: '/admin/*', title: 'Admin', description: () => '', noindex: true },
} as const satisfies Record<string, PageSpec>;

export type PageName = keyof typeof PAGES;

const PAGE_LIST = Object.entries(PAGES) as [PageName, PageSpec][];

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+').replace(/\/\*$/, '(?:/.*)?')}$`);

// Built on first use: the storefront's entry carries this table, and it must not pay for what only the server
// calls.
let patterns: [PageName, PageSpec, RegExp][] | undefined;

/** The page a path shows (a trailing slash ignored), or undefined for the not-found page. */
export function pageAt(pathname: string): { name: PageName; page: PageSpec } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  patterns ??= PAGE_LIST.map(([name, page]) => [name, page, patternOf(page.path)]);
  const found = patterns.find(([, , pattern]) => pattern.test(path));
  return found && { name: found[0], page: found[1] };
}

/** The tab title: the page's own, then the store's name. */
export const documentTitle = (title: string | null, storeName: string) =>
  title === null ? `${storeName} — ${HOME_TAGLINE}` : `${title} | ${storeName}`;

export const serverRenderedPages = () =>
  PAGE_LIST.filter(([, page]) => page.serverRendered).map(([, page]) => page);

export const sitemapPaths = () => PAGE_LIST.filter(([, page]) => page.inSitemap).map(([, page]) => page.path);
