import { describe, expect, it } from 'vitest';
import { lineFigures, lineOptions, linePriceOf } from './line';
import { cartLineDescription, lineDescriptionText, orderItemDescription } from './line-details';
import { pricedProduct as product } from './test/priced-product';

const priced = (p: ReturnType<typeof product>, asked: Parameters<typeof lineOptions>[1], quantity = 1) => {
  const options = lineOptions(p, asked);
  return { ...options, product: p, quantity, ...lineFigures(linePriceOf(p, { ...options, quantity })) };
};

describe("a line's description", () => {
  it('lists the material and colour of a custom-fit line, its wall, its goods and installation apart', () => {
    const line = priced(
      product(),
      { selectedColor: 'Green', customDimensions: { width: 120, height: 96 } },
      2,
    );
    const d = cartLineDescription(line);
    expect(d.options).toEqual(['Non-woven', 'Green']);
    expect(d.wall).toBe('Wall 120″ W × 96″ H (80.0 sq ft)');
    expect(d.installation).toEqual({ label: '160.0 sq ft × ₹9.00 per sq ft', amount: 1440 });
    expect(d.goods.amount + d.installation!.amount).toBeCloseTo(d.total, 2);
    expect(d.goods.label).toMatch(/^2 walls × ₹/);
  });

  it('keeps a roll line’s wall and charges installation on that wall, not on the rolls', () => {
    const rolls = product({ kind: 'rolls' });
    const line = priced(rolls, { customDimensions: { width: 120, height: 96 } }, 3);
    const d = cartLineDescription(line);
    expect(d.options).toEqual([expect.stringMatching(/^Roll /)]);
    expect(d.wall).toBe('Wall 120″ W × 96″ H (80.0 sq ft)');
    expect(d.installation).toEqual({ label: '80.0 sq ft × ₹9.00 per sq ft', amount: 720 });
    expect(d.goods.label).toBe(
      `3 rolls × ₹${line.rate.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(d.goods.amount).toBeCloseTo(line.rate * 3, 2);
  });

  it('describes a paid order line the same way as the cart line it came from', () => {
    const rolls = product({ kind: 'rolls' });
    const line = priced(rolls, { customDimensions: { width: 120, height: 96 } }, 3);
    const fromOrder = orderItemDescription({ ...line, kind: 'rolls' });
    const fromCart = cartLineDescription(line);
    expect(fromOrder).toEqual({ ...fromCart, options: [], rate: expect.any(String) });
    expect(lineDescriptionText(fromOrder)).toEqual([
      'Wall 120″ W × 96″ H (80.0 sq ft)',
      expect.stringMatching(/^3 rolls × ₹[\d,.]+ = ₹[\d,.]+$/),
      'Installation: 80.0 sq ft × ₹9.00 per sq ft = ₹720.00',
    ]);
  });

  it('calls a sample an A4 sample and installs nothing', () => {
    const line = priced(product(), { kind: 'sample', selectedMaterial: 'Fabric' });
    const d = cartLineDescription(line);
    expect(d.options).toEqual(['A4 sample', 'Fabric']);
    expect(d.wall).toBeNull();
    expect(d.installation).toBeNull();
    expect(d.goods.label).toBe('1 sample × ₹99.00');
  });
});
