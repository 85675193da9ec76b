import { CART_QUANTITY_MAX } from '../../../../../domain/constants';
import { lineOptions, linePriceOf } from '../../../../../domain/line';
import { pricingOf, toRupees, type Material } from '../../../../../domain/pricing';
import type { Product } from '../../../../../domain/product';
import { planRolls } from '../../../../../domain/roll-calculator';
import type { Crop, Wall } from '../../../../../domain/walls';

export interface WallChoice {
  material: Material | null;
  installation: boolean;
  /** the marked wall, in whole inches like the product page's fields */
  widthIn: number;
  heightIn: number;
  /** the room the page measured, priced wall by wall as the line is (decision 067) */
  walls?: Wall[];
  crop?: Crop | null;
}

/** Rolls to cover the wall with the spare we suggest on the product page; a custom-fit wall is one piece. */
export const wallQuantity = (product: Product, wall: WallChoice): number =>
  product.kind === 'rolls'
    ? Math.min(
        CART_QUANTITY_MAX,
        Math.max(1, planRolls(product.roll, { heightIn: wall.heightIn, widthIn: wall.widthIn }).withSpare),
      )
    : 1;

/** The line Add to Cart makes of the marked wall, priced as the cart prices it on the server. */
export function wallPrice(product: Product, wall: WallChoice): number {
  const options = lineOptions(product, {
    selectedMaterial: wall.material,
    installation: wall.installation,
    customDimensions: wall.walls ? null : { width: wall.widthIn, height: wall.heightIn },
    walls: wall.walls ?? null,
    crop: wall.crop ?? null,
  });
  return toRupees(
    linePriceOf(pricingOf(product), { ...options, quantity: wallQuantity(product, wall) }).amountPaise,
  );
}
