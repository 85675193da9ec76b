import { createBrowserRouter, type RouteObject } from 'react-router';
import { StoreLayout } from './layouts/store-layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

type PageModule = Record<string, unknown>;

/** Every page is its own chunk, so a shopper downloads only what they open. */
const page =
  <M extends PageModule>(load: () => Promise<M>, name: keyof M): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

const storefront: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/home/home-page'), 'HomePage') },
  { path: 'products', lazy: page(() => import('../features/catalog/listing-page'), 'ListingPage') },
  { path: 'products/:id', lazy: page(() => import('../features/catalog/product-page'), 'ProductPage') },
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

// Standalone pages are lazy chunks too; while the first one loads there is nothing to show.
export const router = createBrowserRouter(routes.map((route) => ({ HydrateFallback: () => null, ...route })));
