import { and, asc, eq } from 'drizzle-orm';
import type { Product } from '../../../domain/product';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { isListed, toProductDto } from '../products/service';
import { heroImage, HERO_IMAGES, imageSrcSet, PRODUCT_GALLERY_SIZES } from '../../../domain/images';
import { pageAt, PAGES, PRODUCT_TRAIL, sitemapPaths } from '../../../domain/pages';
import { productPrice } from '../../../domain/pricing';
import { escapeHtml } from '../../html';

/** What a page's HTML says about it before any script runs, for crawlers, link previews and the tab. */
export interface PageMeta {
  /** the page's own title; null on the home page (see documentTitle) */
  title: string | null;
  description: string;
  status: number;
  image?: string;
  type?: 'website' | 'product';
  /** schema.org items, each in its own script tag */
  jsonLd?: Record<string, unknown>[];
  canonicalPath: string;
  /** kept out of search engines, whatever its status */
  noindex?: boolean;
  /** the page's largest image, fetched from the HTML before any script has run */
  leadImage?: { href: string; srcSet?: string; sizes: string };
}

const absolute = (config: Config, url: string) =>
  /^https?:\/\//.test(url) ? url : `${config.publicUrl}${url}`;

/** The picture a link preview shows for a page without its own: the home page's first hero. */
export const DEFAULT_SHARE_IMAGE = heroImage(HERO_IMAGES[0]).src;

/**
 * The price an offer states, as the page shows it: per roll for rolls (their `price` is per sq ft), per square
 * foot for custom-fit walls, with the unit spelled out (UN/CEFACT FTK is a square foot, C62 one piece). Google's
 * merchant rules refuse an offer whose price differs from the page's (issue 26).
 */
function offerPrice(p: Product) {
  const { rate, unit } = productPrice(p);
  const price = rate.toFixed(2);
  const quantity =
    unit === 'sqft'
      ? { unitCode: 'FTK', unitText: 'square foot' }
      : { unitCode: 'C62', unitText: unit === 'roll' ? 'roll' : 'A4 sample' };
  return {
    price,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'INR',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, ...quantity },
    },
  };
}

function breadcrumbJsonLd(config: Config, p: Product) {
  const trail = [...PRODUCT_TRAIL, { label: p.name, to: `/products/${p.id}` }];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ label, to }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: label,
      item: `${config.publicUrl}${to}`,
    })),
  };
}

function organizationJsonLd(config: Config) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.storeName,
    url: `${config.publicUrl}/`,
    logo: `${config.publicUrl}/favicon.svg`,
  };
}

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
      ...offerPrice(p),
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(p.reviews > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating, reviewCount: p.reviews } }
      : {}),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A listing's later pages are pages of their own to a search engine: the canonical link keeps `page` (2 and on)
 * and drops the filters and sort, which only rearrange the same products (issue 26).
 */
function canonicalOf(path: string, search: string): string {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? `${path}?page=${page}` : path;
}

export async function pageMeta(db: Db, config: Config, pathname: string, search = ''): Promise<PageMeta> {
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
      image: absolute(config, DEFAULT_SHARE_IMAGE),
      jsonLd: [organizationJsonLd(config)],
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
      image: absolute(config, p.images[0] ?? DEFAULT_SHARE_IMAGE),
      type: 'product',
      jsonLd: [productJsonLd(config, p), breadcrumbJsonLd(config, p)],
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
    canonicalPath: canonicalOf(path, search),
    image: absolute(config, DEFAULT_SHARE_IMAGE),
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
