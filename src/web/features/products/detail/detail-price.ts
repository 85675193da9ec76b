/**
 * '4.8 (16 ratings)', the spec's wording, with the singular for one. With no reviews the product's
 * rating is only the spec's default (4.5), so it is not shown as if someone gave it (decision 013).
 */
export const ratingLabel = (rating: number, count: number): string =>
  count === 0 ? 'No reviews yet' : `${rating.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
