import { clsx } from 'clsx';
import { ProductImage } from '../../../components/ui/product-image';

/** A product's small picture in a row or a list; decorative, as the name beside it says what it shows. */
export function ProductThumb({
  src,
  width,
  height,
  className,
}: {
  src: string | undefined;
  width: number;
  height: number;
  /** its size on screen, in the same proportion as width and height */
  className: string;
}) {
  return (
    <ProductImage
      src={src}
      alt=""
      width={width}
      height={height}
      sizes={`${width}px`}
      className={clsx('shrink-0 rounded-md', className)}
    />
  );
}
