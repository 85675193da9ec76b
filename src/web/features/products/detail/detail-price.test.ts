import { describe, expect, it } from 'vitest';
import { ratingLabel } from './detail-price';

describe('ratingLabel', () => {
  it.each([
    [4.8, 16, '4.8 (16 ratings)'],
    [4.5, 0, '4.5 (0 ratings)'],
    [5, 1, '5.0 (1 rating)'],
  ])('%d from %d → %s', (rating, count, label) => expect(ratingLabel(rating, count)).toBe(label));
});
