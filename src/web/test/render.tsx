import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { User } from '../../domain/auth';
import { SESSION_HINT_COOKIE } from '../../domain/session';
import { AppProviders, createQueryClient } from '../app/providers';
import { route } from './api';
import { server } from './server';

export interface AppRenderOptions {
  /** where the router starts */
  url?: string;
  /** the route pattern `ui` is mounted on, for pages that read params; by default the url's own path */
  path?: string;
  /** a shopper or staff member already signed in when the page loads (the session cookie and GET /api/auth/me) */
  signedInAs?: User;
}

/** Any other place the page sends the user to, named so a test can see where it went. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p>Navigated to {pathname + search}</p>;
}

/** Drops the readable session hint, so the next test starts signed out. */
export function forgetSessionCookie() {
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
}

/**
 * Renders `ui` as the app does (main.tsx): in StrictMode, inside the app's own providers (query client, session,
 * cart, wishlist, toasts) and a router, with a user-event session to drive it.
 */
export function renderWithApp(ui: ReactNode, { url = '/', path, signedInAs }: AppRenderOptions = {}) {
  if (signedInAs) {
    document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
    server.use(
      route('get', '/api/auth/me', () => signedInAs),
      // The wishlist follows the session like the cart; a test that shows it gives its own.
      route('get', '/api/wishlist', () => []),
    );
  }
  const queryClient = createQueryClient();
  // A refusal shows at once instead of after the app's one retry.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // No pause between keys: the tests wait on what the page shows, never on time.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path ?? new URL(url, location.origin).pathname} element={ui} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { ...view, user, queryClient };
}
