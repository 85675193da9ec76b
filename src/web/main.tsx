import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SERVER_STATE_ELEMENT_ID } from '../domain/constants';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { useAuth } from './stores/auth/auth-context';
import { replayEarlyInput } from './lib/early-input';
import { useHydrated } from './lib/use-hydrated';
import './styles.css';

const queryClient = createQueryClient();
// The data the server rendered this page from (src/server/modules/pages): the first render shows the same page.
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState) as DehydratedState);

// Standalone pages are lazy chunks too; while the first one loads there is nothing to show.
const router = createBrowserRouter(routes.map((route) => ({ HydrateFallback: () => null, ...route })));

// The server's HTML stays on screen until the page's own chunk has arrived: React then adopts it.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// Marks the page live once React has drawn or adopted it and knows whose session this is, then replays what
// the shopper did before (the boot script kept it): a tap made then does what it says now, a signed-in
// shopper's Add to Cart included. Browser tests wait for `data-live` before they act.
function Live({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { status } = useAuth();
  const settled = hydrated && status !== 'checking';
  useEffect(() => {
    if (!settled) return;
    document.documentElement.dataset.live = '';
    void replayEarlyInput();
  }, [settled]);
  return children;
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <Live>
        <RouterProvider router={router} />
      </Live>
    </AppProviders>
  </StrictMode>
);
const root = document.getElementById('root') as HTMLElement;
if (serverState) {
  // As a transition, adopting the page runs in short slices, so a tap or scroll meanwhile is not held up.
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch is mended by rendering afresh; reported so browser tests catch the markup drifting apart.
      onRecoverableError: (error) => console.error('Hydration fell back to a fresh render', error),
    });
  });
} else {
  createRoot(root).render(app);
}
