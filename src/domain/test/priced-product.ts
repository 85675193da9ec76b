import { DEFAULT_ROLL } from '../constants';
import type { PricedProduct } from '../pricing';

/** A custom-fit design at ₹99 a square foot (₹119 struck out) in non-woven or fabric, for pricing tests. */
export const pricedProduct = (over: Partial<PricedProduct> = {}): PricedProduct => ({
  kind: 'customised',
  pricePaise: 9900,
  originalPricePaise: 11900,
  materials: ['Non-woven', 'Fabric'],
  roll: { ...DEFAULT_ROLL },
  ...over,
});
