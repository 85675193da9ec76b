import type { QueryClient } from '@tanstack/react-query';
import type { Params, RouteObject } from 'react-router';
import { LISTING_META, metaQuery } from '../features/catalog/api/get-meta';
import { productPageQuery } from '../features/catalog/api/list-products';
import { parseListingParams, toProductQuery } from '../features/catalog/components/listing-params';
import { productQuery } from '../features/catalog/detail/api/get-product';
import { homeQuery } from '../features/home/api/get-home';
// Every page is its own chunk, so a shopper downloads only what they open.
import { lazyRoute as page } from '../lib/lazy-page';
import { storeInfoQuery } from '../lib/store-info';
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

const storefront: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('../features/home/home-page'), 'HomePage'),
    handle: { prefetch: (client) => [client.prefetchQuery(homeQuery)] } satisfies RouteHandle,
  },
  {
    path: 'products',
    lazy: page(() => import('../features/catalog/listing-page'), 'ListingPage'),
    handle: {
      prefetch: (client, { url }) => [
        client.prefetchQuery(productPageQuery(toProductQuery(parseListingParams(url.searchParams)))),
        ...LISTING_META.map((list) => client.prefetchQuery(metaQuery(list))),
      ],
    } satisfies RouteHandle,
  },
  {
    path: 'products/:id',
    lazy: page(() => import('../features/catalog/product-page'), 'ProductPage'),
    handle: {
      prefetch: (client, { params: { id } }) => (id ? [client.prefetchQuery(productQuery(id))] : []),
    } satisfies RouteHandle,
  },
  {
    path: 'bestsellers',
    lazy: page(() => import('../features/catalog/bestsellers-page'), 'BestsellersPage'),
  },
  { path: 'checkout', lazy: page(() => import('../features/checkout/checkout-page'), 'CheckoutPage') },
  {
    path: 'custom-design',
    lazy: page(() => import('../features/custom-design/custom-design-page'), 'CustomDesignPage'),
  },
  { path: 'about', lazy: page(() => import('../features/content/about-page'), 'AboutPage') },
  { path: 'privacy', lazy: page(() => import('../features/content/privacy-page'), 'PrivacyPage') },
  { path: 'returns', lazy: page(() => import('../features/content/returns-page'), 'ReturnsPage') },
  { path: 'shipping', lazy: page(() => import('../features/content/shipping-page'), 'ShippingPage') },
  { path: 'terms', lazy: page(() => import('../features/content/terms-page'), 'TermsPage') },
  { path: 'contact', lazy: page(() => import('../features/content/contact-page'), 'ContactPage') },
  { path: 'profile', lazy: page(() => import('../features/account/profile-page'), 'ProfilePage') },
  { path: 'orders', lazy: page(() => import('../features/orders/orders-page'), 'OrdersPage') },
  { path: 'orders/:id', lazy: page(() => import('../features/orders/order-detail-page'), 'OrderDetailPage') },
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: StoreLayout,
    ErrorBoundary: RouteError,
    handle: { prefetch: (client) => [client.prefetchQuery(storeInfoQuery)] } satisfies RouteHandle,
    // The first page is a lazy chunk; until it arrives the layout shows nothing rather than a flash.
    HydrateFallback: () => null,
    children: storefront,
  },
  { path: '/login', lazy: page(() => import('../features/auth/login-page'), 'LoginPage') },
  { path: '/register', lazy: page(() => import('../features/auth/register-page'), 'RegisterPage') },
  {
    path: '/forgot-password',
    lazy: page(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    lazy: page(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: '/order-success',
    lazy: page(() => import('../features/checkout/order-success-page'), 'OrderSuccessPage'),
  },
  { path: '/admin/login', lazy: page(() => import('../features/admin/admin-login-page'), 'AdminLoginPage') },
  { path: '/admin/*', lazy: page(() => import('../features/admin/admin-app'), 'AdminApp') },
];
