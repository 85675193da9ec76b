import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { orderNumber } from '../../../domain/format';
import { toRupees } from '../../../domain/pricing';
import {
  policyAllows,
  RETURN_HOLDING_STATUSES,
  RETURN_MESSAGES,
  returnDeadline,
  returnLineName,
  returnRefundKey,
  type Returnable,
  type ReturnDecisionBody,
  type ReturnRequest,
  type ReturnRequestBody,
  type ReturnStatus,
} from '../../../domain/returns';
import type { Db } from '../../db/client';
import {
  orderItems,
  orders,
  orderStatusHistory,
  refunds,
  returnLines,
  returnRequests,
  users,
} from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { MediaStore } from '../../media/store';
import { lockOrder, refundOrder, tellCustomer, type AfterSale } from '../fulfilment/service';
import { uploadedImageExists } from '../uploads/service';
import { returnMail } from './mail';

/**
 * Returns and exchanges (decision 029). A request is recorded under the order's row lock, so two requests for
 * one line take turns and the second sees the first; an approval flips the request's status conditionally, and
 * the refund of a return goes through refundOrder under the key `return-<id>`, so it is made once however often
 * or however concurrently the request is approved.
 */

type RequestRow = typeof returnRequests.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** When the order was delivered: its latest `delivered` change, or null if it never was. */
async function deliveredAt(db: Db, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 'delivered')))
    .orderBy(desc(orderStatusHistory.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/** Per order line: how many are held by requests not rejected, and whether one of them still awaits an answer. */
async function heldLines(db: Db, orderId: string) {
  const rows = await db
    .select({
      itemId: returnLines.orderItemId,
      quantity: returnLines.quantity,
      status: returnRequests.status,
    })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.requestId))
    .where(
      and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, [...RETURN_HOLDING_STATUSES])),
    );
  const held = new Map<string, { quantity: number; open: boolean }>();
  for (const row of rows) {
    const line = held.get(row.itemId) ?? { quantity: 0, open: false };
    held.set(row.itemId, {
      quantity: line.quantity + row.quantity,
      open: line.open || row.status === 'requested',
    });
  }
  return held;
}

const itemsOf = (db: Db, orderId: string) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);

/** Whether the window is open now; the deadline whether open or not, null for an order never delivered. */
async function returnWindow(db: Db, orderId: string, status: string) {
  const delivered = status === 'delivered' || status === 'completed' ? await deliveredAt(db, orderId) : null;
  const deadline = delivered ? returnDeadline(delivered) : null;
  return { deadline, open: deadline !== null && Date.now() <= deadline.getTime() };
}

/** What the request form offers: each line and how many may still go back, while the window is open. */
export async function returnableOf(db: Db, orderId: string): Promise<Returnable> {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NotFound(RETURN_MESSAGES.notFound);
  const { deadline, open } = await returnWindow(db, orderId, order.status);
  const held = await heldLines(db, orderId);
  const items = await itemsOf(db, orderId);
  return {
    deadline: open && deadline ? deadline.toISOString() : null,
    lines: items.map((item) => ({
      lineId: item.id,
      name: returnLineName(item),
      kind: item.kind,
      left: held.get(item.id)?.open ? 0 : item.quantity - (held.get(item.id)?.quantity ?? 0),
    })),
  };
}

/**
 * What a return of these lines gives back: what was paid for each line's share. A line that recorded its own tax
 * (docs/decisions/057-gst-by-tax-class.md) paid its taxable value after discounts plus that tax, at its own rate;
 * an older line paid its total less the sample credit (decision 043) and the promotion's share, plus tax at the one
 * rate the order charged. Shares round down, so returns never give back more than the lines cost. Shipping is not
 * included: it went back only with a whole order's cancellation.
 */
function refundPaise(
  order: { subtotalPaise: number; taxPaise: number; sampleCreditPaise: number; discountPaise: number },
  lines: { item: ItemRow; quantity: number }[],
) {
  // A promotion's share of a line was never paid either (docs/decisions/062-promotions.md).
  const taxed = order.subtotalPaise - order.sampleCreditPaise - order.discountPaise;
  return lines.reduce((sum, { item, quantity }) => {
    const paid = item.lineTotalPaise - item.creditPaise - item.discountPaise;
    const withTax =
      item.goodsTaxablePaise !== null && item.goodsTaxPaise !== null
        ? item.goodsTaxablePaise +
          item.goodsTaxPaise +
          (item.installationTaxablePaise ?? 0) +
          (item.installationTaxPaise ?? 0)
        : taxed > 0
          ? paid + (paid * order.taxPaise) / taxed
          : paid;
    return sum + Math.floor((withTax * quantity) / item.quantity);
  }, 0);
}

async function toDtos(db: Db, rows: readonly RequestRow[]): Promise<ReturnRequest[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const orderIds = rows.map((r) => r.orderId);
  const lines = await db
    .select({ line: returnLines, item: orderItems })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(inArray(returnLines.requestId, ids))
    .orderBy(orderItems.id);
  const orderRows = await db
    .select({
      id: orders.id,
      subtotalPaise: orders.subtotalPaise,
      taxPaise: orders.taxPaise,
      sampleCreditPaise: orders.sampleCreditPaise,
      discountPaise: orders.discountPaise,
    })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return rows.map((row) => {
    const mine = lines.filter((l) => l.line.requestId === row.id);
    const order = orderRows.find((o) => o.id === row.orderId);
    return {
      id: row.id,
      orderId: row.orderId,
      orderNumber: orderNumber(row.orderId),
      kind: row.kind,
      reason: row.reason,
      details: row.details,
      photos: row.photos,
      status: row.status,
      staffNote: row.staffNote,
      lines: mine.map(({ line, item }) => ({
        lineId: item.id,
        name: returnLineName(item),
        quantity: line.quantity,
      })),
      amount: order
        ? toRupees(
            refundPaise(
              order,
              mine.map(({ line, item }) => ({ item, quantity: line.quantity })),
            ),
          )
        : 0,
      refundToCredit: row.refundToCredit,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  });
}

const listWhere = async (db: Db, where: SQL | undefined) =>
  toDtos(db, await db.select().from(returnRequests).where(where).orderBy(desc(returnRequests.createdAt)));

export const returnsOfOrder = (db: Db, orderId: string) => listWhere(db, eq(returnRequests.orderId, orderId));

/** Staff's list, newest first, optionally of one status. */
export const listReturns = (db: Db, status?: ReturnStatus) =>
  listWhere(db, status ? eq(returnRequests.status, status) : undefined);

export async function oneReturn(db: Db, id: string): Promise<ReturnRequest> {
  const [dto] = await listWhere(db, eq(returnRequests.id, id));
  if (!dto) throw new NotFound(RETURN_MESSAGES.notFound);
  return dto;
}

/** Queues the customer's e-mail about a step of a request, after that step committed. */
function mailCustomer(deps: AfterSale, request: ReturnRequest, step: string) {
  tellCustomer(deps, request.orderId, `return-${step}`, (order, url) =>
    returnMail(deps.config, order, request, url),
  );
}

/** POST /api/orders/:id/returns: the order's owner (or a guest's link) asks to return or exchange some lines. */
export async function requestReturn(
  deps: AfterSale & { media: MediaStore },
  orderId: string,
  body: ReturnRequestBody,
): Promise<ReturnRequest> {
  const photos = [...new Set(body.photos)];
  for (const url of photos)
    if (!(await uploadedImageExists(deps.media, url))) throw new Invalid(RETURN_MESSAGES.invalidPhoto);

  const id = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (body.refundToCredit && body.kind === 'return') {
      // The ledger is an account's: a guest could never spend it (docs/decisions/061-one-store-credit-ledger.md).
      const [owner] = await tx
        .select({ guest: users.guest })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      if (!owner || owner.guest) throw new Invalid(RETURN_MESSAGES.creditNeedsAccount);
    }
    const { deadline, open } = await returnWindow(tx, orderId, order.status);
    if (!deadline) throw new Invalid(RETURN_MESSAGES.notDelivered);
    if (!open) throw new Invalid(RETURN_MESSAGES.windowClosed);
    const items = await itemsOf(tx, orderId);
    const held = await heldLines(tx, orderId);
    for (const line of body.lines) {
      const item = items.find((i) => i.id === line.lineId);
      if (!item) throw new Invalid(RETURN_MESSAGES.unknownLine);
      if (!policyAllows(body.reason, body.kind, item.kind)) throw new Invalid(RETURN_MESSAGES.changeOfMind);
      const taken = held.get(item.id);
      if (taken?.open) throw new Conflict(RETURN_MESSAGES.lineOpen(item.name));
      const left = item.quantity - (taken?.quantity ?? 0);
      if (line.quantity > left) throw new Invalid(RETURN_MESSAGES.tooMany(item.name, left));
    }
    const [row] = await tx
      .insert(returnRequests)
      .values({
        orderId,
        kind: body.kind,
        reason: body.reason,
        details: body.details,
        photos,
        refundToCredit: body.kind === 'return' && body.refundToCredit,
      })
      .returning({ id: returnRequests.id });
    if (!row) throw new Error('insert returned no row');
    await tx
      .insert(returnLines)
      .values(body.lines.map((l) => ({ requestId: row.id, orderItemId: l.lineId, quantity: l.quantity })));
    return row.id;
  });
  const request = await oneReturn(deps.db, id);
  mailCustomer(deps, request, 'requested');
  return request;
}

/** Refunds an approved return; a second call (a retry, a double approval) finds the refund made by the first. */
async function refundReturn(deps: AfterSale, actorId: string, request: RequestRow): Promise<boolean> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, request.orderId));
  if (!order) throw new NotFound(RETURN_MESSAGES.notFound);
  const lines = await deps.db
    .select({ line: returnLines, item: orderItems })
    .from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
    .where(eq(returnLines.requestId, request.id));
  const amountPaise = refundPaise(
    order,
    lines.map(({ line, item }) => ({ item, quantity: line.quantity })),
  );
  const idempotencyKey = returnRefundKey(request.id);
  const { created } = await refundOrder(deps, {
    orderId: request.orderId,
    amountPaise,
    reason: `Return of order #${orderNumber(request.orderId)}`,
    idempotencyKey,
    actorId,
    toCredit: request.refundToCredit,
  });
  const [made] = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.idempotencyKey, idempotencyKey));
  if (made)
    await deps.db.update(returnRequests).set({ refundId: made.id }).where(eq(returnRequests.id, request.id));
  return created;
}

/**
 * POST /api/admin/returns/:id/decision. Only one decision lands: the status moves from `requested` in one
 * conditional update. Approving an approved return again retries its refund (which is made at most once);
 * anything else already decided is a 409.
 */
export async function decideReturn(
  deps: AfterSale,
  actorId: string,
  id: string,
  body: ReturnDecisionBody,
): Promise<ReturnRequest> {
  const approve = body.decision === 'approve';
  if (!approve && !body.note) throw new Invalid(RETURN_MESSAGES.noteRequired);
  const [decided] = await deps.db
    .update(returnRequests)
    .set({
      status: approve ? 'approved' : 'rejected',
      staffNote: body.note || null,
      decidedBy: actorId,
      decidedAt: new Date(),
    })
    .where(and(eq(returnRequests.id, id), eq(returnRequests.status, 'requested')))
    .returning();
  const request =
    decided ?? (await deps.db.select().from(returnRequests).where(eq(returnRequests.id, id)))[0];
  if (!request) throw new NotFound(RETURN_MESSAGES.notFound);
  const retry = !decided && approve && request.status === 'approved' && request.kind === 'return';
  if (!decided && !retry) throw new Conflict(RETURN_MESSAGES.alreadyDecided(request.status));
  // A return is announced by the call that made its refund (after a failed try, that is a later approval).
  const refunded = approve && request.kind === 'return' && (await refundReturn(deps, actorId, request));
  const dto = await oneReturn(deps.db, id);
  if (request.kind === 'return' && approve ? refunded : decided) mailCustomer(deps, dto, dto.status);
  return dto;
}

/** POST /api/admin/returns/:id/dispatched: the replacement of an approved exchange has left. */
export async function markDispatched(deps: AfterSale, id: string): Promise<ReturnRequest> {
  const [moved] = await deps.db
    .update(returnRequests)
    .set({ status: 'dispatched' })
    .where(
      and(
        eq(returnRequests.id, id),
        eq(returnRequests.status, 'approved'),
        eq(returnRequests.kind, 'exchange'),
      ),
    )
    .returning({ id: returnRequests.id });
  if (!moved) {
    await oneReturn(deps.db, id);
    throw new Conflict(RETURN_MESSAGES.notExchange);
  }
  const dto = await oneReturn(deps.db, id);
  mailCustomer(deps, dto, 'dispatched');
  return dto;
}
