import type { Config } from '../../config';
import { hmacHex, signatureMatches } from '../../hmac';

/** Who asks for a customer's order: the guest holding its signed link, or the signed-in customer. */
export type CustomerReader = { userId: string } | { token: string };

/**
 * The token in a guest's order link (decision 019): HMAC-SHA256 of the order id keyed by ORDER_LINK_SECRET. It
 * never expires, as a paper receipt does not, and it shows that one order, read-only.
 */
export const orderLinkToken = (secret: string, orderId: string): string =>
  hmacHex(secret, `order-link:${orderId}`);

export const orderLinkMatches = (secret: string, orderId: string, token: string): boolean =>
  signatureMatches(orderLinkToken(secret, orderId), token);

export const orderLinkUrl = (config: Pick<Config, 'publicUrl' | 'orderLinkSecret'>, orderId: string) =>
  `${config.publicUrl}/orders/${orderId}?token=${orderLinkToken(config.orderLinkSecret, orderId)}`;
