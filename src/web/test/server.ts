import { setupServer } from 'msw/node';
import { route } from './api';
import { storeInfo } from './fixtures';

/**
 * What every page asks for before anything else: the store's facts and the CSRF token that state-changing
 * requests carry. A test adds the routes its page uses with `server.use`.
 */
export const server = setupServer(
  route('get', '/api/store', () => storeInfo),
  route('get', '/api/auth/csrf', () => ({ csrfToken: 'test-csrf-token' })),
);
