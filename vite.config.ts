import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist',
    // The server reads it to preload each page's route scripts (src/server/modules/pages/preload.ts).
    manifest: true,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // One stylesheet, in the page's head: a route's own CSS file would be fetched only when its script runs,
    // holding up hydration by a round trip (the product page's and the overlays' are under 2 KB).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id: string) => !/src\/web\/(main\.tsx|index\.html)$/.test(id),
            },
          ],
        },
      },
    },
  },
  // The storefront's server renderer carries its own production React: left as imports, React picks its
  // development build whenever NODE_ENV is not 'production', which a store on the sandbox providers never sets,
  // and renders pages several times slower (docs/decisions/073-cold-pages.md).
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': apiTarget, '/images': apiTarget, '/sitemap.xml': apiTarget, '/robots.txt': apiTarget },
  },
}));
