import { describe, expect, it } from 'vitest';
import { lineOptions } from './line';
import { lineDetails } from './line-details';
import { pricedProduct as product } from './test/priced-product';

describe("a line's details", () => {
  it('lists the material, the wall and the colour of a custom-fit line', () => {
    const line = lineOptions(product(), {
      selectedColor: 'Green',
      customDimensions: { width: 120, height: 96 },
    });
    expect(lineDetails({ ...line, product: product() })).toEqual([
      'Non-woven',
      '120″ W × 96″ H (80.0 sq ft)',
      'Green',
    ]);
  });

  it('names the roll, and the wall it papers, on a roll line', () => {
    const rolls = product({ kind: 'rolls' });
    const line = lineOptions(rolls, { customDimensions: { width: 120, height: 96 } });
    expect(lineDetails({ ...line, product: rolls })).toEqual([
      expect.stringMatching(/^Roll /),
      'for a 120″ W × 96″ H (80.0 sq ft) wall',
    ]);
  });

  it('calls a sample an A4 sample', () => {
    const line = lineOptions(product(), { kind: 'sample', selectedMaterial: 'Fabric' });
    expect(lineDetails({ ...line, product: product() })).toEqual(['A4 sample', 'Fabric']);
  });
});
