/**
 * How store images are named and drawn, shared by the web app (which draws them) and the server (which
 * preloads the first one in the HTML it sends, so both must pick the same file).
 */

// Store art under /images/ comes in two widths: name.webp (1200 px) and name-sm.webp (480 px).
const LOCAL_WEBP = /^\/images\/(?!placeholder\.webp$)(.+?)(?:-sm)?\.webp$/;

/** `srcset` for a store image, or undefined for anything else (external URLs, the placeholder). */
export function imageSrcSet(src: string): string | undefined {
  const match = LOCAL_WEBP.exec(src);
  if (!match) return undefined;
  return `/images/${match[1]}-sm.webp 480w, /images/${match[1]}.webp 1200w`;
}

/** The product page's main gallery image: full width on phones, a little over half on desktops. */
export const PRODUCT_GALLERY_SIZES = '(min-width: 1024px) 55vw, 100vw';

/** Home hero art, one per slide in order; each comes at 960 and 1920 px. */
export const HERO_IMAGES = ['hero-1', 'hero-2', 'hero-3'] as const;
export type HeroImage = (typeof HERO_IMAGES)[number];

export const heroImage = (name: HeroImage) => ({
  src: `/images/${name}.webp`,
  srcSet: `/images/${name}-sm.webp 960w, /images/${name}.webp 1920w`,
  sizes: '100vw',
});
