import { and, asc, eq } from 'drizzle-orm';
import type { Product } from '../../../domain/product';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { isListed, toProductDto } from '../products/service';
import { heroImage, HERO_IMAGES, imageSrcSet, PRODUCT_GALLERY_SIZES } from '../../../domain/images';
import { pageAt, PAGES, sitemapPaths } from '../../../domain/pages';
import { escapeHtml } from '../../html';

/** What a page's HTML says about it before any script runs, for crawlers, link previews and the tab. */
export interface PageMeta {
  /** the page's own title; null on the home page (see documentTitle) */
  title: string | null;
  description: string;
  status: number;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: Record<string, unknown>;
  canonicalPath: string;
  /** kept out of search engines, whatever its status */
  noindex?: boolean;
  /** the page's largest image, fetched from the HTML before any script has run */
  leadImage?: { href: string; srcSet?: string; sizes: string };
}

const absolute = (config: Config, url: string) =>
  /^https?:\/\//.test(url) ? url : `${config.publicUrl}${url}`;

function productJsonLd(config: Config, p: Product) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    description: p.description,
    sku: p.skuId,
    category: p.category,
    image: p.images.map((i) => absolute(config, i)),
    brand: { '@type': 'Brand', name: config.storeName },
    offers: {
      '@type': 'Offer',
      url: `${config.publicUrl}/products/${p.id}`,
      priceCurrency: 'INR',
      price: p.price.toFixed(2),
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(p.reviews > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating, reviewCount: p.reviews } }
      : {}),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function pageMeta(db: Db, config: Config, pathname: string): Promise<PageMeta> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const found = pageAt(path);
  const notFound = { description: PAGES.home.description(), status: 404, canonicalPath: path };
  if (found?.name === 'home') {
    const hero = heroImage(HERO_IMAGES[0]);
    return {
      title: null,
      description: PAGES.home.description(),
      status: 200,
      canonicalPath: '/',
      leadImage: { href: hero.src, srcSet: hero.srcSet, sizes: hero.sizes },
    };
  }
  if (found?.name === 'product') {
    const id = path.slice('/products/'.length);
    const [row] = UUID.test(id)
      ? await db
          .select()
          .from(products)
          .where(and(eq(products.id, id), isListed))
      : [];
    if (!row) return { ...notFound, title: 'Product Not Found' };
    const p = toProductDto(row);
    const image = p.images[0];
    return {
      title: p.name,
      description: p.description.slice(0, 160),
      status: 200,
      image: absolute(config, p.images[0] ?? ''),
      type: 'product',
      jsonLd: productJsonLd(config, p),
      canonicalPath: path,
      leadImage: image
        ? { href: image, srcSet: imageSrcSet(image), sizes: PRODUCT_GALLERY_SIZES }
        : undefined,
    };
  }
  if (!found) return { ...notFound, title: 'Page Not Found' };
  const { page } = found;
  return {
    title: page.title,
    description: page.description(config.storeName),
    status: 200,
    canonicalPath: path,
    noindex: page.noindex,
  };
}

export async function sitemapXml(db: Db, config: Config): Promise<string> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isListed)
    .orderBy(asc(products.skuId))
    .limit(45_000);
  const urls = [
    ...sitemapPaths().map((p) => `<url><loc>${escapeHtml(config.publicUrl + p)}</loc></url>`),
    ...rows.map(
      (r) =>
        `<url><loc>${escapeHtml(`${config.publicUrl}/products/${r.id}`)}</loc><lastmod>${r.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (config: Config) =>
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /checkout\nDisallow: /orders\nDisallow: /profile\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`;
