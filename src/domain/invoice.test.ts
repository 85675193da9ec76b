import { describe, expect, it } from 'vitest';
import { allocate } from './tax';
import { creditNoteTax, documentNumber, financialYear, invoiceRows, type InvoiceItemInput } from './invoice';
import { gstinCheckCharacter, isValidGstin, sampleGstin } from './gstin';

describe('financialYear', () => {
  it('turns on 1 April in India, not in UTC', () => {
    // 31 March 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00.000Z'))).toBe('27-28');
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2026-01-15T12:00:00+05:30'))).toBe('25-26');
  });

  it('writes the century turn with two digits each', () => {
    expect(financialYear(new Date('2099-06-01T00:00:00+05:30'))).toBe('99-00');
  });
});

describe('documentNumber', () => {
  it('numbers invoices and credit notes in series of their own', () => {
    expect(documentNumber('invoice', 'WC', '26-27', 123)).toBe('WC/26-27/000123');
    expect(documentNumber('credit_note', 'WC', '26-27', 1)).toBe('WC/CN/26-27/0001');
  });

  it('widens a serial past its padding while the number still fits in 16 characters', () => {
    expect(documentNumber('invoice', 'WC', '26-27', 1_234_567)).toBe('WC/26-27/1234567');
    expect(documentNumber('credit_note', 'W', '26-27', 12_345)).toBe('W/CN/26-27/12345');
  });

  it('refuses a number longer than 16 characters', () => {
    expect(() => documentNumber('credit_note', 'WC', '26-27', 10_000)).toThrow(/longer than 16/);
    expect(() => documentNumber('invoice', 'WC', '26-27', 10_000_000)).toThrow(/longer than 16/);
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN with its check character and refuses one with another', () => {
    // Published examples of the GSTN check: 27AAPFU0939F1ZV and 29AAGCB7383J1Z4.
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });

  it('makes a well-formed sample GSTIN for a state code', () => {
    const sample = sampleGstin('27');
    expect(sample).toMatch(/^27AAAAA0000A1Z.$/);
    expect(isValidGstin(sample)).toBe(true);
    expect(gstinCheckCharacter(sample.slice(0, 14))).toBe(sample.charAt(14));
  });
});

describe('allocate', () => {
  it('shares out exactly the total, the odd paise to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(8569, [107113, 0])).toEqual([8569, 0]);
    const shares = allocate(999, [3, 7, 11, 13]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(999);
  });
});

/** A line recorded before decision 057: no tax of its own. */
const UNRECORDED = {
  goodsCode: null,
  goodsTaxablePaise: null,
  goodsRateBp: null,
  goodsTaxPaise: null,
  installationCode: null,
  installationTaxablePaise: null,
  installationRateBp: null,
  installationTaxPaise: null,
};

const custom: InvoiceItemInput = {
  ...UNRECORDED,
  name: 'Gilded Palms',
  kind: 'customised',
  quantity: 2,
  selectedColor: 'Gold',
  selectedMaterial: 'Fabric',
  widthIn: 100,
  heightIn: 90,
  installation: true,
  unitRatePaise: 12_900,
  // 62.5 sq ft × ₹129 = ₹8,062.50 a piece; installation 2 × 62.5 × ₹9 = ₹1,125.
  unitAmountPaise: 806_250,
  lineTotalPaise: 1_612_500 + 112_500,
};
const rolls: InvoiceItemInput = {
  ...UNRECORDED,
  name: 'Monsoon Leaves',
  kind: 'rolls',
  quantity: 3,
  selectedColor: null,
  selectedMaterial: null,
  widthIn: null,
  heightIn: null,
  installation: false,
  unitRatePaise: 450_000,
  unitAmountPaise: 450_000,
  lineTotalPaise: 1_350_000,
};

describe('invoiceRows', () => {
  it('puts goods under HSN 4814 and installation under SAC 995475, as the line was sold', () => {
    const rows = invoiceRows([custom, rolls], { igst: 246_000 });
    expect(rows.map((r) => [r.hsn, r.quantity, r.unit, r.ratePaise, r.taxablePaise])).toEqual([
      ['4814', 2, 'PCS', 806_250, 1_612_500],
      ['995475', 125, 'SQF', 900, 112_500],
      ['4814', 3, 'ROL', 450_000, 1_350_000],
    ]);
    expect(rows[0]?.description).toContain('100 x 90 in');
  });

  it('names each wall of a made-to-measure line, and installs their covered area', () => {
    // 12 ft × 8 ft less a 3 ft × 6 ft 8 in door (76 sq ft), 8 ft 4 in × 8 ft less a 4 × 3 ft window (54.7).
    const walls = [
      { widthIn: 144, heightIn: 96, openings: [{ widthIn: 36, heightIn: 80, xIn: 12, yIn: 0 }] },
      { widthIn: 100, heightIn: 96, openings: [{ widthIn: 48, heightIn: 36, xIn: 24, yIn: 36 }] },
    ];
    const line = { ...custom, quantity: 1, widthIn: null, heightIn: null, walls };
    const [goods, installation] = invoiceRows([line], { igst: 0 });
    expect(goods?.description).toBe(
      'Gilded Palms: custom-fit wallpaper (Wall 1 144 x 96 in less 1 opening (76.0 sq ft); ' +
        'Wall 2 100 x 96 in less 1 opening (54.7 sq ft), 130.7 sq ft each, Fabric, Gold, ₹129.00/sq ft)',
    );
    expect(installation?.quantity).toBe(130.7);
  });

  it('spreads each tax head over the rows so they add up to what the order recorded', () => {
    const rows = invoiceRows([custom, rolls], { cgst: 122_999, sgst: 123_000 });
    const sum = (head: 'cgst' | 'sgst') =>
      rows.reduce((total, r) => total + ('cgst' in r.tax ? r.tax[head] : 0), 0);
    expect(sum('cgst')).toBe(122_999);
    expect(sum('sgst')).toBe(123_000);
    const igst = invoiceRows([custom, rolls], { igst: 245_999 });
    expect(igst.reduce((total, r) => total + ('igst' in r.tax ? r.tax.igst : 0), 0)).toBe(245_999);
  });

  it('lists a sample as A4 pieces of wallpaper and takes a sample credit off the taxable value', () => {
    const sample: InvoiceItemInput = {
      ...rolls,
      kind: 'sample',
      quantity: 2,
      selectedMaterial: 'Fabric',
      unitRatePaise: 9_900,
      unitAmountPaise: 9_900,
      lineTotalPaise: 19_800,
    };
    expect(invoiceRows([sample], { igst: 1_584 })[0]).toMatchObject({
      hsn: '4814',
      unit: 'PCS',
      quantity: 2,
      taxablePaise: 19_800,
    });
    const rows = invoiceRows([custom, rolls], { igst: 244_416 }, 19_800);
    expect(rows.reduce((total, r) => total + r.taxablePaise, 0)).toBe(
      1_612_500 + 112_500 + 1_350_000 - 19_800,
    );
    expect(rows.every((r) => r.description.includes('less sample credit'))).toBe(true);
  });
});

describe('creditNoteTax', () => {
  it('credits the same share of tax as the refund is of what was paid, split as the order was', () => {
    expect(
      creditNoteTax(54_000, { taxPaise: 8_000, totalPaise: 108_000 }, { cgst: 4_000, sgst: 4_000 }),
    ).toEqual({
      taxablePaise: 50_000,
      tax: { cgst: 2_000, sgst: 2_000 },
    });
    expect(creditNoteTax(10_801, { taxPaise: 8_000, totalPaise: 108_000 }, { igst: 8_000 })).toEqual({
      taxablePaise: 10_001,
      tax: { igst: 800 },
    });
  });
});
