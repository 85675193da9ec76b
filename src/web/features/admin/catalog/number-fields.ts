// The number boxes of the product and stock forms, by unit: each brings the keyboard a phone shows, the step the
// arrows take and the unit written beside the box.
export const RUPEES_PER_SQFT = {
  type: 'number',
  inputMode: 'decimal',
  step: '0.01',
  prefix: '₹',
  suffix: 'per sq ft',
} as const;
export const CENTIMETRES = { type: 'number', inputMode: 'decimal', step: '0.1', suffix: 'cm' } as const;
export const GRAMS = { type: 'number', inputMode: 'numeric', step: '10', suffix: 'g' } as const;
export const ROLLS = { type: 'number', inputMode: 'numeric', step: '1', suffix: 'rolls' } as const;
