import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { forgetSessionCookie } from './render';
import { server } from './server';

// The machine is shared: a first render that loads its modules may take more than the default second.
configure({ asyncUtilTimeout: 5_000 });

// A request no handler answers fails the test (MSW alone would only fail the request, which a page may shrug
// off), so a page cannot pass by quietly missing a call.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
    },
  }),
);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  forgetSessionCookie();
  expect(unhandled.splice(0), 'requests no MSW handler answered').toEqual([]);
});
afterAll(() => server.close());
