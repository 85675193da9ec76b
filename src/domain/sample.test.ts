import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLL, SAMPLES_PER_ORDER_MAX } from './constants';
import { checkoutSummary, onlySamples, priceLine, SAMPLE_PRICE, type PricedProduct } from './pricing';
import { SampleCodeSchema } from './checkout';

const custom: PricedProduct = {
  kind: 'customised',
  pricePaise: 12900,
  originalPricePaise: 14900,
  materials: ['Fabric', 'Non-woven', 'Premium'],
  roll: DEFAULT_ROLL,
};
const roll: PricedProduct = { ...custom, kind: 'rolls', pricePaise: 4600, materials: ['Vinyl'] };

describe('sample pricing', () => {
  it('is ₹99 a swatch whatever the design, material, wall or installation', () => {
    expect(SAMPLE_PRICE).toBe(99);
    expect(SAMPLES_PER_ORDER_MAX).toBe(5);
    const premium = priceLine({
      kind: 'sample',
      product: custom,
      material: 'Premium',
      installation: true,
      dimensions: { width: 200, height: 120 },
      quantity: 3,
    });
    expect(premium).toMatchObject({
      unit: 'sample',
      material: 'Premium',
      ratePaise: 9900,
      unitPaise: 9900,
      amountPaise: 29700,
      installationPaise: 0,
      compareAtRatePaise: null,
      savePercent: null,
    });
    expect(priceLine({ kind: 'sample', product: roll, installation: false, quantity: 1 }).amountPaise).toBe(
      9900,
    );
    // A material the design does not offer is named as its default, as for full lines.
    expect(
      priceLine({ kind: 'sample', product: custom, material: 'Flock', installation: false, quantity: 1 })
        .material,
    ).toBe('Fabric');
  });

  it('leaves full lines priced as before', () => {
    const full = { product: custom, installation: false, dimensions: { width: 12, height: 12 }, quantity: 1 };
    expect(priceLine({ ...full, kind: 'goods' })).toEqual(priceLine(full));
  });
});

describe('shipping and tax with samples', () => {
  it('ships an order of samples alone free, whatever it comes to', () => {
    expect(onlySamples([{ kind: 'sample' }, { kind: 'sample' }])).toBe(true);
    expect(onlySamples([{ kind: 'sample' }, { kind: 'goods' }])).toBe(false);
    expect(onlySamples([])).toBe(false);
    expect(checkoutSummary([9900], { samplesOnly: true })).toEqual({
      subtotalPaise: 9900,
      creditPaise: 0,
      discountPaise: 0,
      shippingPaise: 0,
      taxPaise: 792,
      totalPaise: 10692,
    });
    // The same ₹99 as goods pays the ₹15 of docs/store-rules.md#checkout.
    expect(checkoutSummary([9900]).shippingPaise).toBe(1500);
  });

  it('takes a credit off before tax, never below zero, and keeps shipping on the subtotal before it', () => {
    const withCredit = checkoutSummary([19800], { creditPaise: 9900 });
    expect(withCredit).toEqual({
      subtotalPaise: 19800,
      creditPaise: 9900,
      discountPaise: 0,
      shippingPaise: 0,
      taxPaise: 792,
      totalPaise: 10692,
    });
    expect(checkoutSummary([5000], { creditPaise: 9900 })).toMatchObject({
      creditPaise: 5000,
      taxPaise: 0,
      totalPaise: 1500,
    });
  });
});

describe('sample credit codes', () => {
  it('reads a code however it was typed', () => {
    expect(SampleCodeSchema.parse('WC-ABCD-2345')).toBe('WC-ABCD-2345');
    expect(SampleCodeSchema.parse(' wc abcd 2345 ')).toBe('WC-ABCD-2345');
    expect(SampleCodeSchema.parse('abcd2345')).toBe('WC-ABCD-2345');
  });
  it('refuses anything else with one message', () => {
    for (const bad of ['', 'WC-ABCD', 'WC-ABCD-23456', 'WC-0000-1111', 'x'.repeat(40)]) {
      const result = SampleCodeSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('This sample credit code is not valid.');
    }
  });
});
