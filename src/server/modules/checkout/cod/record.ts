import { randomInt } from 'node:crypto';
import type { CheckoutRecord } from '../../../../domain/checkout';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { codOrders } from '../../../db/schema';
import { hmacHex, signatureMatches } from '../../../hmac';

/**
 * The piece of cash on delivery the checkout's order recording calls (docs/decisions/056-cash-on-delivery.md): it
 * imports nothing above it, so the checkout module and the COD module do not import each other.
 */

/** Six digits, every one as likely, from the operating system's generator. */
export const newCodCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Only this is stored: keyed by a server secret and bound to the order, so a leaked table is no list of codes. */
export const codCodeHash = (secret: string, orderId: string, code: string): string =>
  hmacHex(secret, `cod-code:${orderId}:${code}`);

export const codCodeMatches = (secret: string, orderId: string, code: string, hash: string): boolean =>
  signatureMatches(codCodeHash(secret, orderId, code), hash);

/** Digits only, the last ten: '+91 98765 43210' and '9876543210' are one phone to the guard rails. */
export const phoneKey = (phone: string): string => phone.replace(/\D/g, '').slice(-10);

/** Inside the transaction that records the order: its COD figures, the code's HMAC and when it lapses. */
export async function recordCodOrder(
  tx: Db,
  config: Pick<Config, 'orderLinkSecret'>,
  input: {
    orderId: string;
    userId: string;
    phone: string;
    cod: NonNullable<CheckoutRecord['cod']>;
    code: string;
    placedAt: Date;
  },
): Promise<void> {
  const { orderId, cod } = input;
  await tx.insert(codOrders).values({
    orderId,
    userId: input.userId,
    phone: phoneKey(input.phone),
    feePaise: cod.feePaise,
    feeTaxPaise: cod.feeTaxPaise,
    advancePaise: cod.advancePaise,
    collectPaise: cod.collectPaise,
    codeHash: codCodeHash(config.orderLinkSecret, orderId, input.code),
    confirmBy: new Date(input.placedAt.getTime() + cod.confirmHours * 3_600_000),
  });
}
