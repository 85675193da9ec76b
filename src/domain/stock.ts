/**
 * Roll stock (decision 026). A roll product's `stock` counts the whole rolls that can still be sold, all of one
 * print batch; null means made to order (every customised product, and rolls printed on demand), where the
 * product's yes/no `inStock` flag alone says whether it is sold. A cart line of a roll product takes `quantity`
 * rolls.
 */

/** At or below this many rolls a product is 'low': staff are warned and shoppers told how many are left. */
export const LOW_STOCK_ROLLS = 5;
/**
 * A checkout holds its rolls this long for the shopper to pay, unless a payment has reached it; after that they
 * may be sold to someone else (decision 044).
 */
export const STOCK_HOLD_MINUTES = 15;
/** What STOCK_HOLD_MAX_ROLLS defaults to: rolls of one product one shopper or address may hold at once (044). */
export const STOCK_HOLD_MAX_ROLLS_DEFAULT = 12;

/**
 * The address a checkout delivers to, reduced so that spacing, case and punctuation do not make it another one:
 * checkouts to one address share one cap on held rolls, whoever opens them (decision 044).
 */
export const holdAddressKey = (to: { address: string; city: string; zip: string } | null | undefined) => {
  if (!to) return null;
  const key = [to.address, to.city, to.zip].map((part) => part.toLowerCase().replace(/[^0-9a-z]/g, ''));
  return key.every((part) => part === '') ? null : key.join('|');
};
export const STOCK_MAX = 100_000;
export const BATCH_MAX = 40;

export const isLowStock = (stock: number | null): stock is number =>
  stock !== null && stock > 0 && stock <= LOW_STOCK_ROLLS;

const rolls = (n: number) => `${n} ${n === 1 ? 'roll' : 'rolls'}`;

export const STOCK_MESSAGES = {
  /** the storefront's badge beside a low count */
  left: (n: number) => `Only ${rolls(n)} left`,
  /** a cart line or checkout asking for more than the shelf holds */
  notEnough: (name: string, n: number) =>
    n === 0 ? `${name} is out of stock.` : `Only ${rolls(n)} of ${name} ${n === 1 ? 'is' : 'are'} in stock.`,
  soldOutMeanwhile: (name: string, n: number) =>
    n === 0
      ? `${name} has just sold out. Please remove it from your cart.`
      : `Only ${rolls(n)} of ${name} ${n === 1 ? 'is' : 'are'} left in stock now. Please lower the quantity in your cart.`,
  /** the storefront's word for a product whose last rolls are held by checkouts not yet paid */
  reserved: 'Reserved: may come back soon',
  holdCap: (name: string, max: number) =>
    `A checkout can hold at most ${rolls(max)} of ${name}. For more, please lower the quantity and contact us.`,
  holdCapAcross: (name: string, max: number, held: number) =>
    `You already hold ${rolls(held)} of ${name} in another checkout, and at most ${rolls(max)} may be held at once. Please finish or leave that checkout first.`,
  madeToOrder: 'Customised products are made to order and have no stock count',
  notCounted: 'This product is made to order: set a stock count on the product before adjusting it',
  belowZero: (n: number) => `Stock cannot go below 0: only ${rolls(n)} are in stock`,
  newBatchWhileStocked: (n: number, batch: string | null) =>
    `${rolls(n)}${batch ? ` of batch ${batch}` : ''} ${n === 1 ? 'is' : 'are'} still in stock. Sell or write ${n === 1 ? 'it' : 'them'} off before starting a new batch, so one order never mixes batches.`,
  awaitingStock: 'Awaiting stock',
  /** the shopper's order page, for a line paid for after its rolls had run out */
  awaitingCustomer:
    'These rolls sold out while your payment was on its way. We will call you to offer rolls of one batch or a refund.',
} as const;
