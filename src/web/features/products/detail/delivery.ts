import { checkPin } from '../../../../domain/address';
import { DELIVERY_DAYS } from '../../../../domain/constants';
import { addDaysInIndia, formatDate } from '../../../../domain/format';

export type DeliveryCheck = { ok: true; message: string } | { ok: false; message: string };

/**
 * Spec §9: today plus three calendar days, counted in India's time zone (decisions §10), for a PIN in a postal
 * circle we deliver to. The same table the checkout checks the address against (address.ts, free of zod).
 */
export function checkDelivery(pin: string, now: Date = new Date()): DeliveryCheck {
  const check = checkPin(pin);
  if (!check.ok) return check;
  return { ok: true, message: `Expected delivery by ${formatDate(addDaysInIndia(now, DELIVERY_DAYS))}` };
}
