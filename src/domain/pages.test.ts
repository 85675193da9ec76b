import { describe, expect, it } from 'vitest';
import { documentTitle, pageAt, sitemapPaths } from './pages';

describe('pageAt', () => {
  it.each([
    ['/', 'home'],
    ['/products', 'listing'],
    ['/products/', 'listing'],
    ['/products/abc', 'product'],
    ['/orders', 'orders'],
    ['/orders/abc', 'order'],
    ['/admin', 'admin'],
    ['/admin/orders/1', 'admin'],
  ])('finds %s as the %s page', (path, name) => {
    expect(pageAt(path)?.name).toBe(name);
  });

  it.each(['/products/a/b', '/orders/a/b', '/administrator', '/no-such-page'])(
    'finds no page at %s',
    (path) => {
      expect(pageAt(path)).toBeUndefined();
    },
  );
});

describe('documentTitle', () => {
  it('puts the store name after a page title, and the tagline after it on the home page', () => {
    expect(documentTitle('About Us', 'Wallcraft')).toBe('About Us | Wallcraft');
    expect(documentTitle(null, 'Wallcraft')).toBe('Wallcraft — Premium Wallpapers & Wall Decor');
  });
});

describe('sitemap', () => {
  it('lists the public pages in their order', () => {
    expect(sitemapPaths()).toEqual([
      '/',
      '/products',
      '/bestsellers',
      '/custom-design',
      '/about',
      '/contact',
      '/privacy',
      '/returns',
      '/shipping',
      '/terms',
    ]);
  });
});
