import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProductInput } from '../../../domain/product-admin';
import {
  collections,
  installationJobs,
  installationTeamMembers,
  installationTeams,
  measureVisits,
  mediaFiles,
  mediaItems,
  orderItems,
  orders,
  productionPacks,
  payments,
  products,
  refunds,
  returnRequests,
  reviews,
  shipments,
  users,
} from '../../db/schema';
import { multipart, pngBytes } from '../../test/uploads';
import {
  bearer,
  createAdminTestApp,
  hoursAgo,
  ROLES_IN_ORDER,
  TEST_SHIPPING,
  routesOf,
  type AdminTestApp,
  type Who,
} from '../../test/store-fixtures';

let t: AdminTestApp;
let productIds: string[];
let png: Buffer;
let counter = 0;
const next = () => ++counter;
/** A promotion to change, made by an admin through the API. */
async function promotionId(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: bearer(t.people.admin),
    payload: { name: 'Matrix offer', code: `OFFER${next()}`, benefit: { type: 'percent', percent: 5 } },
  });
  return res.json<{ id: string }>().id;
}

/** A gift card to change, issued by an admin through the API. */
async function giftCardId(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/gift-cards',
    headers: bearer(t.people.admin),
    payload: { amount: 500, note: 'Matrix card' },
  });
  return res.json<{ card: { id: string } }>().card.id;
}

const productBody = (): CreateProductInput => ({
  name: `Matrix Mural ${next()}`,
  description: 'A test mural for the permission matrix.',
  price: 99,
  category: 'Wall Muralists',
  dimensions: { width: 53, height: 1000 },
});

interface Call {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

/**
 * One valid call per route, fresh rows for calls that use them up (a delete, a status move), so the answer a
 * role gets reflects its permissions and nothing else. A route without an entry fails the test below.
 */
/** A member of staff who has not chosen a password yet: one an invitation can be resent to, or removed. */
const invitee = async () => {
  const [row] = await t.db
    .insert(users)
    .values({ name: 'Pending Staff', email: `pending-${next()}@wallcraft.test`, role: 'viewer' })
    .returning();
  return row!;
};

/**
 * One invoiced B2B order worth ₹60,000 (an e-way bill's worth), made once: recording its IRN again with the same
 * IRN answers as the first time did, so every role's call finds it as it was.
 */
const MATRIX_IRN = 'a'.repeat(64);
let b2bOrder: { id: string; invoiceNumber: string } | null = null;
async function b2bInvoiceOrder() {
  if (b2bOrder) return b2bOrder;
  const order = await t.createOrder({
    userId: t.people.customer.id,
    items: [{ productId: productIds[0]!, name: 'Matrix Mural', quantity: 1, lineTotalPaise: 60_000_00 }],
  });
  const invoiceNumber = 'WC/26-27/990001';
  await t.db
    .update(orders)
    .set({ invoiceNumber, buyerGstin: '27AAPFU0939F1ZV', buyerLegalName: 'Matrix Interiors LLP' })
    .where(eq(orders.id, order.id));
  b2bOrder = { id: order.id, invoiceNumber };
  return b2bOrder;
}
const b2bInvoice = async () => (await b2bInvoiceOrder()).id;
const b2bInvoiceNumber = async () => (await b2bInvoiceOrder()).invoiceNumber;
/** The IRP's SignedQRCode: a JWT whose payload's data names the invoice (its signature is not checked). */
const signedQr = (docNo: string) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const data = JSON.stringify({ SellerGstin: t.config.invoice.gstin, DocNo: docNo, Irn: MATRIX_IRN });
  return `${part({ alg: 'RS256' })}.${part({ data, iss: 'NIC' })}.c2lnbmF0dXJl`;
};

/** A customer's return request on a delivered order, straight in the table, as staff find it. */
async function returnRequest(kind: 'return' | 'exchange', status: 'requested' | 'approved'): Promise<string> {
  const order = await t.createOrder({ userId: t.people.customer.id, status: 'delivered' });
  const [request] = await t.db
    .insert(returnRequests)
    .values({ orderId: order.id, kind, reason: 'damaged', details: 'Matrix', status })
    .returning();
  return request!.id;
}

let teamId: string;
const TEAM = {
  pinPrefixes: ['56'],
  workingDays: [0, 1, 2, 3, 4, 5, 6],
  startsAt: '09:00',
  endsAt: '18:00',
  holidays: [],
  jobsPerDay: 20,
  sqftPerDay: 20_000,
};
const teamBody = () => ({ ...TEAM, name: `Matrix Team ${next()}` });
const slotDay = '2030-01-07';

/** A job of the installer's team in the state a route needs, straight in the tables. */
async function job(status: 'unbooked' | 'booked' | 'checked_in' | 'problem'): Promise<string> {
  const order = await t.createOrder({ userId: t.people.customer.id, status: 'shipped' });
  const [row] = await t.db
    .insert(installationJobs)
    .values({
      orderId: order.id,
      areaSqft: 10,
      pin: '560001',
      status,
      ...(status === 'unbooked'
        ? {}
        : { teamId, day: slotDay, period: 'morning' as const, startsAt: new Date('2030-01-07T03:30:00Z') }),
      afterPhotos: ['/images/install-matrix.webp'],
    })
    .returning();
  return row!.id;
}

/** A paid measurement visit booked with the installer's team (docs/decisions/071-measurement-visits.md). */
async function visit(): Promise<string> {
  const [row] = await t.db
    .insert(measureVisits)
    .values({
      userId: t.people.customer.id,
      status: 'booked',
      feePaise: 49_900,
      provider: 'sandbox',
      providerOrderId: `order_visit${next()}`,
      paymentId: `pay_visit${next()}`,
      address: { ...TEST_SHIPPING, zip: '560001' },
      pin: '560001',
      teamId,
      day: slotDay,
      period: 'morning',
      startsAt: new Date('2030-01-07T03:30:00Z'),
    })
    .returning();
  return row!.id;
}

/** A roll with a count, as stock adjustments need. */
async function countedRoll(): Promise<string> {
  const id = productIds[2]!;
  await t.db
    .update(products)
    .set({ kind: 'rolls', stock: 5, batch: 'M-01', inStock: true })
    .where(eq(products.id, id));
  return id;
}

/** A shipped order's parcel as booking leaves it; `failed` as after an NDR event. */
async function bookedParcel(failed: boolean) {
  const order = await t.createOrder({ userId: t.people.customer.id, status: 'shipped' });
  const [shipment] = await t.db
    .insert(shipments)
    .values({
      orderId: order.id,
      provider: 'sandbox',
      carrier: 'Sandbox Express',
      awb: `SBXMATRIX${next()}`,
      weightG: 1500,
      lengthCm: 65,
      breadthCm: 15,
      heightCm: 15,
      ...(failed ? { status: 'ndr' as const, ndrOpen: true, ndrReason: 'Matrix' } : {}),
    })
    .returning();
  return shipment!;
}

const calls: Record<string, () => Promise<Call> | Call> = {
  'GET /api/admin/dashboard/stats': () => ({ url: '/api/admin/dashboard/stats' }),
  'GET /api/admin/stats/revenue': () => ({ url: '/api/admin/stats/revenue' }),
  'GET /api/admin/stats/orders': () => ({ url: '/api/admin/stats/orders' }),
  'GET /api/admin/stats/products': () => ({ url: '/api/admin/stats/products' }),
  'GET /api/admin/stats/customers': () => ({ url: '/api/admin/stats/customers' }),
  'GET /api/admin/analytics': () => ({ url: '/api/admin/analytics?period=7' }),
  'GET /api/admin/product-insights': () => ({ url: '/api/admin/product-insights' }),
  'GET /api/admin/abandoned-carts': () => ({ url: '/api/admin/abandoned-carts' }),
  'POST /api/admin/abandoned-carts/:id/recovery-email': async () => {
    const [owner] = await t.db
      .insert(users)
      .values({ name: 'Cart Owner', email: `cart-owner-${next()}@example.com` })
      .returning();
    const cart = await t.createCart(owner!.id, productIds.slice(0, 2), hoursAgo(30));
    return { url: `/api/admin/abandoned-carts/${cart.id}/recovery-email` };
  },
  'GET /api/admin/orders': () => ({ url: '/api/admin/orders?status=paid&search=asha' }),
  'GET /api/admin/orders/recent': () => ({ url: '/api/admin/orders/recent' }),
  'GET /api/admin/orders/export.csv': () => ({ url: '/api/admin/orders/export.csv' }),
  'GET /api/admin/orders/:id': async () => {
    const order = await t.createOrder({ userId: t.people.customer.id });
    return { url: `/api/admin/orders/${order.id}` };
  },
  'GET /api/admin/orders/:id/invoice': async () => {
    const order = await t.createOrder({ userId: t.people.customer.id });
    await t.db
      .update(orders)
      .set({ invoiceNumber: `WC/26-27/${String(next()).padStart(6, '0')}` })
      .where(eq(orders.id, order.id));
    return { url: `/api/admin/orders/${order.id}/invoice` };
  },
  'GET /api/admin/orders/:id/credit-notes/:refundId': async () => {
    const order = await t.createOrder({ userId: t.people.customer.id, totalPaise: 10_000 });
    await t.db
      .update(orders)
      .set({ invoiceNumber: `WC/26-27/${String(next()).padStart(6, '0')}` })
      .where(eq(orders.id, order.id));
    const [refund] = await t.db
      .insert(refunds)
      .values({
        orderId: order.id,
        amountPaise: 1_000,
        reason: 'Matrix',
        idempotencyKey: `matrix-note-${next()}`,
        status: 'succeeded',
        creditNoteNumber: `WC/CN/26-27/${String(next()).padStart(4, '0')}`,
        creditNoteAt: new Date(),
        creditNoteIgstPaise: 74,
      })
      .returning();
    return { url: `/api/admin/orders/${order.id}/credit-notes/${refund!.id}` };
  },
  'GET /api/admin/returns': () => ({ url: '/api/admin/returns?status=requested' }),
  'POST /api/admin/returns/:id/decision': async () => ({
    url: `/api/admin/returns/${await returnRequest('return', 'requested')}/decision`,
    payload: { decision: 'reject', note: 'Matrix decision' },
  }),
  'POST /api/admin/returns/:id/dispatched': async () => ({
    url: `/api/admin/returns/${await returnRequest('exchange', 'approved')}/dispatched`,
  }),
  'PATCH /api/admin/orders/:id/status': async () => {
    const order = await t.createOrder({ userId: t.people.customer.id, status: 'paid' });
    return { url: `/api/admin/orders/${order.id}/status`, payload: { status: 'processing' } };
  },
  'POST /api/admin/orders/:id/refunds': async () => {
    const order = await t.createOrder({
      userId: t.people.customer.id,
      status: 'paid',
      totalPaise: 10_000,
    });
    await t.db.insert(payments).values({
      userId: t.people.customer.id,
      provider: 'sandbox',
      providerOrderId: order.providerOrderId,
      paymentId: `pay_matrix${next()}`,
      amountPaise: 10_000,
      status: 'paid',
      checkout: { lines: [], subtotalPaise: 10_000, shippingPaise: 0, taxPaise: 0, totalPaise: 10_000 },
      orderId: order.id,
    });
    return {
      url: `/api/admin/orders/${order.id}/refunds`,
      payload: { amount: 10, reason: 'Matrix' },
      headers: { 'idempotency-key': `matrix-refund-${next()}` },
    };
  },
  'POST /api/admin/orders/:id/shipments': async () => {
    const order = await t.createOrder({ userId: t.people.customer.id, status: 'paid' });
    return { url: `/api/admin/orders/${order.id}/shipments` };
  },
  'POST /api/admin/shipments': async () => {
    const order = await t.createOrder({ userId: t.people.customer.id, status: 'paid' });
    return { url: '/api/admin/shipments', payload: { orderIds: [order.id] } };
  },
  'GET /api/admin/orders/:id/shipments/label': async () => {
    const shipment = await bookedParcel(false);
    return { url: `/api/admin/orders/${shipment.orderId}/shipments/label` };
  },
  'GET /api/admin/delivery-problems': () => ({ url: '/api/admin/delivery-problems' }),
  'GET /api/admin/cod': () => ({ url: '/api/admin/cod' }),
  'GET /api/admin/analytics/delivery': () => ({ url: '/api/admin/analytics/delivery' }),
  'POST /api/admin/delivery-problems/:id': async () => {
    const shipment = await bookedParcel(true);
    return { url: `/api/admin/delivery-problems/${shipment.id}`, payload: { action: 'reattempt' } };
  },
  'POST /api/admin/delivery-problems/:id/refund': async () => {
    const shipment = await bookedParcel(false);
    await t.db.update(orders).set({ status: 'returned' }).where(eq(orders.id, shipment.orderId));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, shipment.orderId));
    await t.db.insert(payments).values({
      userId: t.people.customer.id,
      provider: 'sandbox',
      providerOrderId: order!.providerOrderId,
      paymentId: `pay_matrix${next()}`,
      amountPaise: order!.totalPaise,
      status: 'paid',
      checkout: {
        lines: [],
        subtotalPaise: order!.totalPaise,
        shippingPaise: 0,
        taxPaise: 0,
        totalPaise: order!.totalPaise,
      },
      orderId: order!.id,
    });
    return { url: `/api/admin/delivery-problems/${shipment.id}/refund` };
  },
  'GET /api/admin/orders/:id/production': async () => {
    const { order } = await packedLine('queued');
    return { url: `/api/admin/orders/${order.id}/production` };
  },
  'GET /api/admin/orders/:id/production/:itemId/:file': async () => {
    const { order, item } = await packedLine('queued');
    return { url: `/api/admin/orders/${order.id}/production/${item.id}/strip-plan.pdf` };
  },
  'POST /api/admin/orders/:id/production/:itemId/step': async () => {
    const { order, item } = await packedLine('queued');
    return { url: `/api/admin/orders/${order.id}/production/${item.id}/step`, payload: { step: 'printed' } };
  },
  'POST /api/admin/orders/:id/notes': async () => {
    const order = await t.createOrder({ userId: t.people.customer.id });
    return { url: `/api/admin/orders/${order.id}/notes`, payload: { body: 'Matrix note' } };
  },
  'GET /api/admin/products': () => ({ url: '/api/admin/products?search=mural&category=all&page=1&limit=5' }),
  'GET /api/admin/products/categories': () => ({ url: '/api/admin/products/categories' }),
  'GET /api/admin/products/export.csv': () => ({ url: '/api/admin/products/export.csv?status=draft' }),
  'POST /api/admin/products/import': () => ({
    url: '/api/admin/products/import',
    payload: Buffer.from(
      'SKU,Name,Description,Category,Kind,Status,Price (INR per sq ft),Original price (INR per sq ft),Width (cm),Height (cm),Roll width (cm),Roll length (cm),Pattern repeat (cm),Pattern match,Theme,Tags,Colors,Materials,Room types,Images,Bestseller,In stock,Stock (rolls),Batch\r\n' +
        `MATRIX-${next()},Matrix Import,Imported for the matrix,Wall Muralists,customised,draft,99,,53,1000,53,1000,0,straight,,,,,,,FALSE,TRUE,,\r\n`,
    ),
    headers: { 'content-type': 'text/csv' },
  }),
  'GET /api/admin/products/:id': () => ({ url: `/api/admin/products/${productIds[0]}` }),
  'GET /api/admin/products/:id/stock-adjustments': async () => ({
    url: `/api/admin/products/${await countedRoll()}/stock-adjustments`,
  }),
  'POST /api/admin/products/:id/stock-adjustments': async () => ({
    url: `/api/admin/products/${await countedRoll()}/stock-adjustments`,
    payload: { change: 1, reason: 'Matrix count' },
  }),
  'POST /api/admin/products': () => ({ url: '/api/admin/products', payload: productBody() }),
  'PUT /api/admin/products/:id': () => ({
    url: `/api/admin/products/${productIds[1]}`,
    payload: productBody(),
  }),
  'DELETE /api/admin/products/:id': async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(t.people.admin),
      payload: productBody(),
    });
    return { url: `/api/admin/products/${res.json<{ id: string }>().id}` };
  },
  'PATCH /api/admin/products/:id/featured': () => ({
    url: `/api/admin/products/${productIds[2]}/featured`,
    payload: { featured: true },
  }),
  'GET /api/admin/customers': () => ({ url: '/api/admin/customers?search=customer' }),
  'GET /api/admin/customers/:id': () => ({ url: `/api/admin/customers/${t.people.customer.id}` }),
  'GET /api/admin/collections': () => ({ url: '/api/admin/collections' }),
  'GET /api/admin/customers/:id/credit': () => ({
    url: `/api/admin/customers/${t.people.customer.id}/credit`,
  }),
  'POST /api/admin/customers/:id/credit': () => ({
    url: `/api/admin/customers/${t.people.customer.id}/credit`,
    payload: { amount: 100, note: 'Goodwill for the permission matrix' },
  }),
  'GET /api/admin/promotions': () => ({ url: '/api/admin/promotions' }),
  'POST /api/admin/promotions': () => ({
    url: '/api/admin/promotions',
    payload: { name: 'Matrix sale', code: `MATRIX${next()}`, benefit: { type: 'percent', percent: 5 } },
  }),
  'PUT /api/admin/promotions/:id': async () => ({
    url: `/api/admin/promotions/${await promotionId()}`,
    payload: { name: 'Matrix sale', code: `MATRIX${next()}`, benefit: { type: 'percent', percent: 10 } },
  }),
  'POST /api/admin/promotions/:id/status': async () => ({
    url: `/api/admin/promotions/${await promotionId()}/status`,
    payload: { paused: true },
  }),
  'GET /api/admin/gift-cards': () => ({ url: '/api/admin/gift-cards' }),
  'GET /api/admin/gift-cards/figures': () => ({ url: '/api/admin/gift-cards/figures' }),
  'POST /api/admin/gift-cards': () => ({
    url: '/api/admin/gift-cards',
    payload: { amount: 500, note: 'Permission matrix card' },
  }),
  'POST /api/admin/gift-cards/:id': async () => ({
    url: `/api/admin/gift-cards/${await giftCardId()}`,
    payload: { action: 'disable', note: 'Permission matrix' },
  }),
  'GET /api/admin/tax-codes': () => ({ url: '/api/admin/tax-codes' }),
  'GET /api/admin/gst/gstr1': () => ({ url: '/api/admin/gst/gstr1?month=2026-10&format=csv&section=hsn' }),
  'GET /api/admin/gst/summary': () => ({ url: '/api/admin/gst/summary?month=2026-10' }),
  'GET /api/admin/orders/:id/einvoice': async () => ({
    url: `/api/admin/orders/${await b2bInvoice()}/einvoice`,
  }),
  'PUT /api/admin/orders/:id/einvoice': async () => ({
    url: `/api/admin/orders/${await b2bInvoice()}/einvoice`,
    payload: { irn: MATRIX_IRN, signedQrCode: signedQr(await b2bInvoiceNumber()) },
  }),
  'GET /api/admin/orders/:id/eway-bill': async () => ({
    url: `/api/admin/orders/${await b2bInvoice()}/eway-bill`,
  }),
  'PUT /api/admin/tax-codes/:taxClass': () => ({
    url: `/api/admin/tax-codes/${encodeURIComponent('Premium Wallpapers')}`,
    payload: { code: '4814' },
  }),
  'GET /api/admin/search-synonyms': () => ({ url: '/api/admin/search-synonyms' }),
  'PUT /api/admin/search-synonyms': () => ({
    url: '/api/admin/search-synonyms',
    payload: { groups: [['grey', 'gray']] },
  }),
  'POST /api/admin/collections': () => ({
    url: '/api/admin/collections',
    payload: { name: `Monsoon ${next()}` },
  }),
  'PUT /api/admin/collections/:id/products': async () => {
    const [collection] = await t.db
      .insert(collections)
      .values({ name: `Arranged ${next()}`, slug: `arranged-${counter}` })
      .returning();
    return {
      url: `/api/admin/collections/${collection!.id}/products`,
      payload: { productIds: productIds.slice(0, 3).reverse() },
    };
  },
  'GET /api/admin/media': () => ({ url: '/api/admin/media' }),
  'POST /api/admin/media': () => ({ url: '/api/admin/media', ...multipart('swatch.png', 'image/png', png) }),
  'POST /api/admin/media/url': () => ({
    url: '/api/admin/media/url',
    payload: { type: 'image', url: 'https://cdn.example.com/wall.jpg' },
  }),
  'DELETE /api/admin/media/:id': async () => {
    const [item] = await t.db
      .insert(mediaItems)
      .values({ type: 'image', url: 'https://cdn.example.com/old.jpg' })
      .returning();
    return { url: `/api/admin/media/${item!.id}` };
  },
  'GET /api/admin/users': () => ({ url: '/api/admin/users' }),
  'PATCH /api/admin/users/:id': () => ({
    url: `/api/admin/users/${t.people.viewer.id}`,
    payload: { featured: true },
  }),
  'POST /api/admin/users/invite': () => ({
    url: '/api/admin/users/invite',
    payload: { name: 'New Staff', email: `invitee-${next()}@wallcraft.test`, role: 'viewer' },
  }),
  'POST /api/admin/users/:id/invite': async () => ({
    url: `/api/admin/users/${(await invitee()).id}/invite`,
  }),
  'DELETE /api/admin/users/:id': async () => ({ url: `/api/admin/users/${(await invitee()).id}` }),
  'GET /api/admin/custom-design-requests': () => ({ url: '/api/admin/custom-design-requests?status=new' }),
  'PATCH /api/admin/custom-design-requests/:id': async () => ({
    url: `/api/admin/custom-design-requests/${(await t.createDesignRequest()).id}`,
    payload: { status: 'in_progress' },
  }),
  'GET /api/admin/contact-messages': () => ({ url: '/api/admin/contact-messages' }),
  'PATCH /api/admin/contact-messages/:id': async () => ({
    url: `/api/admin/contact-messages/${(await t.createContactMessage()).id}`,
    payload: { status: 'done' },
  }),
  'GET /api/admin/outbox': () => ({ url: '/api/admin/outbox' }),
  'GET /api/admin/audit-log': () => ({ url: '/api/admin/audit-log?page=1&limit=5' }),
  'GET /api/admin/reviews': () => ({ url: '/api/admin/reviews?status=hidden' }),
  'PATCH /api/admin/reviews/:id': async () => {
    const [review] = await t.db
      .insert(reviews)
      .values({
        productId: productIds[next() % productIds.length]!,
        userId: (await t.createCustomer(`Reviewer ${next()}`)).id,
        rating: 4,
        text: 'A review for the permission matrix.',
      })
      .returning();
    return { url: `/api/admin/reviews/${review!.id}`, payload: { hidden: true, answer: 'Thank you!' } };
  },
  'GET /api/admin/store-settings': () => ({ url: '/api/admin/store-settings' }),
  'PUT /api/admin/store-settings': () => ({
    url: '/api/admin/store-settings',
    payload: { reviewsBuyersOnly: true },
  }),
  'GET /api/admin/installation/teams': () => ({ url: '/api/admin/installation/teams' }),
  'POST /api/admin/installation/teams': () => ({ url: '/api/admin/installation/teams', payload: teamBody() }),
  'PUT /api/admin/installation/teams/:id': () => ({
    url: `/api/admin/installation/teams/${teamId}`,
    payload: { ...teamBody(), name: 'Matrix Home Team' },
  }),
  'PUT /api/admin/installation/teams/:id/installers': () => ({
    url: `/api/admin/installation/teams/${teamId}/installers`,
    payload: { installerIds: [t.people.installer.id] },
  }),
  'GET /api/admin/installation/board': () => ({ url: '/api/admin/installation/board?from=2030-01-07' }),
  'GET /api/admin/installation/orders/:id/jobs': async () => {
    const id = await job('booked');
    const [row] = await t.db.select().from(installationJobs).where(eq(installationJobs.id, id));
    return { url: `/api/admin/installation/orders/${row!.orderId}/jobs` };
  },
  'POST /api/admin/installation/jobs/:id/assign': async () => ({
    url: `/api/admin/installation/jobs/${await job('unbooked')}/assign`,
    payload: { teamId, slot: `2030-01-0${1 + (next() % 9)}-afternoon` },
  }),
  'POST /api/admin/installation/jobs/:id/resolve': async () => ({
    url: `/api/admin/installation/jobs/${await job('problem')}/resolve`,
    payload: { action: 'rebook' },
  }),
  'GET /api/admin/installer/jobs': () => ({ url: `/api/admin/installer/jobs?day=${slotDay}` }),
  'GET /api/admin/installation/visits': () => ({ url: '/api/admin/installation/visits?from=2030-01-07' }),
  'GET /api/admin/installer/visits': () => ({ url: `/api/admin/installer/visits?day=${slotDay}` }),
  'POST /api/admin/installer/visits/:id/walls': async () => ({
    url: `/api/admin/installer/visits/${await visit()}/walls`,
    payload: { walls: [{ widthIn: 120, heightIn: 96 }] },
  }),
  'GET /api/admin/installer/jobs/:id': async () => ({
    url: `/api/admin/installer/jobs/${await job('booked')}`,
  }),
  'POST /api/admin/installer/jobs/:id/check-in': async () => ({
    url: `/api/admin/installer/jobs/${await job('booked')}/check-in`,
  }),
  'POST /api/admin/installer/jobs/:id/photos': async () => ({
    url: `/api/admin/installer/jobs/${await job('checked_in')}/photos?stage=after`,
    ...multipart('wall.png', 'image/png', png),
  }),
  'POST /api/admin/installer/jobs/:id/finish': async () => ({
    url: `/api/admin/installer/jobs/${await job('checked_in')}/finish`,
    payload: { signoffName: 'Asha Rao', rollsUsed: 2 },
  }),
  'POST /api/admin/installer/jobs/:id/problem': async () => ({
    url: `/api/admin/installer/jobs/${await job('booked')}/problem`,
    payload: { reason: 'damp' },
  }),
};

/**
 * The only routes an editor may not call: staff roles, invitations, the audit log and refunds (decision 048), and
 * the store's settings (decision 051).
 */
const ADMIN_ONLY = new Set([
  'PUT /api/admin/store-settings',
  'POST /api/admin/gift-cards',
  'POST /api/admin/gift-cards/:id',
  'POST /api/admin/customers/:id/credit',
  'PUT /api/admin/tax-codes/:taxClass',
  'PUT /api/admin/orders/:id/einvoice',
  'POST /api/admin/orders/:id/refunds',
  'POST /api/admin/delivery-problems/:id/refund',
  'PATCH /api/admin/users/:id',
  'DELETE /api/admin/users/:id',
  'POST /api/admin/users/invite',
  'POST /api/admin/users/:id/invite',
  'GET /api/admin/audit-log',
  'POST /api/admin/installation/teams',
  'PUT /api/admin/installation/teams/:id',
  'PUT /api/admin/installation/teams/:id/installers',
]);

/** What staff below the route's role are told instead of the plain refusal. */
const STAFF_REFUSALS: Record<string, string> = {
  'POST /api/admin/gift-cards': 'Only an admin can issue or change gift cards.',
  'POST /api/admin/gift-cards/:id': 'Only an admin can issue or change gift cards.',
  'POST /api/admin/customers/:id/credit': 'Only an admin can give store credit.',
  'POST /api/admin/orders/:id/refunds': ADMIN_MESSAGES.refundsAdminOnly,
  'POST /api/admin/delivery-problems/:id/refund': ADMIN_MESSAGES.refundsAdminOnly,
  'PUT /api/admin/store-settings': ADMIN_MESSAGES.settingsAdminOnly,
  'PUT /api/admin/orders/:id/einvoice': 'Only an admin can record an e-invoice’s IRN.',
};
/** An installer's own day (decision 065): installer accounts open these, and nothing else. */
const isInstallerRoute = (route: string) => route.includes(' /api/admin/installer/');

function expectedStatus(who: Who, route: string): 'ok' | 401 | 403 {
  if (who === 'guest') return 401;
  if (isInstallerRoute(route)) return who === 'installer' ? 'ok' : 403;
  if (who === 'installer') return 403;
  if (who === 'admin') return 'ok';
  if (who === 'customer' || ADMIN_ONLY.has(route)) return 403;
  if (who === 'viewer') return route.startsWith('GET ') ? 'ok' : 403;
  return 'ok';
}

/** A paid made-to-measure line with a ready production pack (decision 068), at the given step. */
async function packedLine(step: 'queued' | 'printed') {
  const order = await t.createOrder({
    userId: t.people.customer.id,
    status: 'paid',
    items: [{ productId: productIds[0]!, name: 'Matrix mural', quantity: 1, lineTotalPaise: 10_000 }],
  });
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const key = `pack-${item!.id}-matrix-strip-plan.pdf`;
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  await t.db.insert(mediaFiles).values({ key, contentType: 'application/pdf', bytes: pdf, size: pdf.length });
  await t.db.insert(productionPacks).values({
    orderItemId: item!.id,
    orderId: order.id,
    version: 'matrix',
    status: 'ready',
    step,
    files: [{ name: 'strip-plan.pdf', key, panels: null }],
  });
  return { order, item: item! };
}

let adminRoutes: string[];

beforeAll(async () => {
  // E-invoicing on, and an address with a PIN code, so the e-invoice and e-way bill routes answer (decision 060).
  t = await createAdminTestApp(8, { EINVOICE_ENABLED: 'true', STORE_ADDRESS: '5 MG Road, Mumbai 400001' });
  productIds = t.products.map((p) => p.id);
  png = await pngBytes();
  const [team] = await t.db
    .insert(installationTeams)
    .values({ ...TEAM, name: 'Matrix Home Team' })
    .returning();
  teamId = team!.id;
  await t.db.insert(installationTeamMembers).values({ userId: t.people.installer.id, teamId });
  adminRoutes = routesOf(t.app.printRoutes({ commonPrefix: false }))
    .filter((r) => r.url.startsWith('/api/admin'))
    .map((r) => `${r.method} ${r.url}`);
});
afterAll(() => t.close());

describe('the permission matrix', () => {
  it('has a call for every /api/admin route the app serves, and no call for a route it does not', () => {
    expect(adminRoutes.length).toBeGreaterThan(30);
    expect([...adminRoutes].sort()).toEqual(Object.keys(calls).sort());
  });

  it('answers guests 401, customers 403, viewers reads only, editors all but staff and audit, admins all, installers their jobs only', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      for (const who of ROLES_IN_ORDER) {
        const call = await calls[route]!();
        const res = await t.app.inject({
          method,
          url: call.url,
          payload: call.payload,
          headers: { ...call.headers, ...bearer(who === 'guest' ? undefined : t.people[who]) },
        });
        const expected = expectedStatus(who, route);
        const ok =
          expected === 'ok' ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === expected;
        if (!ok)
          failures.push(
            `${route} as ${who}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 200)}`,
          );
        if (expected === 403)
          expect(res.json()).toEqual({
            message:
              (who !== 'customer' && who !== 'installer' && STAFF_REFUSALS[route]) ||
              'You do not have permission to do that.',
          });
        if (expected === 401) expect(res.json()).toEqual({ message: 'Please log in to continue.' });
      }
    }
    expect(failures).toEqual([]);
    // Hundreds of requests, each with its own set-up: about 9 s alone, over 30 s beside the whole suite on 2 cores.
  }, 120_000);
});
