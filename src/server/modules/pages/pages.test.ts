import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../domain/pages';

const router = fs.readFileSync(new URL('../../../web/app/router.tsx', import.meta.url), 'utf8');

describe('pages table', () => {
  // The server preloads the module the table names; the router must load that same one.
  it('names the modules the web router loads for those pages', () => {
    for (const [name, page] of Object.entries(PAGES)) {
      if (!('module' in page)) continue;
      expect(router).toContain(`${name}: page(() => import('../${page.module.replace(/\.tsx$/, '')}')`);
    }
  });
});
