import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';
import { LISTING_META, metaQuery } from '../features/products/api/get-meta';
import { productPageQuery } from '../features/products/api/list-products';
import { parseListingParams, toProductQuery } from '../features/products/components/listing-params';
import { productQuery } from '../features/products/detail/api/get-product';
import { reviewsQuery } from '../features/products/detail/api/get-reviews';
import { homeQuery } from '../features/home/api/get-home';
// Every page is its own chunk, so a shopper downloads only what they open.
import { lazyRoute as page } from '../lib/lazy-page';
import { storeInfoQuery } from '../lib/store-info';
import { PAGES, type PageName } from '../../domain/pages';
import { StoreLayout } from './layouts/store-layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/**
 * What the server fetches before it renders a page (entry-server.tsx), so its HTML shows the content and
 * not a skeleton; the browser starts from the same data. Pages still fetch for themselves on navigation.
 */
export interface RouteHandle {
  prefetch?: (queryClient: QueryClient, page: { params: Params; url: URL }) => Promise<void>[];
}

type RoutedPage = { [N in PageName]: (typeof PAGES)[N] extends { module: string } ? N : never }[PageName];

/** The module of each page the pages table names (src/domain/pages.ts); the server preloads the same one. */
const LOADERS: Record<RoutedPage, RouteObject['lazy']> = {
  home: page(() => import('../features/home/home-page'), 'HomePage'),
  listing: page(() => import('../features/products/listing-page'), 'ListingPage'),
  product: page(() => import('../features/products/product-page'), 'ProductPage'),
  bestsellers: page(() => import('../features/products/bestsellers-page'), 'BestsellersPage'),
  checkout: page(() => import('../features/checkout/checkout-page'), 'CheckoutPage'),
  giftCards: page(() => import('../features/checkout/gift-cards-page'), 'GiftCardsPage'),
  customDesign: page(() => import('../features/custom-design/custom-design-page'), 'CustomDesignPage'),
  about: page(() => import('../features/content/about-page'), 'AboutPage'),
  contact: page(() => import('../features/content/contact-page'), 'ContactPage'),
  privacy: page(() => import('../features/content/privacy-page'), 'PrivacyPage'),
  returns: page(() => import('../features/content/returns-page'), 'ReturnsPage'),
  shipping: page(() => import('../features/content/shipping-page'), 'ShippingPage'),
  terms: page(() => import('../features/content/terms-page'), 'TermsPage'),
  profile: page(() => import('../features/account/profile-page'), 'ProfilePage'),
  measureVisit: page(() => import('../features/measure-visit/measure-visit-page'), 'MeasureVisitPage'),
  orders: page(() => import('../features/orders/orders-page'), 'OrdersPage'),
  order: page(() => import('../features/orders/order-detail-page'), 'OrderDetailPage'),
  login: page(() => import('../features/auth/login-page'), 'LoginPage'),
  register: page(() => import('../features/auth/register-page'), 'RegisterPage'),
  forgotPassword: page(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  resetPassword: page(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
  orderSuccess: page(() => import('../features/checkout/order-success-page'), 'OrderSuccessPage'),
};

const PREFETCH: Partial<Record<RoutedPage, RouteHandle>> = {
  home: { prefetch: (client) => [client.prefetchQuery(homeQuery)] },
  listing: {
    prefetch: (client, { url }) => [
      client.prefetchQuery(productPageQuery(toProductQuery(parseListingParams(url.searchParams)))),
      ...LISTING_META.map((list) => client.prefetchQuery(metaQuery(list))),
    ],
  },
  product: {
    // The reviews too, so a page without JavaScript shows them and the store's answers (decision 051).
    prefetch: (client, { params: { id } }) =>
      id ? [client.prefetchQuery(productQuery(id)), client.prefetchQuery(reviewsQuery(id))] : [],
  },
};

const ROUTED = Object.keys(LOADERS) as RoutedPage[];

const route = (name: RoutedPage): RouteObject => {
  const { path } = PAGES[name];
  return { ...(path === '/' ? { index: true } : { path }), lazy: LOADERS[name], handle: PREFETCH[name] };
};

const inStore = (name: RoutedPage) => 'storeLayout' in PAGES[name];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: StoreLayout,
    ErrorBoundary: RouteError,
    handle: { prefetch: (client) => [client.prefetchQuery(storeInfoQuery)] } satisfies RouteHandle,
    // The first page is a lazy chunk; until it arrives the layout shows nothing rather than a flash.
    HydrateFallback: () => null,
    children: [...ROUTED.filter(inStore).map(route), { path: '*', Component: NotFoundPage }],
  },
  ...ROUTED.filter((name) => !inStore(name)).map(route),
  { path: '/admin/login', lazy: page(() => import('../features/admin/admin-login-page'), 'AdminLoginPage') },
  { path: PAGES.admin.path, lazy: page(() => import('../features/admin/admin-app'), 'AdminApp') },
];
