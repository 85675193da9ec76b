import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { CART_TOTAL_TOO_LARGE } from '../../../domain/cart';
import {
  SANDBOX_CARDS,
  SANDBOX_UPI_IDS,
  checkoutTax,
  type CheckoutRecord,
  type CheckoutTax,
  type GstSetting,
  type CreatePaymentOrder,
  type PaymentOrder,
  type PaymentResult,
  type SandboxAuthorize,
  type SandboxOutcome,
  type ShippingInfo,
  type WebhookAck,
} from '../../../domain/checkout';
import { ORDER_TOTAL_MAX_PAISE } from '../../../domain/constants';
import { gstSplit } from '../../../domain/gst';
import { checkoutSummary, onlySamples, shippingPaiseFor, toRupees } from '../../../domain/pricing';
import { MissingGstRate } from '../../../domain/tax';
import { loadTaxCodes } from '../tax/service';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { payments, users } from '../../db/schema';
import { holdAddressKey, STOCK_HOLD_MINUTES, STOCK_MESSAGES } from '../../../domain/stock';
import { AppError, Conflict, Invalid, NotFound, Unauthorized } from '../../errors';
import { assertSampleLimit, loadCartLines, type PricedCartLine } from '../cart/service';
import {
  checkSampleCredit,
  claimSampleCredit,
  holdsSampleCredit,
  type CheckedCredit,
} from '../samples/service';
import { completeGiftCardPurchase } from './gift-card-purchase';
import { completeVisitPayment } from './measure-visit-payment';
import { completePayment, paymentMismatch, type OrderLogger, type PaymentRow } from './place-order';
import { endHold, returnStock, stockOf, takeStock } from '../products/stock';
import type { PaymentProvider, ProviderPayment } from '../payment/providers/types';
import { hmacHex, signatureMatches } from '../../hmac';
import { paymentSignature, randomBase62 } from '../payment/signature';
import { creditBalance, holdsCredit, releaseCredit, spendCredit } from '../credit/service';
import {
  PROMOTION_MESSAGES,
  toSaving,
  type BestOffer,
  type CodeAnswer,
  type Saving,
} from '../../../domain/promotion';
import { formatINR } from '../../../domain/format';
import { claimPromotions, holdsPromotions, releasePromotions, type Buyer } from '../promotions/service';
import { cartOffer, discountOptions, discountRecord, splitCodes } from './offer';
import { CREDIT_MESSAGES } from '../../../domain/credit';
import { codAdvancePaise } from '../../../domain/cod';
import { bareGiftCardCode, formatGiftCardCode, GIFT_CARD_MESSAGES } from '../../../domain/gift-card';
import {
  holdsGiftCards,
  planGiftCards,
  releaseGiftCards,
  spendGiftCards,
  usableCard,
} from '../gift-cards/service';

export const PAYMENT_ERRORS = {
  cartEmpty: 'Your cart is empty',
  amountMismatch: 'The amount does not match your cart. Please refresh and try again.',
  outOfStock: (name: string) => `${name} is out of stock. Please remove it from your cart.`,
  paymentOrderNotFound: 'Payment order not found',
  alreadyPaid: 'This order has already been paid.',
  cardDeclined: 'Your card was declined.',
  upiFailed: 'The UPI payment failed.',
  simulatedFailure: 'The payment failed (simulated).',
  notATestCard: `Use a sandbox test card, such as ${SANDBOX_CARDS[0].number}.`,
  notATestVpa: `Use a sandbox UPI ID: ${SANDBOX_UPI_IDS.map((u) => u.vpa).join(' or ')}.`,
  invalidWebhookSignature: 'Invalid webhook signature',
  invalidWebhookPayload: 'Invalid webhook payload',
  noGstRate: (code: string) =>
    `This order cannot be taxed yet: no GST rate is set for HSN/SAC ${code}. Please contact us to order it.`,
  replaced:
    'This checkout was replaced by a newer one using the same sample credit code. Please pay from the checkout page again.',
} as const;

/**
 * The cart as charged: each line priced now, with the product as it is named and pictured now, its tax worked
 * out line by line (docs/decisions/057-gst-by-tax-class.md), and the tax split as the checkout summary showed it
 * for the delivery state given.
 */
/** The tax rates, the store's codes and its state: what checkoutRecord taxes a cart by. */
export const gstSetting = async (db: Db, config: Pick<Config, 'gstRates' | 'storeState'>) => ({
  rates: config.gstRates,
  codes: await loadTaxCodes(db),
  storeState: config.storeState,
});

export function checkoutRecord(
  lines: readonly PricedCartLine[],
  gst: GstSetting & { storeState: string },
  deliveryState: string | undefined,
  credit: CheckedCredit | null,
  offer: BestOffer | null = null,
  /** cash on delivery: its fee is one more fee, taxed as shipping is (docs/decisions/056-cash-on-delivery.md) */
  cod: { feePaise: number; advancePercent: number; confirmHours: number } | null = null,
): CheckoutRecord {
  const samplesOnly = onlySamples(lines.map((l) => l.line));
  const linesPaise = lines.map((l) => l.price.amountPaise);
  const subtotalPaise = linesPaise.reduce((sum, paise) => sum + paise, 0);
  const discounts = discountOptions(offer);
  let tax: CheckoutTax;
  try {
    tax = checkoutTax(
      lines.map(({ line, product, price }, i) => ({
        kind: line.kind,
        product,
        goodsPaise: price.goodsPaise,
        installationPaise: price.installationPaise,
        discountPaise: offer?.linesPaise[i] ?? 0,
      })),
      credit ?? undefined,
      [
        Math.max(0, shippingPaiseFor(subtotalPaise, samplesOnly) - discounts.shippingDiscountPaise),
        ...(cod ? [cod.feePaise] : []),
      ],
      gst,
    );
  } catch (error) {
    if (error instanceof MissingGstRate) throw new Conflict(PAYMENT_ERRORS.noGstRate(error.code));
    throw error;
  }
  const summary = checkoutSummary(linesPaise, {
    samplesOnly,
    creditPaise: credit?.amountPaise ?? 0,
    taxPaise: tax.taxPaise,
    ...discounts,
  });
  const { taxPaise } = summary;
  const [shippingTax, codFeeTax] = tax.fees;
  const codFeePaise = cod?.feePaise ?? 0;
  const record: CheckoutRecord = {
    lines: lines.map(({ line, product, price }, i) => ({
      cartLineId: line.id,
      kind: line.kind,
      product: { id: product.id, name: product.name, image: product.images[0] ?? null, kind: product.kind },
      selectedColor: line.selectedColor,
      selectedMaterial: line.selectedMaterial,
      // A roll line keeps the wall it papers: installers need it, and installation was charged on it
      // (decisions/014).
      widthIn: line.widthIn,
      heightIn: line.heightIn,
      walls: line.walls,
      crop: line.crop,
      installation: line.installation,
      quantity: line.quantity,
      unitRatePaise: price.ratePaise,
      unitAmountPaise: price.unitPaise,
      lineTotalPaise: price.amountPaise,
      ...(tax.lines[i] ? { tax: tax.lines[i] } : {}),
      ...(offer?.totalPaise ? { discountPaise: offer.linesPaise[i] ?? 0 } : {}),
    })),
    ...discountRecord(offer),
    subtotalPaise: summary.subtotalPaise,
    shippingPaise: summary.shippingPaise,
    taxPaise,
    totalPaise: summary.totalPaise + codFeePaise,
    ...(credit
      ? { credit: { code: credit.code, productId: credit.productId, amountPaise: summary.creditPaise } }
      : {}),
    gst: { storeState: gst.storeState, split: gstSplit(taxPaise, deliveryState, gst.storeState) },
    ...(shippingTax ? { shippingTax: { rateBp: shippingTax.rateBp, taxPaise: shippingTax.taxPaise } } : {}),
  };
  if (!cod) return record;
  const advancePaise = codAdvancePaise(record.lines, cod.advancePercent);
  return {
    ...record,
    cod: {
      feePaise: codFeePaise,
      feeTaxPaise: codFeeTax?.taxPaise ?? 0,
      feeRateBp: codFeeTax?.rateBp ?? 0,
      advancePaise,
      collectPaise: record.totalPaise - advancePaise,
      confirmHours: cod.confirmHours,
    },
  };
}

/**
 * The counted roll products of a cart, each with the rolls all its lines ask for together, in product id order:
 * concurrent checkouts then lock products in one order and cannot deadlock each other.
 */
export function countedRolls(lines: readonly PricedCartLine[]) {
  const byProduct = new Map<string, { product: PricedCartLine['product']; quantity: number }>();
  for (const { product, line } of lines) {
    if (product.stock === null || line.kind === 'sample') continue;
    const entry = byProduct.get(product.id) ?? { product, quantity: 0 };
    entry.quantity += line.quantity;
    byProduct.set(product.id, entry);
  }
  return [...byProduct.values()].sort((a, b) => a.product.id.localeCompare(b.product.id));
}

/** What completing a paid checkout needs: its provider, its mail and the order's documents. */
export type CompletionConfig = Pick<
  Config,
  | 'smtpUrl'
  | 'mailFrom'
  | 'storeName'
  | 'publicUrl'
  | 'orderLinkSecret'
  | 'invoice'
  | 'payment'
  | 'giftCardValidDays'
>;

/**
 * No shopper, guest session or delivery address holds more than `max` rolls of a product across its open
 * checkouts (decision 044), so one unpaid checkout cannot take a product off sale. Checkouts of one holder take
 * turns on transaction-scoped advisory locks (keys in one order, so two cannot deadlock), and each then counts
 * the holds committed before it.
 */
export async function assertHoldCap(
  tx: Db,
  wanted: ReturnType<typeof countedRolls>,
  holder: { userId: string; address: string | null },
  max: number,
) {
  if (!wanted.length) return;
  for (const { product, quantity } of wanted)
    if (quantity > max) throw new Invalid(STOCK_MESSAGES.holdCap(product.name, max));
  const keys = [`hold:user:${holder.userId}`, ...(holder.address ? [`hold:address:${holder.address}`] : [])];
  for (const key of keys.sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const open = await tx
    .select({ userId: payments.userId, checkout: payments.checkout, shippingInfo: payments.shippingInfo })
    .from(payments)
    .where(and(eq(payments.stockHeld, true), isNull(payments.orderId)));
  const mine = open.filter(
    (p) =>
      p.userId === holder.userId ||
      (holder.address !== null && holdAddressKey(p.shippingInfo) === holder.address),
  );
  for (const { product, quantity } of wanted) {
    const held = mine
      .flatMap((p) => p.checkout.lines)
      .filter((l) => l.fromStock && l.product.id === product.id)
      .reduce((sum, l) => sum + l.quantity, 0);
    if (held + quantity > max) throw new Conflict(STOCK_MESSAGES.holdCapAcross(product.name, max, held));
  }
}

/**
 * Takes the cart's counted rolls out of stock for this checkout, each product's all from the batch on the
 * shelf, or refuses the checkout (409) naming what is short: of twenty shoppers paying for the last three rolls
 * at once, three get them and the rest are told before they pay (decision 026). Returns each product's batch.
 */
export async function holdStock(tx: Db, lines: readonly PricedCartLine[]) {
  const held = new Map<string, { batch: string | null }>();
  for (const { product, quantity } of countedRolls(lines)) {
    const taken = await takeStock(tx, product.id, quantity, undefined, true);
    if (!taken) {
      throw new Conflict(STOCK_MESSAGES.soldOutMeanwhile(product.name, (await stockOf(tx, product.id)) ?? 0));
    }
    held.set(product.id, taken);
  }
  return held;
}

/**
 * A checkout's rolls held for its shopper and delivery address (their cap, then the shelf), and its record with
 * the batch each line takes them from: what create-order and both cash checkouts store on the payments row.
 */
export async function holdCheckout(
  tx: Db,
  lines: readonly PricedCartLine[],
  record: CheckoutRecord,
  holder: { userId: string; shippingInfo: ShippingInfo | undefined },
  maxRolls: number,
): Promise<{ checkout: CheckoutRecord; stockHeld: boolean }> {
  await assertHoldCap(
    tx,
    countedRolls(lines),
    { userId: holder.userId, address: holdAddressKey(holder.shippingInfo) },
    maxRolls,
  );
  const held = await holdStock(tx, lines);
  return {
    checkout: {
      ...record,
      lines: record.lines.map((line) => ({
        ...line,
        // A sample is an A4 swatch, not a roll from the shelf.
        fromStock: line.kind === 'sample' ? null : (held.get(line.product.id ?? '') ?? null),
      })),
    },
    stockHeld: held.size > 0,
  };
}

/**
 * Puts back the rolls of checkouts that were never paid: any held longer than STOCK_HOLD_MINUTES that no
 * payment has reached (decision 044), and this shopper's own earlier checkouts not yet paid (a new checkout
 * replaces them). The conditional UPDATE lets exactly one caller return a hold, and a payment that lands
 * afterwards takes its rolls again when its order is recorded. Without a shopper (the scheduled sweep), only
 * lapsed holds.
 */
export async function releaseHeldStock(tx: Db, userId: string | null): Promise<number> {
  const released = await tx
    .update(payments)
    .set({ stockHeld: false })
    .where(
      and(
        eq(payments.stockHeld, true),
        isNull(payments.orderId),
        isNull(payments.paymentId),
        or(
          lt(payments.createdAt, sql`now() - make_interval(mins => ${STOCK_HOLD_MINUTES})`),
          userId ? eq(payments.userId, userId) : undefined,
        ),
      ),
    )
    .returning({ checkout: payments.checkout });
  for (const { checkout } of released) {
    for (const line of checkout.lines) {
      if (!line.fromStock || !line.product.id) continue;
      await endHold(tx, line.product.id, line.quantity);
      await returnStock(tx, line.product.id, line.quantity, line.fromStock.batch);
    }
  }
  return released.length;
}

/**
 * POST /api/payment/create-order: the amount comes from the caller's server cart, never from the body; a body
 * amount that disagrees means the page showed a stale total, so the shopper is asked to refresh instead of
 * being charged a figure they did not see. The priced lines are recorded with the provider order, and the order
 * is made from that record: a price changed before the payment lands does not change what the order says was
 * paid.
 */
export async function createPaymentOrder(
  db: Db,
  config: CompletionConfig & Pick<Config, 'storeState' | 'stockHoldMaxRolls' | 'gstRates'>,
  provider: PaymentProvider,
  userId: string,
  body: CreatePaymentOrder,
  /** told after rolls were held or handed back, so pages showing 'Only N rolls left' are answered afresh */
  stockChanged: () => Promise<void> = async () => {},
  log: OrderLogger = console,
): Promise<PaymentOrder> {
  // Before looking at stock or credit, so a shopper starting checkout again is not refused the rolls or the
  // credit of their own last try.
  const released = await db.transaction(async (tx) => {
    await releaseCredit(tx, userId);
    await releaseGiftCards(tx, userId);
    await releasePromotions(tx, userId);
    return releaseHeldStock(tx, userId);
  });
  if (released > 0) await stockChanged();
  const lines = await loadCartLines(db, userId);
  if (!lines.length) throw new Invalid(PAYMENT_ERRORS.cartEmpty);
  // Counted rolls are checked by their count below.
  const soldOut = lines.find((l) => l.product.stock === null && !l.product.inStock);
  if (soldOut) throw new Invalid(PAYMENT_ERRORS.outOfStock(soldOut.product.name));
  assertSampleLimit(lines);
  // A first look, so a cart that cannot be filled opens no provider order; holdStock below is what decides.
  for (const { product, quantity } of countedRolls(lines)) {
    if (product.stock !== null && quantity > product.stock)
      throw new Conflict(STOCK_MESSAGES.soldOutMeanwhile(product.name, product.stock));
  }
  const { sampleCode: typedSample, promotionCode, giftCardCodes } = splitCodes(body.codes);
  const sampleCode = body.sampleCode ?? typedSample;
  const credit = sampleCode ? await checkSampleCredit(db, userId, sampleCode, lines) : null;
  const gst = await gstSetting(db, config);
  const base = checkoutRecord(lines, gst, body.shippingInfo?.state, credit);
  const buyer = await buyerOf(db, userId, body.shippingInfo);
  const { best } = await cartOffer(db, buyer, lines, base, promotionCode);
  const record = best.totalPaise ? checkoutRecord(lines, gst, body.shippingInfo?.state, credit, best) : base;
  const priced = body.business ? { ...record, buyer: body.business } : record;
  // Prices may have risen since the lines went in, so the cart's own ceiling is checked again here.
  if (priced.totalPaise > ORDER_TOTAL_MAX_PAISE) throw new Invalid(CART_TOTAL_TOO_LARGE);
  // Gift cards and store credit are means of payment, not discounts: the invoice keeps its total and tax, and the
  // provider is asked only for what they do not cover (docs/decisions/061-one-store-credit-ledger.md). Cards pay
  // first, in the order typed, then credit (docs/decisions/063-gift-cards.md).
  const giftCards = await planGiftCards(db, giftCardCodes, priced.totalPaise);
  const giftCardPaise = giftCards.reduce((sum, g) => sum + g.amountPaise, 0);
  const storeCreditPaise = body.useCredit
    ? Math.min(priced.totalPaise - giftCardPaise, Math.max(0, await creditBalance(db, userId)))
    : 0;
  const checkout: CheckoutRecord = {
    ...priced,
    ...(storeCreditPaise ? { storeCreditPaise } : {}),
    ...(giftCards.length ? { giftCards } : {}),
  };
  const chargedPaise = checkout.totalPaise - storeCreditPaise - giftCardPaise;
  if (body.amount !== undefined && body.amount !== chargedPaise)
    throw new Invalid(PAYMENT_ERRORS.amountMismatch);

  const id = uuidv7();
  // The payments row's id doubles as the provider's receipt, so either side can find the other. Credit that
  // pays everything needs no provider at all.
  const order =
    chargedPaise === 0
      ? { id: `credit_${id}`, amount: 0 }
      : await provider.createOrder({ amountPaise: chargedPaise, receipt: id });
  // Recorded, the rolls held and the code claimed together: a code another checkout holds leaves no payment
  // behind.
  const stockHeld = await db.transaction(async (tx) => {
    const held = await holdCheckout(
      tx,
      lines,
      checkout,
      { userId, shippingInfo: body.shippingInfo },
      config.stockHoldMaxRolls,
    );
    await tx.insert(payments).values({
      id,
      userId,
      provider: chargedPaise === 0 ? 'credit' : provider.name,
      providerOrderId: order.id,
      // Paid already when credit covers it all, so no release can take the credit back before its order is made.
      paymentId: chargedPaise === 0 ? order.id : null,
      amountPaise: order.amount,
      currency: 'INR',
      status: 'created',
      checkout: held.checkout,
      shippingInfo: body.shippingInfo ?? null,
      stockHeld: held.stockHeld,
    });
    if (credit) await claimSampleCredit(tx, credit, { id, userId });
    await claimPromotions(tx, checkout.discounts ?? [], { id }, buyer);
    await spendCredit(tx, { id, userId }, storeCreditPaise);
    await spendGiftCards(tx, { id, userId }, giftCards);
    return held.stockHeld;
  });
  if (stockHeld) await stockChanged();
  const answer: PaymentOrder = {
    amount: order.amount,
    currency: 'INR',
    orderId: order.id,
    keyId: config.payment.keyId,
  };
  if (chargedPaise > 0) return answer;
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw new Error('the payment just recorded is missing');
  const { orderId } = await completeFromProvider(
    db,
    config,
    payment,
    {
      id: order.id,
      orderId: order.id,
      amountPaise: 0,
      currency: 'INR',
      status: 'captured',
      method: storeCreditPaise ? 'store_credit' : 'gift_card',
      cardBrand: null,
      cardLast4: null,
    },
    log,
  );
  return { ...answer, placedOrderId: orderId };
}

/**
 * POST /api/checkout/code: what a code typed in the one 'Discount code or gift card' field would do to this cart
 * now, or a 400 in the shopper's words. create-order checks it all again.
 */
export async function checkCode(
  db: Db,
  config: Pick<Config, 'storeState' | 'gstRates'>,
  userId: string,
  code: string,
): Promise<CodeAnswer> {
  const lines = await loadCartLines(db, userId);
  if (!lines.length) throw new Invalid(PAYMENT_ERRORS.cartEmpty);
  const { sampleCode, promotionCode, giftCardCodes } = splitCodes([code]);
  if (giftCardCodes.length) {
    const card = await usableCard(db, code);
    const base = checkoutRecord(lines, await gstSetting(db, config), undefined, null);
    const { best } = await cartOffer(db, await buyerOf(db, userId, undefined), lines, base, null);
    const total = best.totalPaise
      ? checkoutRecord(lines, await gstSetting(db, config), undefined, null, best).totalPaise
      : base.totalPaise;
    const pays = Math.min(card.balancePaise, total);
    return {
      kind: 'gift_card',
      // The shopper typed it, so it is answered back whole: create-order needs it again.
      code: formatGiftCardCode(bareGiftCardCode(code)),
      last4: card.last4 ?? '',
      balance: toRupees(card.balancePaise),
      pays: toRupees(pays),
      expiresAt: card.expiresAt.toISOString(),
      message: `Gift card ending ${card.last4 ?? ''} pays ${formatINR(toRupees(pays))} (balance ${formatINR(toRupees(card.balancePaise))})`,
    };
  }
  if (sampleCode) {
    const credit = await checkSampleCredit(db, userId, sampleCode, lines);
    return {
      kind: 'sample',
      code: credit.code,
      productId: credit.productId,
      productName: credit.productName,
      amount: toRupees(credit.amountPaise),
      message: `${formatINR(toRupees(credit.amountPaise))} off ${credit.productName}`,
    };
  }
  const base = checkoutRecord(lines, await gstSetting(db, config), undefined, null);
  const { best, coded } = await cartOffer(
    db,
    await buyerOf(db, userId, undefined),
    lines,
    base,
    promotionCode,
  );
  const own = best.applied.find((d) => d.promotionId === coded?.id);
  if (!coded || !own) throw new Invalid(PROMOTION_MESSAGES.invalid);
  return {
    kind: 'promotion',
    code: coded.code ?? '',
    savings: best.applied.map(toSaving),
    discount: toRupees(own.totalPaise),
    message: `${coded.name}: ${formatINR(toRupees(own.totalPaise))} off`,
  };
}

/** GET /api/checkout/offers: the automatic promotions this cart gets with no code, each its own saving. */
export async function cartOffers(
  db: Db,
  config: Pick<Config, 'storeState' | 'gstRates'>,
  userId: string,
): Promise<Saving[]> {
  const lines = await loadCartLines(db, userId);
  if (!lines.length) return [];
  const base = checkoutRecord(lines, await gstSetting(db, config), undefined, null);
  const { best } = await cartOffer(db, await buyerOf(db, userId, undefined), lines, base, null);
  return best.applied.map(toSaving);
}

/** 402 for a refused payment, as opposed to 400 for a form that was filled in wrongly. */
const declined = (message: string) => new AppError(402, message);

function sandboxOutcome(body: SandboxAuthorize): { outcome: SandboxOutcome; brand: string | null } {
  if (body.method === 'card') {
    const card = SANDBOX_CARDS.find((c) => c.number.replaceAll(' ', '') === body.card.number);
    if (!card) throw new Invalid(PAYMENT_ERRORS.notATestCard);
    return { outcome: card.outcome, brand: card.brand };
  }
  const upi = SANDBOX_UPI_IDS.find((u) => u.vpa === body.upi.vpa.toLowerCase());
  if (!upi) throw new Invalid(PAYMENT_ERRORS.notATestVpa);
  return { outcome: upi.outcome, brand: null };
}

/**
 * The sandbox's stand-in for Razorpay's checkout: it checks the test card or UPI ID, records the payment (its
 * id, method and card) on the payments row, which is what the sandbox provider later reports, and signs the
 * payment id with the key secret exactly as Razorpay does, so the browser never holds the secret and POST
 * /api/orders verifies both providers alike. The caller then sends the sandbox's own payment.captured webhook.
 */
export async function authorizeSandboxPayment(
  db: Db,
  config: Pick<Config, 'payment'>,
  userId: string,
  body: SandboxAuthorize,
): Promise<PaymentResult> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerOrderId, body.orderId), eq(payments.userId, userId)));
  if (!payment) throw new NotFound(PAYMENT_ERRORS.paymentOrderNotFound);
  // A paid gift card or visit fee has no order: its row says 'paid' instead.
  if (payment.orderId || payment.status === 'paid') throw new Invalid(PAYMENT_ERRORS.alreadyPaid);

  // A failed attempt after a successful one leaves that payment standing, as it would at Razorpay.
  const markFailed = () =>
    db
      .update(payments)
      .set({ status: 'failed', method: body.method })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'created'), isNull(payments.paymentId)));
  if (body.outcome === 'failure') {
    await markFailed();
    throw declined(PAYMENT_ERRORS.simulatedFailure);
  }
  const { outcome, brand } = sandboxOutcome(body);
  if (outcome === 'declined') {
    await markFailed();
    throw declined(body.method === 'card' ? PAYMENT_ERRORS.cardDeclined : PAYMENT_ERRORS.upiFailed);
  }

  const paymentId = `pay_${randomBase62(14)}`;
  const credit = payment.checkout.credit;
  const taken = await db.transaction(async (tx) => {
    // A checkout replaced by a newer one of the shopper's lost its sample credit to it: paying it would spend
    // the credit twice, so it is refused under the code's row lock (decision 043).
    if (credit && !(await holdsSampleCredit(tx, credit.code, payment.id))) return 'sample';
    // Likewise for store credit given back to the shopper when they began a newer checkout.
    if (payment.checkout.storeCreditPaise && !(await holdsCredit(tx, payment))) return 'credit';
    if (payment.checkout.discounts?.length && !(await holdsPromotions(tx, payment.id))) return 'promotion';
    if (payment.checkout.giftCards?.length && !(await holdsGiftCards(tx, payment.id))) return 'gift_card';
    await tx
      .update(payments)
      .set({
        paymentId,
        // Paid after a failed attempt: awaiting its order again, like any other.
        status: 'created',
        method: body.method,
        cardBrand: body.method === 'card' ? brand : null,
        cardLast4: body.method === 'card' ? body.card.number.slice(-4) : null,
      })
      .where(and(eq(payments.id, payment.id), isNull(payments.orderId)));
    return 'taken';
  });
  if (taken === 'sample') throw new Conflict(PAYMENT_ERRORS.replaced);
  if (taken === 'credit') throw new Conflict(CREDIT_MESSAGES.replaced);
  if (taken === 'promotion') throw new Conflict(PROMOTION_MESSAGES.replaced);
  if (taken === 'gift_card') throw new Conflict(GIFT_CARD_MESSAGES.replaced);
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: payment.providerOrderId,
    razorpay_signature: paymentSignature(config.payment.keySecret, payment.providerOrderId, paymentId),
  };
}

const WebhookEventSchema = z.object({ event: z.string() });
/**
 * Both events carry the payment entity (https://razorpay.com/docs/webhooks/payloads/payments/ and
 * /payloads/orders/); a store subscribed to both gets each payment twice, and the second finds it recorded.
 */
const PAID_EVENTS = ['payment.captured', 'order.paid'] as const;
const CapturedEventSchema = z.object({
  event: z.enum(PAID_EVENTS),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().min(1),
        order_id: z.string().min(1),
        amount: z.number().int(),
        currency: z.string(),
        status: z.string(),
        method: z.string().nullish(),
        card: z.object({ network: z.string().nullish(), last4: z.string().nullish() }).nullish(),
      }),
    }),
  }),
});

/**
 * Razorpay's webhook (docs/decisions/006-payments-and-orders.md), and the sandbox's own. The signature covers
 * the raw bytes, so the body is checked before it is parsed. A captured payment whose shopper never came back
 * still becomes an order; one that already did is a no-op. Anything we do not act on still answers 200, or
 * Razorpay would keep retrying it.
 *
 * The signed body is Razorpay's own statement, so the payment is not fetched again: its order id, status,
 * amount and currency are held to the same checks as POST /api/orders applies to a fetched payment.
 * Reconciliation covers a webhook that never comes.
 */
export async function handleWebhook(
  db: Db,
  config: CompletionConfig,
  rawBody: Buffer | null,
  signature: string | undefined,
  log: OrderLogger,
): Promise<WebhookAck> {
  if (
    !rawBody ||
    !signature ||
    !signatureMatches(hmacHex(config.payment.webhookSecret, rawBody), signature)
  ) {
    throw new Unauthorized(PAYMENT_ERRORS.invalidWebhookSignature);
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new Invalid(PAYMENT_ERRORS.invalidWebhookPayload);
  }
  const event = WebhookEventSchema.safeParse(json);
  if (!event.success) throw new Invalid(PAYMENT_ERRORS.invalidWebhookPayload);
  if (!PAID_EVENTS.some((paid) => paid === event.data.event)) return { status: 'ignored' };
  const captured = CapturedEventSchema.safeParse(json);
  if (!captured.success) throw new Invalid(PAYMENT_ERRORS.invalidWebhookPayload);
  const entity = captured.data.payload.payment.entity;

  const [payment] = await db.select().from(payments).where(eq(payments.providerOrderId, entity.order_id));
  // Not one of ours (another integration on the same Razorpay account).
  if (!payment) return { status: 'ignored' };
  if (payment.orderId) return { status: 'duplicate' };
  const reported: ProviderPayment = {
    id: entity.id,
    orderId: entity.order_id,
    amountPaise: entity.amount,
    currency: entity.currency,
    status: entity.status === 'captured' ? 'captured' : 'created',
    method: entity.method ?? null,
    cardBrand: entity.card?.network ?? null,
    cardLast4: entity.card?.last4 ?? null,
  };
  const mismatch = paymentMismatch(reported, payment);
  if (mismatch) {
    log.error(
      {
        providerOrderId: entity.order_id,
        paymentId: entity.id,
        amount: entity.amount,
        currency: entity.currency,
        status: entity.status,
      },
      `captured payment refused (${mismatch}); no order created`,
    );
    return { status: 'rejected' };
  }
  const { created } = await completeFromProvider(db, config, payment, reported, log);
  return { status: created ? 'processed' : 'duplicate' };
}

/** A payment the provider reported and we checked, for a shopper who may never have come back to the site. */
export async function completeFromProvider(
  db: Db,
  config: CompletionConfig,
  payment: PaymentRow,
  reported: ProviderPayment,
  log: OrderLogger,
): Promise<{ created: boolean; orderId?: string }> {
  // A gift card bought, not goods: the payment issues the card (docs/decisions/063-gift-cards.md).
  if (payment.checkout.giftCardPurchase)
    return { created: (await completeGiftCardPurchase(db, config, payment, reported, log)).created };
  // A measurement visit's fee: the visit is booked and credited (docs/decisions/075-visit-fee-paid-like-an-order.md).
  if (payment.checkout.measureVisit) return completeVisitPayment(db, config, payment, reported);
  const shippingInfo = payment.shippingInfo ?? (await fallbackShippingInfo(db, payment.userId));
  return completePayment(
    db,
    config,
    {
      payment,
      captured: {
        paymentId: reported.id,
        method: reported.method,
        cardBrand: reported.cardBrand ?? null,
        cardLast4: reported.cardLast4 ?? null,
      },
      shippingInfo,
    },
    log,
  );
}

/** The buyer as promotion limits count them: the account, and the e-mail and phone the order goes to. */
export async function buyerOf(
  db: Db,
  userId: string,
  shippingInfo: ShippingInfo | undefined,
): Promise<Buyer> {
  if (shippingInfo) return { userId, email: shippingInfo.email, phone: shippingInfo.phone };
  const fallback = await fallbackShippingInfo(db, userId);
  return { userId, email: fallback.email || null, phone: null };
}

/** For a provider order made without shipping details (an API client, not our checkout): the account's name. */
async function fallbackShippingInfo(db: Db, userId: string): Promise<ShippingInfo> {
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    address: '',
    city: '',
    state: '',
    zip: '',
    phone: '',
  };
}
