import { describe, expect, it } from 'vitest';
import { CreateProductSchema } from '../../../../domain/product-admin';
import { ROOM_TYPES } from '../../../../domain/constants';
import { addUnique, FORM_ROOM_TYPES, newProductValues } from './product-form-values';

describe('addUnique', () => {
  it('trims, ignores blanks and refuses duplicates', () => {
    expect(addUnique(['a'], '  b ')).toEqual({ list: ['a', 'b'], outcome: 'added' });
    expect(addUnique(['a'], '   ')).toEqual({ list: ['a'], outcome: 'blank' });
    expect(addUnique(['a'], ' a')).toEqual({ list: ['a'], outcome: 'duplicate' });
  });
});

describe('product form defaults', () => {
  it('leaves the last room type out (docs/store-rules.md#screens)', () => {
    expect(FORM_ROOM_TYPES).toEqual(ROOM_TYPES.slice(0, ROOM_TYPES.length - 1));
    expect(FORM_ROOM_TYPES).not.toContain('Other');
  });

  it('starts at 53 × 1000 cm and asks for the required fields with the spec messages', () => {
    const values = newProductValues();
    expect(values.dimensions).toEqual({ width: 53, height: 1000 });
    const result = CreateProductSchema.safeParse(values);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Product name is required',
        'Description is required',
        'Price is required',
        'Category is required',
      ]),
    );
  });
});
