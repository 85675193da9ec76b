import { createHash } from 'node:crypto';
import { EARLY_INPUT_GLOBAL } from '../../../domain/constants';
import { jsonForScript } from '../../html';

/** The element that tells BOOT_SCRIPT what to load: `{ entry, modules }`. */
export const BOOT_ELEMENT_ID = 'wc-boot';

/**
 * Starts a server-rendered page's scripts and holds on to what the shopper does before React has the page.
 * The page is readable and its links work before any script runs; a tap on a button or a form's submit
 * meanwhile is stopped and kept, and a field's new value noted as it is typed or chosen, for
 * src/web/lib/early-input.ts to replay in order once `<html data-live>` is set, so the first tap does
 * what it says however slow the phone. It sits early in the head, after the lead image's preload: the
 * scripts start in the frame after that image has downloaded (after the first frame on a page without one),
 * or when the shopper reaches for the page, and after 3 s at the latest, so the image does not share the
 * phone's bandwidth with them (decision 016 measured preloading them from the start: Lighthouse's LCP rose by
 * one to two seconds). Waiting for a frame keeps them behind the first paint however fast the image came, so
 * a page's paint never waits on them; with the stylesheet inline that frame comes as soon as the HTML is in
 * (docs/decisions/085-phones.md). Plain ES2020 for the browser, inline so it costs no request; the
 * Content-Security-Policy admits it by its hash.
 */
export const BOOT_SCRIPT = `(() => {
  const boot = JSON.parse(document.getElementById('${BOOT_ELEMENT_ID}').textContent);
  const html = document.documentElement;
  const early = (window.${EARLY_INPUT_GLOBAL} = []);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of boot.modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.entry;
    document.head.append(script);
  };
  const hold = (event) => {
    if (html.hasAttribute('data-live') || !(event.target instanceof Element)) return;
    const target = event.type === 'submit' ? event.target : event.target.closest('button');
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    early.push({ target });
    start();
  };
  const note = (event) => {
    const target = event.target;
    if (html.hasAttribute('data-live')) return;
    if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) {
      early.push({ target, value: target.value, checked: target.checked === true });
    }
  };
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener('input', note, true);
  addEventListener('change', note, true);
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'wheel']) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }
  setTimeout(start, 3000);
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start));
  const lead = document.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]');
  if (lead) {
    lead.addEventListener('load', afterFrame);
    lead.addEventListener('error', afterFrame);
  } else {
    afterFrame();
  }
})();`;

/** The CSP source that admits BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Where the head's early tags go: before the stylesheet, as an inline script after a linked one waits for the
 * CSS, and the lead image's preload is found sooner ahead of an inlined one.
 */
const BEFORE_STYLESHEET = /(?=<link rel="stylesheet")|(?=<style>)|(?=<\/head>)/;

/** `html` with `tags` put before its stylesheet (or at the end of its head when it has none). */
export const beforeStylesheet = (html: string, tags: string) =>
  html.replace(BEFORE_STYLESHEET, () => `${tags}\n    `);

/** Before the boot data (which BOOT_SCRIPT reads at once, so what it looks for must come first), else as above. */
const BEFORE_BOOT = new RegExp(
  `(?=<script type="application/json" id="${BOOT_ELEMENT_ID}">)|${BEFORE_STYLESHEET.source}`,
);

/** `html` with `tags` put before its boot data, or before its stylesheet when it has none. */
export const beforeBoot = (html: string, tags: string) => html.replace(BEFORE_BOOT, () => `${tags}\n    `);

/**
 * The built index.html with its entry script and module preloads taken out, for BOOT_SCRIPT to add
 * later, and the boot data and script put before the stylesheet: an inline script after a stylesheet waits
 * for it, and this one must be listening, and able to start the scripts, as soon as the lead image is in.
 * Null when the template has no entry script (then the page keeps the template's own).
 */
export function deferScripts(template: string, routeModules: readonly string[]): string | null {
  const key = routeModules.join('\n');
  const known = deferred.get(template)?.get(key);
  if (known !== undefined) return known;
  const page = deferTemplateScripts(template, routeModules);
  deferred.set(template, (deferred.get(template) ?? new Map<string, string | null>()).set(key, page));
  return page;
}

/**
 * A template deferred once per page type (its route's modules), not once per request: the regular expressions
 * cost milliseconds over a whole rendered page and microseconds over the template (issue 33 item 2).
 */
const deferred = new Map<string, Map<string, string | null>>();

function deferTemplateScripts(template: string, routeModules: readonly string[]): string | null {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return null;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const boot = jsonForScript({ entry, modules: [...preloads, ...routeModules] });
  return beforeStylesheet(
    template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${boot}</script>\n    <script>${BOOT_SCRIPT}</script>`,
  );
}
