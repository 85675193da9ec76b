import { clsx } from 'clsx';
import { useState } from 'react';
import { imageSrcSet } from '../../../domain/images';

export const PLACEHOLDER_IMAGE = '/images/placeholder.webp';

export interface ProductImageProps {
  src: string | undefined;
  /** describe what is shown, e.g. the product name and 'wallpaper'; '' only for purely decorative images */
  alt: string;
  /** intrinsic size, so the browser reserves the box before the image arrives */
  width: number;
  height: number;
  /** how wide the image is drawn, e.g. '(min-width: 1024px) 33vw, 50vw'; picks 480 or 1200 px art */
  sizes?: string;
  /**
   * lazy by default, so the browser fetches it as it nears the screen; the server's HTML always carries the
   * `src`, so a page read without JavaScript shows it too (docs/decisions/049-pictures-in-the-html.md)
   */
  loading?: 'lazy' | 'eager';
  /** loads eagerly with high fetch priority (hero, first product image) */
  priority?: boolean;
  className?: string;
}

/**
 * A product or site image: sized, lazy, with a 480/1200 px srcset for store art, a sand backdrop
 * while loading and the placeholder if the file is missing.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  loading = 'lazy',
  priority = false,
  className,
}: ProductImageProps) {
  // 0: as given; 1: srcset failed, try the plain src; 2: fall back to the placeholder.
  const [failures, setFailures] = useState(0);
  const [failedFor, setFailedFor] = useState(src);
  if (failedFor !== src) {
    setFailedFor(src);
    setFailures(0);
  }
  const resolved = !src || failures >= 2 ? PLACEHOLDER_IMAGE : src;
  const srcSet = failures === 0 ? imageSrcSet(resolved) : undefined;
  return (
    <img
      src={resolved}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailures((n) => (n === 0 && srcSet ? 1 : 2))}
      className={clsx('bg-sand-100 object-cover', className)}
    />
  );
}

export interface ProductThumbProps {
  /** the product's first picture */
  src: string | undefined;
  /** drawn width in px, which is also the image it picks */
  width: number;
  /** square unless given */
  height?: number;
  /** the product's name where the picture is what names it; left out, it is decoration beside the row's own text */
  alt?: string;
  className: string;
}

/** A product's first picture as a small thumbnail in a row: drawers, order lines, search suggestions. */
export function ProductThumb({ src, width, height = width, alt = '', className }: ProductThumbProps) {
  return (
    <ProductImage
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={`${width}px`}
      className={className}
    />
  );
}

export interface NamedThumbProps extends Omit<ProductThumbProps, 'src' | 'alt'> {
  product: { name: string; images: readonly string[] };
}

/** A product's first picture, announced by its name: the drawers' and the orders' lines. */
export const NamedThumb = ({ product, ...thumb }: NamedThumbProps) => (
  <ProductThumb src={product.images[0]} alt={product.name} {...thumb} />
);
