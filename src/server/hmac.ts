import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, payload: string | Buffer): string =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Constant-time, and false (not a throw) for a signature of the wrong length. */
export function signatureMatches(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
