const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,23,456.00: lakh grouping and two decimals everywhere (docs/store-rules.md#pricing). */
export const formatINR = (rupees: number): string => inr.format(rupees);
/** The same for an amount the code holds in paise (docs/decisions/070-paise-inside-the-server.md). */
export const formatPaise = (paise: number): string => inr.format(paise / 100);

export const STORE_TIME_ZONE = 'Asia/Kolkata';

const dateFmt = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, dateStyle: 'medium' });
const dateTimeFmt = new Intl.DateTimeFormat('en-IN', {
  timeZone: STORE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
export const formatDate = (value: string | Date): string => dateFmt.format(new Date(value));
export const formatDateTime = (value: string | Date): string => dateTimeFmt.format(new Date(value));

/** Order numbers are the last 6 characters of the id, upper-case (docs/store-rules.md#records). */
export const orderNumber = (id: string): string => id.slice(-6).toUpperCase();

/** Calendar days counted in India's time zone (docs/store-rules.md#constants). */
export function addDaysInIndia(from: Date, days: number): Date {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(from);
  const [y, m, d] = parts.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, 6, 30));
}

/** '1 image', '3 images': a count with its noun, singular for one. */
export const countOf = (count: number, noun: string, plural = `${noun}s`): string =>
  `${count} ${count === 1 ? noun : plural}`;

/** 'a office' reads wrong: the article a word takes by its first sound, for the words the store writes. */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
};
/** How a payment method is named to people: the provider's 'upi' is 'UPI', not 'Upi'. */
export const paymentMethodLabel = (method: string): string =>
  PAYMENT_METHOD_LABELS[method.toLowerCase()] ?? method.charAt(0).toUpperCase() + method.slice(1);
