import { checkPin, cityForPin } from '../../../../domain/address';
import { deliveryEstimate, deliveryText } from '../../../../domain/delivery';
import { addDaysInIndia, formatDate } from '../../../../domain/format';
import type { Serviceability } from '../../../../domain/shipping';

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

/**
 * The carrier's answer for a PIN (GET /api/shipping/serviceability) in the page's words: its place, window and
 * last day counted in India, and whether cash on delivery is offered there.
 */
export function serviceabilityCheck(
  pin: string,
  answer: Serviceability,
  now: Date = new Date(),
): DeliveryCheck {
  const check = checkPin(pin);
  if (!check.ok) return check;
  if (!answer.deliverable)
    return { ok: false, message: answer.message ?? `We cannot deliver to PIN ${check.pin} yet` };
  const city = cityForPin(check.pin);
  const states = check.states.map((s) => s.name).join(' or ');
  const place = city ? `${city}, ${states}` : states;
  const { min, max } = answer.etaDays;
  const by = formatDate(addDaysInIndia(now, max));
  const cod = answer.cod ? 'Cash on delivery available.' : 'Prepaid only: no cash on delivery here.';
  return { ok: true, message: `Delivery to ${place} in ${min}–${max} days: by ${by}. ${cod}` };
}
