import fs from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import type { Product } from '../../../domain/product';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { isListed, toProductDto } from '../products/service';
import { SERVER_STATE_ELEMENT_ID } from '../../../domain/constants';
import { heroImage, HERO_IMAGES, imageSrcSet, PRODUCT_GALLERY_SIZES } from '../../../domain/images';
import { escapeHtml, jsonForScript } from '../../html';
import { deferScripts } from './boot';
import { serverRenderedPage } from './pages';

interface PageMeta {
  title: string;
  description: string;
  status: number;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: Record<string, unknown>;
  canonicalPath: string;
  /** the page's largest image, fetched from the HTML before any script has run */
  leadImage?: { href: string; srcSet?: string; sizes: string };
}

/** What the server adds to a page's HTML so it paints sooner: its route scripts and its server render. */
export interface PageBoot {
  modules: readonly string[];
  /** the page as rendered on the server, and the query data it was rendered from */
  rendered?: { html: string; state: unknown } | null;
}

export const isServerRendered = (meta: PageMeta) =>
  meta.status === 200 && serverRenderedPage(meta.canonicalPath) !== undefined;

const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/products': {
    title: 'Premium Wallpapers',
    description:
      'Browse custom-fit wallpapers and wallpaper rolls: tropical, Indian, modern, kids, 3D and more.',
  },
  '/bestsellers': { title: 'Bestsellers', description: 'Our most-loved wallpapers, murals and wall decor.' },
  '/custom-design': {
    title: 'Custom Design',
    description: 'Tell us about your wall: our designers reply within 24 hours with a bespoke design.',
  },
  '/about': {
    title: 'About Us',
    description: 'Bespoke integrated wall decor, made and installed across India.',
  },
  '/privacy': { title: 'Privacy Policy', description: 'How we collect, use and protect your information.' },
  '/returns': {
    title: 'Return & Exchange Policy',
    description: 'Returns, exchanges and damaged deliveries.',
  },
  '/shipping': { title: 'Shipping', description: 'Delivery times, charges and installation across India.' },
  '/terms': { title: 'Terms', description: 'The terms that apply when you shop with us.' },
  '/contact': { title: 'Contact Us', description: 'Write, call or WhatsApp us: we reply within 24 hours.' },
  '/checkout': { title: 'Checkout', description: 'Complete your order securely.' },
  '/login': { title: 'Login', description: 'Sign in to your account.' },
  '/register': { title: 'Create Account', description: 'Create an account to save your cart and wishlist.' },
  '/forgot-password': { title: 'Reset Password', description: 'Get a link to reset your password.' },
  '/reset-password': { title: 'Set a New Password', description: 'Choose a new password.' },
  '/profile': { title: 'Profile', description: 'Your account.' },
  '/orders': { title: 'My Orders', description: 'Your orders.' },
  '/order-success': { title: 'Order Placed', description: 'Thank you for your order.' },
};

const PRIVATE_PREFIXES = [
  '/admin',
  '/orders/',
  '/checkout',
  '/profile',
  '/login',
  '/register',
  '/reset-password',
];

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
  const home = {
    title: `${config.storeName} — Premium Wallpapers & Wall Decor`,
    description:
      'Bespoke wallpapers, murals, panels and mouldings with hand embroidery, gold foiling and embossing, custom-fitted and installed across India.',
  };
  if (path === '/') {
    const hero = heroImage(HERO_IMAGES[0]);
    return {
      ...home,
      status: 200,
      canonicalPath: '/',
      leadImage: { href: hero.src, srcSet: hero.srcSet, sizes: hero.sizes },
    };
  }
  const product = /^\/products\/([^/]+)$/.exec(path);
  if (product) {
    const id = product[1] ?? '';
    const [row] = UUID.test(id)
      ? await db
          .select()
          .from(products)
          .where(and(eq(products.id, id), isListed))
      : [];
    if (!row) {
      return { title: 'Product Not Found', description: home.description, status: 404, canonicalPath: path };
    }
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
  const known = STATIC_PAGES[path];
  if (known) return { ...known, status: 200, canonicalPath: path };
  if (/^\/orders\/[^/]+$/.test(path))
    return { title: 'Order', description: '', status: 200, canonicalPath: path };
  if (path === '/admin' || path.startsWith('/admin/')) {
    return { title: 'Admin', description: '', status: 200, canonicalPath: path };
  }
  return { title: 'Page Not Found', description: home.description, status: 404, canonicalPath: path };
}

/**
 * The built index.html with this page's title, description, Open Graph tags and schema.org data filled in,
 * and what lets it paint sooner: its lead image and route scripts preloaded, and the page itself as the server
 * rendered it, with the data it used (the browser starts from that data).
 */
export function renderIndexHtml(
  template: string,
  config: Config,
  meta: PageMeta,
  boot: PageBoot = { modules: [] },
): string {
  const image = meta.leadImage;
  const title = meta.canonicalPath === '/' ? meta.title : `${meta.title} | ${config.storeName}`;
  const noindex = meta.status !== 200 || PRIVATE_PREFIXES.some((p) => meta.canonicalPath.startsWith(p));
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(config.publicUrl + meta.canonicalPath)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(config.storeName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(config.publicUrl + meta.canonicalPath)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : []),
    ...(noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(meta.jsonLd ? [`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`] : []),
    ...(image
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${
            image.srcSet
              ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}"`
              : ''
          } fetchpriority="high" />`,
        ]
      : []),
    ...(boot.rendered
      ? [
          `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForScript(boot.rendered.state)}</script>`,
        ]
      : boot.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`)),
  ].join('\n    ');
  const page = template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', `  ${tags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${boot.rendered?.html ?? ''}</div>`);
  // A server-rendered page is on screen before any script runs: its scripts start once its lead image is in.
  return (boot.rendered && deferScripts(page, boot.modules)) || page;
}

export function loadTemplate(indexHtml: string): string | null {
  return fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml, 'utf8') : null;
}

export async function sitemapXml(db: Db, config: Config): Promise<string> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(isListed)
    .orderBy(asc(products.skuId))
    .limit(45_000);
  const pages = [
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
  ];
  const urls = [
    ...pages.map((p) => `<url><loc>${escapeHtml(config.publicUrl + p)}</loc></url>`),
    ...rows.map(
      (r) =>
        `<url><loc>${escapeHtml(`${config.publicUrl}/products/${r.id}`)}</loc><lastmod>${r.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (config: Config) =>
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /checkout\nDisallow: /orders\nDisallow: /profile\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`;
