import { z } from 'zod';
import { CATEGORIES, PRODUCT_KINDS, type Category, type ProductKind } from './constants';
import { formatDate, formatINR } from './format';
import { RupeesSchema } from './money';
import { toPaise, toRupees, type LineKind } from './pricing';
import { requiredLine } from './text';

/**
 * Promotions (docs/decisions/062-promotions.md): what a code or an automatic offer gives, when, to which lines, and
 * how the discount is spread over those lines in whole paise. Pure: the server reads the cart and the limits and
 * hands them in.
 */

export const PROMOTION_MESSAGES = {
  invalid: 'This code is not valid.',
  expired: (date: string) => `This code expired on ${date}.`,
  notStarted: (date: string) => `This code can be used from ${date}.`,
  minimum: (min: number, short: number) =>
    `This code needs an order of at least ${formatINR(min)}: add ${formatINR(short)} more to use it.`,
  notForItems: 'This code does not apply to the items in your cart.',
  firstOrder: 'This code is for a first order only.',
  signIn: 'Please sign in to your account to use this code.',
  alreadyUsed: 'You have already used this code.',
  usedUp: 'This code has been fully used.',
  betterOffer: 'Your cart already has a better offer, which cannot be combined with this code.',
  oneCode: 'Only one discount code can be used on an order.',
  codeTaken: 'A promotion with this code already exists.',
  notFound: 'Promotion not found',
  codeFormat: 'A code is 3 to 30 letters, digits or dashes',
  percentRange: 'Percent off must be a whole number from 1 to 100',
  amountRange: 'The amount must be between ₹1.00 and ₹1,00,000.00',
  endsBeforeStart: 'The end must be after the start',
  buyGet: 'Buy and get must be whole numbers from 1 to 100',
  limitRange: 'A limit must be a whole number of at least 1',
  replaced:
    'This checkout was replaced by a newer one using the same offer. Please pay from the checkout page again.',
  changed:
    'An offer in your cart changed while you were checking out. Please review your order and try again.',
} as const;

/** Typed however the shopper likes: compared in capitals, without spaces. */
export const normaliseCode = (value: string): string => value.trim().toUpperCase().replace(/\s+/g, '');
export const PromotionCodeSchema = z
  .string({ error: PROMOTION_MESSAGES.codeFormat })
  .transform(normaliseCode)
  .pipe(z.string().regex(/^[A-Z0-9-]{3,30}$/, PROMOTION_MESSAGES.codeFormat));

const wholeRupees = z
  .number({ error: PROMOTION_MESSAGES.amountRange })
  .multipleOf(0.01, PROMOTION_MESSAGES.amountRange)
  .min(1, PROMOTION_MESSAGES.amountRange)
  .max(100_000, PROMOTION_MESSAGES.amountRange);
const limit = z
  .number({ error: PROMOTION_MESSAGES.limitRange })
  .int(PROMOTION_MESSAGES.limitRange)
  .min(1, PROMOTION_MESSAGES.limitRange)
  .max(1_000_000, PROMOTION_MESSAGES.limitRange);
const count = z
  .number({ error: PROMOTION_MESSAGES.buyGet })
  .int(PROMOTION_MESSAGES.buyGet)
  .min(1, PROMOTION_MESSAGES.buyGet)
  .max(100, PROMOTION_MESSAGES.buyGet);

export const BenefitSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('percent'),
      percent: z
        .number({ error: PROMOTION_MESSAGES.percentRange })
        .int(PROMOTION_MESSAGES.percentRange)
        .min(1, PROMOTION_MESSAGES.percentRange)
        .max(100, PROMOTION_MESSAGES.percentRange),
    }),
    z.object({ type: z.literal('amount'), amount: wholeRupees }),
    z.object({ type: z.literal('free_shipping') }),
    /** for every `buy` + `get` units of one design, the `get` cheapest are free */
    z.object({ type: z.literal('buy_x_get_y'), buy: count, get: count }),
  ],
  { error: "type must be 'percent', 'amount', 'free_shipping' or 'buy_x_get_y'" },
);
export type Benefit = z.infer<typeof BenefitSchema>;

/** Which lines a benefit applies to: the whole order, or the lines matching any of the lists given. */
export const TargetSchema = z.discriminatedUnion(
  'scope',
  [
    z.object({ scope: z.literal('order') }),
    z.object({
      scope: z.literal('lines'),
      categories: z.array(z.enum(CATEGORIES)).max(20).default([]),
      kinds: z.array(z.enum(PRODUCT_KINDS)).max(2).default([]),
      productIds: z.array(z.string().max(100)).max(200).default([]),
    }),
  ],
  { error: "scope must be 'order' or 'lines'" },
);
export type Target = z.infer<typeof TargetSchema>;

/** A date and time in India as a form's datetime-local gives it ('2026-10-20T00:00'). */
const IST_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const istToDate = (local: string): Date => new Date(`${local}:00+05:30`);
const IstDateTimeSchema = z
  .string()
  .regex(IST_LOCAL, 'Dates are YYYY-MM-DDTHH:mm, India time')
  .refine((v) => !Number.isNaN(istToDate(v).getTime()), 'Dates are YYYY-MM-DDTHH:mm, India time');

export const PromotionInputSchema = z
  .object({
    name: requiredLine('Name', 120),
    /** null for an automatic promotion, which applies by itself when its conditions hold */
    code: PromotionCodeSchema.nullable().default(null),
    benefit: BenefitSchema,
    target: TargetSchema.default({ scope: 'order' }),
    minSubtotal: wholeRupees.nullable().default(null),
    startsAt: IstDateTimeSchema.nullable().default(null),
    endsAt: IstDateTimeSchema.nullable().default(null),
    firstOrderOnly: z.boolean().default(false),
    signedInOnly: z.boolean().default(false),
    totalUses: limit.nullable().default(null),
    usesPerCustomer: limit.nullable().default(null),
    budget: wholeRupees.nullable().default(null),
    combines: z.boolean().default(false),
  })
  .refine((p) => !p.startsAt || !p.endsAt || istToDate(p.endsAt) > istToDate(p.startsAt), {
    message: PROMOTION_MESSAGES.endsBeforeStart,
    path: ['endsAt'],
  });
export type PromotionInput = z.infer<typeof PromotionInputSchema>;
export type PromotionInputBody = z.input<typeof PromotionInputSchema>;

export const PromotionStatusSchema = z.object({
  paused: z.boolean({ error: 'paused must be true or false' }),
});

/** A promotion as evaluation needs it: money in paise, times as instants. */
export interface PromotionRule {
  id: string;
  name: string;
  code: string | null;
  benefit: Benefit;
  target: Target;
  minSubtotalPaise: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  firstOrderOnly: boolean;
  signedInOnly: boolean;
  combines: boolean;
}

/** One cart line as promotions see it. */
export interface PromoLine {
  productId: string | null;
  category: Category | string;
  productKind: ProductKind;
  kind?: LineKind;
  quantity: number;
  /** one piece's goods, installation excluded: what a free unit takes off */
  unitAmountPaise: number;
  lineTotalPaise: number;
}

export interface PromoCart {
  lines: readonly PromoLine[];
  /** shipping before any offer */
  shippingPaise: number;
}

export interface PromoContext {
  now: Date;
  signedIn: boolean;
  firstOrder: boolean;
}

export type Refusal = 'expired' | 'notStarted' | 'minimum' | 'notForItems' | 'firstOrder' | 'signIn';

export interface Discount {
  promotionId: string;
  name: string;
  code: string | null;
  /** per cart line, in its order */
  linesPaise: number[];
  shippingPaise: number;
  totalPaise: number;
}

const subtotalOf = (cart: PromoCart) => cart.lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);

/** Samples carry their own credit (decision 027), so offers apply to the designs themselves. */
function matches(target: Target, line: PromoLine): boolean {
  if (line.kind === 'sample') return false;
  if (target.scope === 'order') return true;
  return (
    (line.productId !== null && target.productIds.includes(line.productId)) ||
    target.categories.some((c) => c === line.category) ||
    target.kinds.includes(line.productKind)
  );
}

/** Why a promotion does not apply to this cart now, or null when it does (limits are the server's to check). */
export function refusalOf(rule: PromotionRule, cart: PromoCart, ctx: PromoContext): Refusal | null {
  if (rule.startsAt && ctx.now < rule.startsAt) return 'notStarted';
  if (rule.endsAt && ctx.now >= rule.endsAt) return 'expired';
  if (rule.signedInOnly && !ctx.signedIn) return 'signIn';
  if (rule.firstOrderOnly && !ctx.firstOrder) return 'firstOrder';
  if (!cart.lines.some((l) => matches(rule.target, l))) return 'notForItems';
  if (rule.minSubtotalPaise !== null && subtotalOf(cart) < rule.minSubtotalPaise) return 'minimum';
  return null;
}

/** The shopper's words for a refusal. */
export function refusalMessage(refusal: Refusal, rule: PromotionRule, cart: PromoCart): string {
  switch (refusal) {
    case 'expired':
      return PROMOTION_MESSAGES.expired(formatDate(rule.endsAt ?? new Date()));
    case 'notStarted':
      return PROMOTION_MESSAGES.notStarted(formatDate(rule.startsAt ?? new Date()));
    case 'minimum': {
      const min = rule.minSubtotalPaise ?? 0;
      return PROMOTION_MESSAGES.minimum(toRupees(min), toRupees(min - subtotalOf(cart)));
    }
    case 'notForItems':
      return PROMOTION_MESSAGES.notForItems;
    case 'firstOrder':
      return PROMOTION_MESSAGES.firstOrder;
    case 'signIn':
      return PROMOTION_MESSAGES.signIn;
  }
}

/**
 * `total` paise shared over `weights` in proportion, in whole paise adding up to `total` exactly: each takes the
 * floor of its share, and the paise left go one each to the largest remainders (ties to the earlier line). No
 * share exceeds its weight when `total` does not exceed their sum.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const raw = weights.map((w) => (total * w) / sum);
  const shares = raw.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => ({ i, rest: r - Math.floor(r) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * What one promotion takes off, line by line, given what is still left to pay on each line (`remaining`, after
 * offers applied before it) and of shipping. Never more than what is left, so nothing goes below zero.
 */
function apply(
  rule: PromotionRule,
  cart: PromoCart,
  remaining: readonly number[],
  shippingLeft: number,
): Discount {
  const eligible = cart.lines.map((l, i) => (matches(rule.target, l) ? (remaining[i] ?? 0) : 0));
  const eligibleSum = eligible.reduce((a, b) => a + b, 0);
  let linesPaise = cart.lines.map(() => 0);
  let shippingPaise = 0;
  const { benefit } = rule;
  if (benefit.type === 'percent') {
    linesPaise = allocate(Math.round((eligibleSum * benefit.percent) / 100), eligible);
  } else if (benefit.type === 'amount') {
    linesPaise = allocate(Math.min(toPaise(benefit.amount), eligibleSum), eligible);
  } else if (benefit.type === 'free_shipping') {
    shippingPaise = shippingLeft;
  } else {
    linesPaise = buyXGetY(benefit, cart, eligible);
  }
  const totalPaise = linesPaise.reduce((a, b) => a + b, 0) + shippingPaise;
  return { promotionId: rule.id, name: rule.name, code: rule.code, linesPaise, shippingPaise, totalPaise };
}

/**
 * For each design, every `buy + get` units make the `get` cheapest of them free (a free unit is its goods price;
 * installation is still paid), taken from the cheapest lines first and never more than a line has left.
 */
function buyXGetY(
  benefit: Extract<Benefit, { type: 'buy_x_get_y' }>,
  cart: PromoCart,
  eligible: readonly number[],
): number[] {
  const off = cart.lines.map(() => 0);
  const byDesign = new Map<string, number[]>();
  cart.lines.forEach((l, i) => {
    if ((eligible[i] ?? 0) <= 0 || !l.productId) return;
    byDesign.set(l.productId, [...(byDesign.get(l.productId) ?? []), i]);
  });
  for (const indexes of byDesign.values()) {
    const units = indexes.reduce((sum, i) => sum + (cart.lines[i]?.quantity ?? 0), 0);
    let free = Math.floor(units / (benefit.buy + benefit.get)) * benefit.get;
    const cheapestFirst = [...indexes].sort(
      (a, b) => (cart.lines[a]?.unitAmountPaise ?? 0) - (cart.lines[b]?.unitAmountPaise ?? 0) || a - b,
    );
    for (const i of cheapestFirst) {
      const line = cart.lines[i];
      if (!line || free <= 0) break;
      const n = Math.min(free, line.quantity);
      off[i] = Math.min(eligible[i] ?? 0, n * line.unitAmountPaise);
      free -= n;
    }
  }
  return off;
}

/** Percent and buy-get read what is left, so they go first and a fixed amount takes off the rest. */
const ORDER: Record<Benefit['type'], number> = { buy_x_get_y: 0, percent: 1, amount: 2, free_shipping: 3 };

/** The promotions applied in turn, each on what the ones before it left. */
function stack(rules: readonly PromotionRule[], cart: PromoCart): Discount[] {
  const remaining = cart.lines.map((l) => l.lineTotalPaise);
  let shippingLeft = cart.shippingPaise;
  return [...rules]
    .sort((a, b) => ORDER[a.benefit.type] - ORDER[b.benefit.type] || a.id.localeCompare(b.id))
    .map((rule) => {
      const d = apply(rule, cart, remaining, shippingLeft);
      d.linesPaise.forEach((p, i) => (remaining[i] = (remaining[i] ?? 0) - p));
      shippingLeft -= d.shippingPaise;
      return d;
    })
    .filter((d) => d.totalPaise > 0);
}

export interface BestOffer {
  applied: Discount[];
  /** per cart line, all offers together */
  linesPaise: number[];
  shippingPaise: number;
  totalPaise: number;
}

/**
 * The best the rules allow (docs/decisions/062-promotions.md): among the promotions that apply (at most one code),
 * either one alone, or every one that combines together; whichever takes off most. Ties go to fewer offers.
 */
export function bestOffer(rules: readonly PromotionRule[], cart: PromoCart): BestOffer {
  const combining = rules.filter((r) => r.combines);
  const options = [...rules.map((r) => [r]), ...(combining.length > 1 ? [combining] : [])];
  let best: Discount[] = [];
  let bestTotal = 0;
  for (const option of options) {
    const applied = stack(option, cart);
    const total = applied.reduce((sum, d) => sum + d.totalPaise, 0);
    if (total > bestTotal) {
      best = applied;
      bestTotal = total;
    }
  }
  const linesPaise = cart.lines.map((_, i) => best.reduce((sum, d) => sum + (d.linesPaise[i] ?? 0), 0));
  const shippingPaise = best.reduce((sum, d) => sum + d.shippingPaise, 0);
  return { applied: best, linesPaise, shippingPaise, totalPaise: bestTotal };
}

/** One saving as the cart, checkout, order pages, e-mails and invoices show it, in rupees. */
export const SavingSchema = z.object({
  promotionId: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  amount: RupeesSchema,
  /** part of `amount` that came off shipping */
  shipping: RupeesSchema,
});
export type Saving = z.infer<typeof SavingSchema>;

export const toSaving = (d: Discount): Saving => ({
  promotionId: d.promotionId,
  name: d.name,
  code: d.code,
  amount: toRupees(d.totalPaise),
  shipping: toRupees(d.shippingPaise),
});

/** The automatic offers the cart gets without a code. */
export const OffersSchema = z.object({ savings: z.array(SavingSchema) });

export const CodeCheckSchema = z.object({
  code: z
    .string({ error: PROMOTION_MESSAGES.invalid })
    .trim()
    .min(1, 'Enter a code')
    .max(60, PROMOTION_MESSAGES.invalid),
});

/** What `POST /api/checkout/code` answers: what this code would do to the cart now. */
export const CodeAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('promotion'),
    code: z.string(),
    /** every saving the cart would get with this code, the code's own among them */
    savings: z.array(SavingSchema),
    discount: RupeesSchema,
    message: z.string(),
  }),
  z.object({
    kind: z.literal('sample'),
    code: z.string(),
    productId: z.string(),
    productName: z.string(),
    amount: RupeesSchema,
    message: z.string(),
  }),
  /** a gift card pays, it does not discount (docs/decisions/063-gift-cards.md): what it holds and would pay now */
  z.object({
    kind: z.literal('gift_card'),
    code: z.string(),
    last4: z.string(),
    balance: RupeesSchema,
    pays: RupeesSchema,
    expiresAt: z.string(),
    message: z.string(),
  }),
]);
export type CodeAnswer = z.infer<typeof CodeAnswerSchema>;

export const PromotionSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  benefit: BenefitSchema,
  target: TargetSchema,
  minSubtotal: RupeesSchema.nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  firstOrderOnly: z.boolean(),
  signedInOnly: z.boolean(),
  totalUses: z.number().nullable(),
  usesPerCustomer: z.number().nullable(),
  budget: RupeesSchema.nullable(),
  combines: z.boolean(),
  paused: z.boolean(),
  /** orders placed with it, what they came to, what it took off, and how many were a customer's first */
  figures: z.object({
    uses: z.number(),
    orders: z.number(),
    revenue: RupeesSchema,
    discount: RupeesSchema,
    newCustomers: z.number(),
  }),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
