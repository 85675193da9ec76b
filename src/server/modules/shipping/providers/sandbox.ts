import { createHash } from 'node:crypto';
import { checkPin } from '../../../../domain/address';
import { deliveryEstimate } from '../../../../domain/delivery';
import {
  CarrierEventSchema,
  SANDBOX_CARRIER,
  SHIPPING_MESSAGES,
  type CarrierEvent,
} from '../../../../domain/shipping';
import { Invalid, Unauthorized } from '../../../errors';
import { hmacHex, signatureMatches } from '../../../hmac';
import type { CarrierProvider, WebhookHeaders } from './types';

export const SANDBOX_CARRIER_NAME = 'Sandbox Express';

/** The sandbox carrier's signature: HMAC-SHA256 hex of the raw body keyed by SHIPPING_WEBHOOK_SECRET. */
export const sandboxSignature = (secret: string, rawBody: Buffer | string) => hmacHex(secret, rawBody);

/** The body as JSON, or undefined when it is not JSON at all. */
export function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
}

export const header = (headers: WebhookHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The offline carrier (docs/decisions/053-carriers-behind-a-provider.md): deterministic, nothing leaves the
 * machine. It delivers to every valid Indian PIN in the store's own windows (3–7 days) and collects cash except at PINs starting with 79;
 * its AWB is derived from the order, so booking one order twice names the same parcel. Its events arrive as signed
 * webhooks, so it has nothing to poll.
 */
export function createSandboxCarrier(webhookSecret: string): CarrierProvider {
  return {
    name: 'sandbox',
    async serviceability(pin) {
      const check = checkPin(pin);
      if (!check.ok)
        return { deliverable: false, cod: false, etaDays: { min: 0, max: 0 }, message: check.message };
      const window = deliveryEstimate(check.pin, new Date());
      return {
        deliverable: true,
        cod: !check.pin.startsWith(SANDBOX_CARRIER.noCodPrefix),
        etaDays: { min: window?.minDays ?? 5, max: window?.maxDays ?? 7 },
      };
    },
    async book(request) {
      const digits = BigInt(`0x${createHash('sha256').update(request.orderId).digest('hex').slice(0, 15)}`);
      const awb = `SBX${(digits % 10n ** 12n).toString().padStart(12, '0')}`;
      return { carrier: SANDBOX_CARRIER_NAME, awb, providerShipmentId: awb, labelUrl: null };
    },
    readWebhook(rawBody, headers) {
      const signature = header(headers, 'x-carrier-signature');
      if (!signature || !signatureMatches(sandboxSignature(webhookSecret, rawBody), signature))
        throw new Unauthorized(SHIPPING_MESSAGES.invalidSignature);
      const event = CarrierEventSchema.safeParse(parseJson(rawBody));
      if (!event.success) throw new Invalid(SHIPPING_MESSAGES.invalidPayload);
      return [event.data];
    },
    // The sandbox courier takes any instruction; its next events come by signed webhook as before.
    async ndrAction() {},
    async track(): Promise<CarrierEvent[]> {
      return [];
    },
  };
}
