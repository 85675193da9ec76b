import fs from 'node:fs';
import { defineConfig } from 'vite';

/**
 * The API server as plain JavaScript for `node`: Vite's SSR build bundles our own code (src/server, src/domain)
 * and leaves every package in node_modules as an import, so production needs only the runtime dependencies.
 * It sits at the same depth as src/server, so the paths the server resolves from import.meta.url hold in both.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist-server/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' } },
  },
  plugins: [
    {
      name: 'wallcraft:runtime-files',
      // The password hasher starts its worker threads from a plain module beside it (src/server/modules/auth/password.ts).
      // The migrations are read from the project's drizzle/ folder (src/server/paths.ts), as dist/ is.
      writeBundle: () => {
        fs.cpSync('src/server/modules/auth/password-worker.mjs', 'dist-server/server/password-worker.mjs');
      },
    },
  ],
});
