import { describe, expect, it } from 'vitest';
import { priceLine, referencePrice } from '../../../../domain/pricing';
import { detailPrice, ratingLabel } from './detail-price';

describe('detailPrice', () => {
  it('prices a custom-fit wall by material, area and installation, with ₹119 × area struck out', () => {
    const base = { kind: 'customised', productPrice: 95, height: 10, width: 53, quantity: 1 } as const;
    const withInstall = detailPrice({ ...base, material: 'Non-woven', installation: true });
    expect(withInstall).toEqual({
      unit: 'sqft',
      rate: 108,
      amount: 397.5,
      reference: referencePrice((10 * 53) / 144),
      areaSqft: (10 * 53) / 144,
    });
    const fabric = detailPrice({ ...base, material: 'Fabric', installation: false, height: 96, width: 120 });
    expect(fabric.rate).toBe(129);
    expect(fabric.amount).toBe(10320);
    expect(fabric.reference).toBe(9520);
  });

  it('prices rolls per roll times the quantity, whatever material is selected', () => {
    const choice = {
      kind: 'rolls',
      productPrice: 80.5,
      material: 'Premium',
      installation: true,
      height: 96,
      width: 120,
      quantity: 3,
    } as const;
    const roll = priceLine({ kind: 'rolls', productPrice: 80.5, installation: true, quantity: 3 });
    expect(detailPrice(choice)).toEqual({
      unit: 'roll',
      rate: roll.unitAmount,
      amount: roll.amount,
      reference: referencePrice(57 * 3),
      areaSqft: 171,
    });
  });

  it('is ₹0.00 while a wall size is cleared', () => {
    const p = detailPrice({
      kind: 'customised',
      productPrice: 99,
      material: 'Vinyl',
      installation: true,
      height: 0,
      width: 53,
      quantity: 1,
    });
    expect([p.amount, p.reference, p.areaSqft]).toEqual([0, 0, 0]);
  });
});

describe('ratingLabel', () => {
  it.each([
    [4.8, 16, '4.8 (16 ratings)'],
    [4.5, 0, 'No reviews yet'],
    [5, 1, '5.0 (1 rating)'],
  ])('%d from %d → %s', (rating, count, label) => expect(ratingLabel(rating, count)).toBe(label));
});
