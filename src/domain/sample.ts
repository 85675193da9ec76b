import { SAMPLE_CREDIT_DAYS, SAMPLES_PER_ORDER_MAX } from './constants';
import { formatINR } from './format';
import { SAMPLE_PRICE } from './pricing';

/**
 * What the product page, the cart and the policy pages say of samples, in one wording. Only this: the cart
 * drawer is in every page's first load, so the credit code's rules, messages and schemas live in checkout.ts.
 */
export const SAMPLE_COPY = {
  price: `${formatINR(SAMPLE_PRICE)} per A4 swatch`,
  limit: `Up to ${SAMPLES_PER_ORDER_MAX} samples per order.`,
  shipping: 'Orders of samples alone ship free.',
  credit: `The sample's price comes off a full order of the same design placed within ${SAMPLE_CREDIT_DAYS} days: we e-mail you a code with your order confirmation.`,
  returns: 'Samples cannot be returned.',
} as const;
