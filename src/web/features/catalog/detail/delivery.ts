import { DELIVERY_DAYS, PIN_CODE_MESSAGE, PIN_CODE_PATTERN } from '../../../../domain/constants';
import { addDaysInIndia, formatDate } from '../../../../domain/format';

export type DeliveryCheck = { ok: true; message: string } | { ok: false; message: string };

/** Spec §9: today plus three calendar days, counted in India's time zone (decisions §10). */
export function checkDelivery(pin: string, now: Date = new Date()): DeliveryCheck {
  // The same rule as PinCodeSchema, without bringing zod into the product page's first load.
  if (!PIN_CODE_PATTERN.test(pin.trim())) return { ok: false, message: PIN_CODE_MESSAGE };
  return { ok: true, message: `Expected delivery by ${formatDate(addDaysInIndia(now, DELIVERY_DAYS))}` };
}
