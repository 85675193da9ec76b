import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { PlaceOrder, ShippingInfo } from '../../../domain/checkout';
import { orderNumber } from '../../../domain/format';
import { ORDER_MESSAGES, type Order, type OrderItem } from '../../../domain/order';
import { DEFAULT_ROLL, type ProductKind } from '../../../domain/constants';
import {
  checkoutSummary,
  isMaterial,
  MATERIAL_RATES,
  priceLine,
  toPaise,
  toRupees,
  type LinePrice,
  type PricedProduct,
} from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orderItems, orders, payments, products, users } from '../../db/schema';
import { Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { clearCart } from '../cart/service';
import { sendMail } from '../mail/service';
import { isSettled, type PaymentProvider } from '../payment/providers/types';
import { verifyPaymentSignature } from '../payment/signature';
import { PLACEHOLDER_IMAGE, imageUrl, productPricing } from '../products/service';
import { orderConfirmationMail } from './mail';

export const ORDER_ERRORS = {
  verificationFailed: 'Payment verification failed',
  paymentOrderNotFound: 'Payment order not found',
  amountMismatch: 'The payment amount does not match the order.',
  notPaid: 'The payment has not been completed.',
  notFound: ORDER_MESSAGES.notFound,
} as const;

export type PaymentRow = typeof payments.$inferSelect;
export type OrderLogger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

export interface CapturedPayment {
  paymentId: string;
  method: string | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
}

/** A product deleted since the shopper paid: its material's table rate, as the spec's table prices it. */
const deletedProductPricing = (kind: ProductKind, material: string | null): PricedProduct => ({
  kind,
  price: material && isMaterial(material) ? MATERIAL_RATES[material] : 0,
  originalPrice: null,
  materials: material ? [material] : [],
  roll: DEFAULT_ROLL,
});

/**
 * The snapshot's lines priced from the product rows as they are now. A product deleted since the shopper paid
 * still leaves a line (its custom-fit price needs only the material rates).
 */
async function priceSnapshot(db: Db, payment: PaymentRow) {
  const ids = [...new Set(payment.cartSnapshot.map((l) => l.productId))];
  const rows = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(rows.map((p) => [p.id, p]));
  return payment.cartSnapshot.map((line) => {
    const product = byId.get(line.productId);
    const kind = product?.kind ?? (line.selectedMaterial !== null ? 'customised' : 'rolls');
    const dimensions =
      line.widthIn !== null && line.heightIn !== null ? { width: line.widthIn, height: line.heightIn } : null;
    const price: LinePrice = priceLine({
      product: product ? productPricing(product) : deletedProductPricing(kind, line.selectedMaterial),
      material: line.selectedMaterial,
      installation: line.installation,
      dimensions,
      quantity: line.quantity,
    });
    return {
      price,
      item: {
        productId: product?.id ?? null,
        name: product?.name ?? 'Product no longer available',
        image: product?.images[0] ?? null,
        kind,
        selectedColor: line.selectedColor,
        selectedMaterial: line.selectedMaterial,
        widthIn: line.widthIn,
        heightIn: line.heightIn,
        installation: line.installation,
        quantity: line.quantity,
        unitRatePaise: toPaise(price.rate),
        unitAmountPaise: toPaise(price.unitAmount),
        lineTotalPaise: toPaise(price.amount),
      },
    };
  });
}

/**
 * Turns a verified payment into an order, exactly once. The UNIQUE orders.provider_order_id makes a replay, a
 * concurrent submission or the webhook racing the browser insert nothing (ON CONFLICT DO NOTHING), and they then
 * read the winner's order; UNIQUE payments.payment_id stops one payment from paying two orders. Everything runs on
 * `tx` only: PGlite has one connection, and a query on the outer handle inside the transaction would wait forever.
 * The confirmation e-mail goes out after the commit, and only from the call that created the order.
 */
export async function completePayment(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'storeName' | 'publicUrl'>,
  input: { payment: PaymentRow; captured: CapturedPayment; shippingInfo: ShippingInfo },
  log: OrderLogger,
): Promise<{ orderId: string; created: boolean }> {
  const { payment, captured, shippingInfo } = input;
  const result = await db.transaction(async (tx) => {
    const lines = await priceSnapshot(tx, payment);
    const summary = checkoutSummary(lines.map((l) => l.price.amount));
    if (summary.amountPaise !== payment.amountPaise) {
      // A price changed between the provider order and the payment: the shopper paid the earlier figure.
      log.warn(
        { providerOrderId: payment.providerOrderId, charged: payment.amountPaise, now: summary.amountPaise },
        'order re-priced differently from the amount charged',
      );
    }
    const [inserted] = await tx
      .insert(orders)
      .values({
        userId: payment.userId,
        status: 'paid',
        providerOrderId: payment.providerOrderId,
        shippingInfo,
        subtotalPaise: toPaise(summary.subtotal),
        shippingPaise: toPaise(summary.shipping),
        taxPaise: toPaise(summary.tax),
        totalPaise: summary.amountPaise,
      })
      .onConflictDoNothing({ target: orders.providerOrderId })
      .returning({ id: orders.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.providerOrderId, payment.providerOrderId));
      if (!existing) throw new Error('order conflict without an order');
      return { orderId: existing.id, created: false };
    }
    if (lines.length) {
      await tx.insert(orderItems).values(lines.map((l) => ({ ...l.item, orderId: inserted.id })));
    }
    await tx
      .update(payments)
      .set({
        paymentId: captured.paymentId,
        status: 'paid',
        method: captured.method,
        cardBrand: captured.cardBrand ?? null,
        cardLast4: captured.cardLast4 ?? null,
        shippingInfo,
        orderId: inserted.id,
      })
      .where(eq(payments.id, payment.id));
    await clearCart(tx, payment.userId);
    return { orderId: inserted.id, created: true };
  });

  if (result.created) {
    const order = await findOrder(db, eq(orders.id, result.orderId));
    if (order) {
      const mail = orderConfirmationMail(config, order);
      await sendMail(
        db,
        config,
        { to: order.shippingInfo.email || order.user.email, ...mail, kind: 'order-confirmation' },
        log,
      );
    }
  }
  return result;
}

/** POST /api/orders: the browser's word that it paid, checked against the signature and the provider. */
export async function placeOrder(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'storeName' | 'publicUrl' | 'payment'>,
  provider: PaymentProvider,
  user: Pick<SessionUser, 'id'>,
  body: PlaceOrder,
  log: OrderLogger,
): Promise<{ order: Order; created: boolean }> {
  if (!verifyPaymentSignature(config.payment.keySecret, body)) {
    throw new Invalid(ORDER_ERRORS.verificationFailed);
  }
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerOrderId, body.orderId), eq(payments.userId, user.id)));
  if (!payment) throw new NotFound(ORDER_ERRORS.paymentOrderNotFound);

  if (payment.orderId) {
    // Already placed, by an earlier call or the webhook: answer with that order and change nothing.
    if (payment.paymentId && payment.paymentId !== body.paymentId) {
      log.warn(
        { providerOrderId: payment.providerOrderId, paid: payment.paymentId, again: body.paymentId },
        'a second payment for an order that is already paid; it needs a refund',
      );
    }
    return { order: await getOrder(db, user.id, payment.orderId), created: false };
  }

  const reported = await provider.fetchPayment(body.paymentId, body.orderId);
  if (reported.orderId !== body.orderId) throw new Invalid(ORDER_ERRORS.verificationFailed);
  if (!isSettled(reported)) throw new Invalid(ORDER_ERRORS.notPaid);
  if (reported.amountPaise !== payment.amountPaise) throw new Invalid(ORDER_ERRORS.amountMismatch);

  const { orderId, created } = await completePayment(
    db,
    config,
    {
      payment,
      captured: {
        paymentId: body.paymentId,
        method: reported.method,
        cardBrand: reported.cardBrand,
        cardLast4: reported.cardLast4,
      },
      shippingInfo: body.shippingInfo,
    },
    log,
  );
  return { order: await getOrder(db, user.id, orderId), created };
}

async function findOrders(db: Db, where: SQL | undefined, limit?: number): Promise<Order[]> {
  const query = db
    .select({ order: orders, user: { name: users.name, email: users.email }, payment: payments })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = limit ? await query.limit(limit) : await query;
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(orderItems.id);
  const itemsByOrder = new Map<string, OrderItem[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId) ?? [];
    list.push(toOrderItemDto(item));
    itemsByOrder.set(item.orderId, list);
  }
  return rows.map(({ order, user, payment }) => ({
    _id: order.id,
    id: order.id,
    orderId: order.providerOrderId,
    orderNumber: orderNumber(order.id),
    createdAt: order.createdAt.toISOString(),
    user,
    shippingInfo: order.shippingInfo,
    cardInfo:
      payment?.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    paymentMethod: payment?.method ?? null,
    items: itemsByOrder.get(order.id) ?? [],
    subtotal: toRupees(order.subtotalPaise),
    shipping: toRupees(order.shippingPaise),
    tax: toRupees(order.taxPaise),
    total: toRupees(order.totalPaise),
    status: order.status,
  }));
}

export function toOrderItemDto(item: typeof orderItems.$inferSelect): OrderItem {
  return {
    product: {
      id: item.productId,
      name: item.name,
      images: [item.image ? imageUrl(item.image) : PLACEHOLDER_IMAGE],
    },
    kind: item.kind,
    quantity: item.quantity,
    selectedColor: item.selectedColor,
    selectedMaterial: item.selectedMaterial,
    customDimensions:
      item.widthIn !== null && item.heightIn !== null ? { width: item.widthIn, height: item.heightIn } : null,
    installation: item.installation,
    unit: item.kind === 'rolls' ? 'roll' : 'sqft',
    rate: toRupees(item.unitRatePaise),
    unitAmount: toRupees(item.unitAmountPaise),
    amount: toRupees(item.lineTotalPaise),
  };
}

async function findOrder(db: Db, where: SQL | undefined): Promise<Order | null> {
  const [order] = await findOrders(db, where, 1);
  return order ?? null;
}

/** The caller's orders, newest first (ids are time-ordered UUIDs, so the id breaks ties the same way). */
export const listOrders = (db: Db, userId: string): Promise<Order[]> =>
  findOrders(db, eq(orders.userId, userId));

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** Someone else's order answers exactly like a missing one, so ids cannot be probed. */
export async function getOrder(db: Db, userId: string, id: string): Promise<Order> {
  const order = isUuid(id) ? await findOrder(db, and(eq(orders.id, id), eq(orders.userId, userId))) : null;
  if (!order) throw new NotFound(ORDER_ERRORS.notFound);
  return order;
}
