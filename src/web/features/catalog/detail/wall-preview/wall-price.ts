import { CART_QUANTITY_MAX } from '../../../../../domain/constants';
import { priceLine, type Material } from '../../../../../domain/pricing';
import type { Product } from '../../../../../domain/product';
import { planRolls } from '../../../../../domain/roll-calculator';

export interface WallChoice {
  material: Material | null;
  installation: boolean;
  /** the marked wall, in whole inches like the product page's fields */
  widthIn: number;
  heightIn: number;
}

/** Rolls to cover the wall with the spare we suggest on the product page; a custom-fit wall is one piece. */
export const wallQuantity = (product: Product, wall: WallChoice): number =>
  product.kind === 'rolls'
    ? Math.min(
        CART_QUANTITY_MAX,
        Math.max(1, planRolls(product.roll, { heightIn: wall.heightIn, widthIn: wall.widthIn }).withSpare),
      )
    : 1;

/**
 * The preview's only call into the shared pricing, so a change to priceLine's input is one edit here; the
 * cart recomputes the same figure on the server.
 */
export function wallPrice(product: Product, wall: WallChoice): number {
  return priceLine({
    product,
    material: product.kind === 'rolls' ? null : wall.material,
    installation: wall.installation,
    dimensions: { width: wall.widthIn, height: wall.heightIn },
    quantity: wallQuantity(product, wall),
  }).amount;
}
