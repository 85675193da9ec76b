import { randomInt } from 'node:crypto';
import { hmacHex, signatureMatches } from '../../hmac';

/** Razorpay's checkout signature: HMAC-SHA256 hex of `orderId|paymentId` keyed by the key secret. */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string): string =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

export const verifyPaymentSignature = (
  keySecret: string,
  { orderId, paymentId, signature }: { orderId: string; paymentId: string; signature: string },
): boolean => signatureMatches(paymentSignature(keySecret, orderId, paymentId), signature);

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-shaped ids (`order_` / `pay_` + 14 base62 characters); randomInt draws without modulo bias. */
export const randomBase62 = (length: number): string =>
  Array.from({ length }, () => BASE62[randomInt(BASE62.length)]).join('');
