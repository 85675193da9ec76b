import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each server test file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
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
