import { checkPin, cityForPin } from './address';
import { addDaysInIndia, formatDate } from './format';

/**
 * How long delivery takes, as /shipping tells shoppers: metro cities usually 3–5 days from the order, the rest of
 * India 5–7 (issue 26: every PIN was promised today + 3, Port Blair and Shillong included). One home for the
 * product page's PIN check, the success page and the confirmation e-mail. The carrier's own estimate replaces this
 * when the shipping integration lands.
 */
export const DELIVERY_WINDOWS = { metro: { min: 3, max: 5 }, rest: { min: 5, max: 7 } } as const;

/** The metro cities of /shipping, with the towns their sorting districts take in (NCR, Mumbai's). */
const METRO_CITIES: ReadonlySet<string> = new Set([
  'New Delhi',
  'Gurugram',
  'Noida',
  'Ghaziabad',
  'Faridabad',
  'Mumbai',
  'Thane',
  'Navi Mumbai',
  'Kolkata',
  'Chennai',
  'Bengaluru',
  'Hyderabad',
]);

export interface DeliveryEstimate {
  /** 'Shillong, Meghalaya', or the state(s) of the PIN when its city is not known */
  place: string;
  metro: boolean;
  minDays: number;
  maxDays: number;
  /** the last day of the window, counted in India from `from` */
  by: Date;
}

/** The delivery window for a PIN, from a day (today, or when the order was placed); null for a PIN we cannot find. */
export function deliveryEstimate(pin: string, from: Date): DeliveryEstimate | null {
  const check = checkPin(pin);
  if (!check.ok) return null;
  const city = cityForPin(check.pin);
  const states = check.states.map((s) => s.name).join(' or ');
  const metro = city !== undefined && METRO_CITIES.has(city);
  const window = metro ? DELIVERY_WINDOWS.metro : DELIVERY_WINDOWS.rest;
  return {
    place: city ? `${city}, ${states}` : states,
    metro,
    minDays: window.min,
    maxDays: window.max,
    by: addDaysInIndia(from, window.max),
  };
}

/** 'Delivery to Shillong, Meghalaya in 5–7 days: by 4 Dec 2026' */
export const deliveryText = (e: DeliveryEstimate): string =>
  `Delivery to ${e.place} in ${e.minDays}–${e.maxDays} days: by ${formatDate(e.by)}`;

/** What /shipping says when the PIN is not at hand. */
export const DELIVERY_GENERAL = `Usually ${DELIVERY_WINDOWS.metro.min}–${DELIVERY_WINDOWS.metro.max} days to metro cities, ${DELIVERY_WINDOWS.rest.min}–${DELIVERY_WINDOWS.rest.max} days elsewhere in India`;
