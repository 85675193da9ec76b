import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_RENDERED_PAGES } from './pages';

const router = fs.readFileSync(new URL('../../../web/app/router.tsx', import.meta.url), 'utf8');

describe('server-rendered pages', () => {
  it('name the modules the web router loads for those paths', () => {
    for (const { module } of SERVER_RENDERED_PAGES) {
      expect(router).toContain(`import('../${module.replace(/\.tsx$/, '')}')`);
    }
  });
});
