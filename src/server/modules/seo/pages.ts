/**
 * The storefront pages the server renders before sending (the rest depend on a session), each with the
 * lazy module that draws it, as src/web/app/router.tsx maps them (preload.test.ts checks).
 */
export const SERVER_RENDERED_PAGES: readonly { pattern: RegExp; module: string }[] = [
  { pattern: /^\/$/, module: 'features/home/home-page.tsx' },
  { pattern: /^\/products$/, module: 'features/catalog/listing-page.tsx' },
  { pattern: /^\/products\/[^/]+$/, module: 'features/catalog/product-page.tsx' },
  { pattern: /^\/bestsellers$/, module: 'features/catalog/bestsellers-page.tsx' },
  { pattern: /^\/custom-design$/, module: 'features/custom-design/custom-design-page.tsx' },
  ...['about', 'privacy', 'returns', 'shipping', 'terms', 'contact'].map((page) => ({
    pattern: new RegExp(`^/${page}$`),
    module: `features/content/${page}-page.tsx`,
  })),
];

export const serverRenderedPage = (pathname: string) =>
  SERVER_RENDERED_PAGES.find(({ pattern }) => pattern.test(pathname));
