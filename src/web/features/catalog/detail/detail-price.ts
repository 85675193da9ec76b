/** '4.8 (16 ratings)', the spec's wording, with the singular for one. */
export const ratingLabel = (rating: number, count: number): string =>
  `${rating.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
