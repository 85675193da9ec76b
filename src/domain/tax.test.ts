import { describe, expect, it } from 'vitest';
import { checkoutTax, type GstSetting } from './checkout';
import { checkoutSummary } from './pricing';
import {
  DEFAULT_TAX_CODES,
  lineSupplies,
  MissingGstRate,
  parseGstRates,
  rateFor,
  splitParts,
  splitTax,
  taxOrder,
  type GstRates,
} from './tax';

const RATES: GstRates = { '4814': 1800, '3921': 1800, '9954': 1800, '3916': 1200 };
const SPEC: GstSetting = { rates: null, codes: DEFAULT_TAX_CODES };
const LIVE: GstSetting = { rates: RATES, codes: DEFAULT_TAX_CODES };

describe('GST_RATES', () => {
  it('reads code:percent pairs into basis points', () => {
    expect(parseGstRates('4814:18, 9954:18,3921:2.5')).toEqual({
      rates: { '4814': 1800, '9954': 1800, '3921': 250 },
    });
  });
  it('says what is wrong with a pair', () => {
    expect(parseGstRates('')).toEqual({ error: 'must list code:percent pairs, e.g. 4814:18,9954:18' });
    expect(parseGstRates('4814')).toHaveProperty('error');
    expect(parseGstRates('48145:18')).toHaveProperty('error');
    expect(parseGstRates('4814:101')).toEqual({ error: '4814: 101% is more than 100%' });
  });
  it('rates a code by the longest code given that it begins with', () => {
    expect(rateFor({ '9954': 1800, '995475': 1200 }, '995475')).toBe(1200);
    expect(rateFor({ '9954': 1800 }, '995475')).toBe(1800);
    expect(rateFor({ '4814': 1800 }, '48142000')).toBe(1800);
    expect(rateFor({ '4814': 1800 }, '3921')).toBeNull();
  });
});

describe('taxOrder without GST_RATES: the spec arithmetic exactly', () => {
  it('is 8% of the goods after discounts, rounded once, shared over the lines; fees untaxed', () => {
    const supplies = [
      { code: '4814', taxablePaise: 12_345 },
      { code: '995475', taxablePaise: 6_789 },
    ];
    const tax = taxOrder(supplies, [1_500], null);
    expect(tax.taxPaise).toBe(Math.round((12_345 + 6_789) * 0.08));
    expect(tax.supplies.map((s) => s.taxPaise).reduce((a, b) => a + b)).toBe(tax.taxPaise);
    expect(tax.fees).toEqual([{ taxablePaise: 1_500, rateBp: 0, taxPaise: 0 }]);
  });
  it('agrees with checkoutSummary on every small cart, credit and shipping included', () => {
    for (const [goods, installation, credit] of [
      [9_900, 0, 0],
      [8_062_50, 1_125_00, 0],
      [19_800, 0, 9_900],
      [1, 0, 0],
      [3_37, 55, 0],
    ] as const) {
      const lines = [
        { product: { id: 'p1', category: 'Panels' }, goodsPaise: goods, installationPaise: installation },
      ];
      const tax = checkoutTax(
        lines,
        credit ? { productId: 'p1', amountPaise: credit } : undefined,
        [0],
        SPEC,
      );
      const summary = checkoutSummary([goods + installation], { creditPaise: credit });
      expect(tax.taxPaise).toBe(summary.taxPaise);
    }
  });
});

describe('taxOrder with GST_RATES', () => {
  it('taxes each supply at its rate in whole paise, and fees at the highest goods rate', () => {
    const tax = taxOrder(
      [
        { code: '3916', taxablePaise: 10_005 },
        { code: '4814', taxablePaise: 33_333 },
        { code: '995475', taxablePaise: 5_000 },
      ],
      [1_500, 5_000],
      RATES,
    );
    expect(tax.supplies.map((s) => [s.rateBp, s.taxPaise])).toEqual([
      [1200, 1_201],
      [1800, 6_000],
      [1800, 900],
    ]);
    expect(tax.fees).toEqual([
      { taxablePaise: 1_500, rateBp: 1800, taxPaise: 270 },
      { taxablePaise: 5_000, rateBp: 1800, taxPaise: 900 },
    ]);
    expect(tax.taxPaise).toBe(1_201 + 6_000 + 900 + 270 + 900);
  });
  it('refuses a code without a rate, naming it', () => {
    expect(() => taxOrder([{ code: '5905', taxablePaise: 100 }], [], RATES)).toThrow(MissingGstRate);
    expect(() => taxOrder([{ code: '5905', taxablePaise: 100 }], [], RATES)).toThrow(
      'No GST rate is set for HSN/SAC 5905: add it to GST_RATES',
    );
  });
  it('takes a discount off goods and installation by value, and samples take their goods code', () => {
    expect(
      lineSupplies({
        goodsPaise: 9_000,
        installationPaise: 1_000,
        discountPaise: 1_001,
        goodsCode: '4814',
        installationCode: '995475',
      }),
    ).toEqual([
      { code: '4814', taxablePaise: 8_099 },
      { code: '995475', taxablePaise: 900 },
    ]);
    const tax = checkoutTax(
      [
        {
          kind: 'sample',
          product: { id: 's', category: 'Mouldings' },
          goodsPaise: 9_900,
          installationPaise: 0,
        },
        { product: { id: 'w', category: 'Wall Muralists' }, goodsPaise: 100_000, installationPaise: 10_000 },
      ],
      { productId: 'w', amountPaise: 9_900 },
      [0],
      LIVE,
    );
    expect(tax.lines[0]?.goods).toMatchObject({ code: '3916', rateBp: 1200, taxPaise: 1_188 });
    expect(tax.lines[1]?.goods).toMatchObject({ code: '4814', taxablePaise: 91_000, taxPaise: 16_380 });
    expect(tax.lines[1]?.installation).toMatchObject({
      code: '995475',
      taxablePaise: 9_100,
      taxPaise: 1_638,
    });
  });
});

describe('CGST and SGST', () => {
  it('are each half, the odd paisa to CGST; IGST across a state line', () => {
    expect(splitTax(1_001, false)).toEqual({ cgst: 501, sgst: 500 });
    expect(splitTax(1_001, true)).toEqual({ igst: 1_001 });
  });
  it("share the order's heads over its parts, each part's heads summing to its tax", () => {
    const taxes = [1_201, 6_001, 901, 0, 271];
    const parts = splitParts(taxes, false);
    const total = taxes.reduce((a, b) => a + b);
    parts.forEach((p, i) => expect('cgst' in p && p.cgst + p.sgst).toBe(taxes[i]));
    expect(parts.reduce((sum, p) => sum + ('cgst' in p ? p.cgst : 0), 0)).toBe(Math.ceil(total / 2));
    expect(parts[3]).toEqual({ cgst: 0, sgst: 0 });
  });
});
