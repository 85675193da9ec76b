import fs from 'node:fs';
import path from 'node:path';
import { SERVER_STATE_ELEMENT_ID } from '../../../domain/constants';
import { documentTitle, pageAt } from '../../../domain/pages';
import type { Config } from '../../config';
import { escapeHtml, jsonForScript } from '../../html';
import type { PageMeta } from '../seo/service';
import { beforeBoot, deferScripts } from './boot';

/** What the server adds to a page's HTML so it paints sooner: its route scripts and its server render. */
export interface PageBoot {
  modules: readonly string[];
  /** the page as rendered on the server, and the query data it was rendered from */
  rendered?: { html: string; state: unknown } | null;
}

export const isServerRendered = (meta: PageMeta) =>
  meta.status === 200 && pageAt(meta.canonicalPath)?.page.serverRendered === true;

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
  const title = documentTitle(meta.title, config.storeName);
  const noindex = meta.status !== 200 || meta.noindex;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(config.publicUrl + meta.canonicalPath)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(config.storeName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title ?? title)}" />`,
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
    ...(meta.jsonLd ?? []).map(
      (item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`,
    ),
    ...(boot.rendered
      ? [
          `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForScript(boot.rendered.state)}</script>`,
        ]
      : boot.modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`)),
  ].join('\n    ');
  // The lead image first, so it is fetched at once and the boot script after it can wait for it.
  const lead =
    image &&
    `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${
      image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes)}"` : ''
    } fetchpriority="high" />`;
  // A server-rendered page is on screen before any script runs: its scripts start once its lead image is in.
  // Everything but the page's own content goes into the template before the render and its data do, so no
  // regular expression reads a whole page.
  const base = (boot.rendered && deferScripts(template, boot.modules)) || template;
  return (lead ? beforeBoot(base, lead) : base)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', () => `  ${tags}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${boot.rendered?.html ?? ''}</div>`);
}

export function loadTemplate(indexHtml: string): string | null {
  return fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml, 'utf8') : null;
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/**
 * The template with its stylesheet in a `<style>` instead of a link, for the pages the server renders: a
 * phone's first paint then waits for the HTML alone, not for a second connection and request (two round
 * trips at 150 ms) for 18 KB of CSS. Those pages are where a visit starts and the app is one page after it, so
 * the stylesheet is downloaded once a visit either way (docs/decisions/085-phones.md). The template as it is
 * when it links no built stylesheet.
 */
export function inlineStylesheet(template: string, webDist: string): string {
  const href = STYLESHEET.exec(template)?.[1];
  const file = href && path.join(webDist, href);
  if (!file || !fs.existsSync(file)) return template;
  // Nothing in the CSS may end the element early.
  const css = fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
  return template.replace(STYLESHEET, () => `<style>${css}</style>`);
}
