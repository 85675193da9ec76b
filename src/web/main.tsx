import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SERVER_STATE_ELEMENT_ID } from '../domain/constants';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import './styles.css';

const queryClient = createQueryClient();
// The data the server rendered this page from (src/server/modules/seo): the first render shows the same page.
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState) hydrate(queryClient, JSON.parse(serverState) as DehydratedState);

// Standalone pages are lazy chunks too; while the first one loads there is nothing to show.
const router = createBrowserRouter(routes.map((route) => ({ HydrateFallback: () => null, ...route })));

// The server's HTML stays on screen until the page's own chunk has arrived, so React's first render
// replaces it with the same page instead of a blank one.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
