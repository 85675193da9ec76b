import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from './preload';

const router = fs.readFileSync(new URL('../../../web/app/router.tsx', import.meta.url), 'utf8');

describe('route module preloads', () => {
  it('name the modules the web router loads for those paths', () => {
    for (const [, module] of ROUTE_MODULES) {
      expect(router).toContain(`import('../${module.replace(/\.tsx$/, '')}')`);
    }
  });
});
