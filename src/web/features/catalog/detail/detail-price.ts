import type { ProductKind } from '../../../../domain/constants';
import { priceLine, referencePrice, ROLL_AREA_SQFT, type Material } from '../../../../domain/pricing';

export interface DetailChoice {
  kind: ProductKind;
  /** the product's own rate, rupees per square foot */
  productPrice: number;
  material: Material;
  installation: boolean;
  height: number;
  width: number;
  /** rolls only; a custom-fit wall is one piece */
  quantity: number;
}

export interface DetailPrice {
  unit: 'sqft' | 'roll';
  /** per square foot for custom fit, per roll for rolls */
  rate: number;
  /** what Add to Cart puts in the cart */
  amount: number;
  /** the struck-out price: ₹119 per square foot over the same area (spec §9) */
  reference: number;
  /** the wall's area in square feet (custom fit) or the rolls' area (rolls) */
  areaSqft: number;
}

/** The figures the detail page shows, all from priceLine so the cart and checkout agree to the paisa. */
export function detailPrice(choice: DetailChoice): DetailPrice {
  if (choice.kind === 'rolls') {
    const line = priceLine({
      kind: 'rolls',
      productPrice: choice.productPrice,
      installation: choice.installation,
      quantity: choice.quantity,
    });
    const areaSqft = ROLL_AREA_SQFT * choice.quantity;
    return {
      unit: 'roll',
      rate: line.unitAmount,
      amount: line.amount,
      reference: referencePrice(areaSqft),
      areaSqft,
    };
  }
  const line = priceLine({
    kind: 'customised',
    productPrice: choice.productPrice,
    material: choice.material,
    installation: choice.installation,
    dimensions: { height: choice.height, width: choice.width },
    quantity: 1,
  });
  return {
    unit: 'sqft',
    rate: line.rate,
    amount: line.amount,
    reference: referencePrice(line.areaSqft),
    areaSqft: line.areaSqft,
  };
}

/**
 * '4.8 (16 ratings)', the spec's wording, with the singular for one. With no reviews the product's
 * rating is only the spec's default (4.5), so it is not shown as if someone gave it (decision 013).
 */
export const ratingLabel = (rating: number, count: number): string =>
  count === 0 ? 'No reviews yet' : `${rating.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
