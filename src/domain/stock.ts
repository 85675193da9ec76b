/**
 * Roll stock (decision 026). A roll product's `stock` counts the whole rolls that can still be sold, all of one
 * print batch; null means made to order (every customised product, and rolls printed on demand), where the
 * product's yes/no `inStock` flag alone says whether it is sold. A cart line of a roll product takes `quantity`
 * rolls.
 */

/** At or below this many rolls a product is 'low': staff are warned and shoppers told how many are left. */
export const LOW_STOCK_ROLLS = 5;
/** A checkout holds its rolls this long for the shopper to pay; after that they may be sold to someone else. */
export const STOCK_HOLD_MINUTES = 30;
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
