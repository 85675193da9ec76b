import { checkPin } from '../../../../domain/address';
import { deliveryEstimate, deliveryText } from '../../../../domain/delivery';

export type DeliveryCheck = { ok: true; message: string } | { ok: false; message: string };

/**
 * The delivery window for a PIN in a postal circle we deliver to, naming its place (domain/delivery.ts, the
 * windows /shipping gives), counted in India's time zone. The same table the checkout checks the address against.
 */
export function checkDelivery(pin: string, now: Date = new Date()): DeliveryCheck {
  const check = checkPin(pin);
  if (!check.ok) return check;
  const estimate = deliveryEstimate(check.pin, now);
  return estimate
    ? { ok: true, message: deliveryText(estimate) }
    : { ok: false, message: 'We could not find this PIN code' };
}
