import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each server test file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Components in a DOM, their API answered by MSW (docs/decisions/081-component-tests.md).
        test: {
          name: 'component',
          include: ['src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          // Fault tests on a PostgreSQL server's connections, which the embedded database has none of: they run
          // wherever DATABASE_URL is set, CI's `npm run test:db` pass among them.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.DATABASE_URL ? [] : ['src/server/**/*.postgres.test.ts']),
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
