/**
 * '4.8 (16 ratings)', the spec's wording, with the singular for one. A product nobody has reviewed shows the
 * spec's defaults, '4.5 (0 ratings)' (docs/store-rules.md#constants; decision 013 as amended by issue 26).
 */
export const ratingLabel = (rating: number, count: number): string =>
  `${rating.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
