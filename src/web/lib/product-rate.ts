import type { Product } from '../../domain/product';
import { priceLine } from '../../domain/pricing';

export type RateUnit = 'sqft' | 'roll';

/**
 * The rate a product is sold at before any options are chosen: its own per-square-foot price for
 * custom-fit wallpaper, or the roll price for rolls (decisions.md §2 and §5).
 */
export function productRate(product: Pick<Product, 'kind' | 'price'>): { rate: number; unit: RateUnit } {
  if (product.kind === 'rolls') {
    const { rate } = priceLine({
      kind: 'rolls',
      productPrice: product.price,
      installation: false,
      quantity: 1,
    });
    return { rate, unit: 'roll' };
  }
  return { rate: product.price, unit: 'sqft' };
}
