import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  indiaDay,
  INSTALLATION_MESSAGES,
  type Job,
  type SlotsAnswer,
  type Team,
  type TeamBodyInput,
} from '../../../domain/installation';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import type { PaidLine } from '../../../domain/checkout';
import type { OrderStatus } from '../../../domain/order-status';
import {
  installationCapacity,
  installationJobs,
  orderItems,
  orders,
  payments,
  refunds,
  users,
} from '../../db/schema';
import { jobsSettled } from '../../jobs';
import { auditLog, products } from '../../db/schema';
import { seedProducts } from '../../test/store-fixtures';
import { latestMailTo } from '../mail/service';
import { orderLinkToken } from '../orders/link';
import { multipart, pngBytes } from '../../test/uploads';
import { bearer, createAdminTestApp, TEST_SHIPPING, type AdminTestApp } from '../../test/store-fixtures';
import { sendInstallationReminders } from './work';

let t: AdminTestApp;
let png: Buffer;
const teams: Record<string, Team> = {};

const teamBody = (name: string, pin: string, jobsPerDay: number, sqftPerDay = 2000): TeamBodyInput => ({
  name,
  pinPrefixes: [pin],
  workingDays: [0, 1, 2, 3, 4, 5, 6],
  startsAt: '09:00',
  endsAt: '18:00',
  jobsPerDay,
  sqftPerDay,
});

/** A paid order with a custom-fit line carrying installation on `areaSqft` square feet, to `zip`. */
async function installOrder(zip: string, status: OrderStatus = 'shipped', areaSqft = 100, userId?: string) {
  const order = await t.createOrder({ userId: userId ?? t.people.customer.id, status });
  await t.db
    .update(orders)
    .set({ shippingInfo: { ...TEST_SHIPPING, zip } })
    .where(eq(orders.id, order.id));
  await t.db.insert(orderItems).values({
    orderId: order.id,
    productId: null,
    name: 'Monsoon Mural',
    image: null,
    kind: 'customised',
    installation: true,
    quantity: 1,
    widthIn: 120,
    heightIn: 120,
    unitRatePaise: 9900,
    unitAmountPaise: 990_000,
    lineTotalPaise: 990_000 + areaSqft * 900,
  });
  return order;
}

const slotsOf = async (orderId: string, who = t.people.customer) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/installation/slots`,
    headers: bearer(who),
  });
  return res;
};
const book = (orderId: string, slot: string, who = t.people.customer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/installation`,
    headers: bearer(who),
    payload: { slot },
  });

beforeAll(async () => {
  t = await createAdminTestApp();
  png = await pngBytes();
  for (const [key, body] of [
    ['bengaluru', teamBody('Bengaluru Test', '56', 3)],
    ['mumbai', teamBody('Mumbai Last Place', '40', 1)],
  ] as const) {
    const res = await t.call('POST', '/api/admin/installation/teams', body, t.people.admin);
    expect(res.statusCode).toBe(201);
    teams[key] = res.json<Team>();
  }
  const res = await t.call(
    'PUT',
    `/api/admin/installation/teams/${teams.bengaluru!.id}/installers`,
    { installerIds: [t.people.installer.id] },
    t.people.admin,
  );
  expect(res.json<Team>().installers.map((i) => i.id)).toEqual([t.people.installer.id]);
});
afterAll(() => t.close());

describe('teams', () => {
  it('are made by admins only, audited, and refuse a taken name or a non-installer member', async () => {
    const editor = await t.call('POST', '/api/admin/installation/teams', teamBody('Pune', '41', 2));
    expect(editor.statusCode).toBe(403);
    const taken = await t.call(
      'POST',
      '/api/admin/installation/teams',
      teamBody('bengaluru test', '56', 2),
      t.people.admin,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: INSTALLATION_MESSAGES.teamTaken });
    const customer = await t.call(
      'PUT',
      `/api/admin/installation/teams/${teams.mumbai!.id}/installers`,
      { installerIds: [t.people.customer.id] },
      t.people.admin,
    );
    expect(customer.statusCode).toBe(400);
    expect(customer.json()).toEqual({ message: INSTALLATION_MESSAGES.notInstaller });
    const log = await t.call('GET', '/api/admin/audit-log?page=1&limit=20', undefined, t.people.admin);
    expect(log.json<{ entries: { action: string }[] }>().entries.map((e) => e.action)).toContain(
      'installation-team.create',
    );
  });
});

describe('booking', () => {
  it('waits for the order to ship, then offers slots from the day after delivery and books one', async () => {
    const order = await installOrder('560001', 'processing');
    const before = await slotsOf(order.id);
    expect(before.statusCode).toBe(200);
    expect(before.json<SlotsAnswer>()).toMatchObject({
      installation: { status: 'unbooked', canBook: false, areaSqft: 100 },
      slots: [],
    });
    const early = await book(order.id, `${addDays(indiaDay(new Date()), 7)}-morning`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: INSTALLATION_MESSAGES.notShipped });

    await t.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.id));
    const answer = (await slotsOf(order.id)).json<SlotsAnswer>();
    // Bengaluru is a metro: delivery by day 5, so the first visit is on day 6 (India days).
    expect(answer.slots[0]).toMatchObject({ day: addDays(indiaDay(new Date()), 6), period: 'morning' });
    expect(answer.slots).toHaveLength(60);

    const booked = await book(order.id, answer.slots[0]!.slot);
    expect(booked.statusCode).toBe(201);
    expect(booked.json<SlotsAnswer>().installation).toMatchObject({
      status: 'booked',
      team: 'Bengaluru Test',
      slot: { slot: answer.slots[0]!.slot },
    });
    await jobsSettled();
    expect((await latestMailTo(t.db, TEST_SHIPPING.email))?.subject).toMatch(/^Installation booked/);

    const moved = await book(order.id, answer.slots[1]!.slot);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<SlotsAnswer>().installation.history.map((e) => e.kind)).toEqual([
      'created',
      'booked',
      'rescheduled',
    ]);
    // The old place was given back: the morning's count is 0, the afternoon's 1.
    const [load] = await t.db
      .select()
      .from(installationCapacity)
      .where(
        and(
          eq(installationCapacity.teamId, teams.bengaluru!.id),
          eq(installationCapacity.day, answer.slots[0]!.day),
        ),
      );
    expect(load).toMatchObject({ jobs: 1, morning: 0, afternoon: 1, sqft: 100 });
  });

  it('refuses a change within 24 hours of the visit', async () => {
    const order = await installOrder('560002');
    const { slots } = (await slotsOf(order.id)).json<SlotsAnswer>();
    expect((await book(order.id, slots[0]!.slot)).statusCode).toBe(201);
    await t.db
      .update(installationJobs)
      .set({ startsAt: new Date(Date.now() + 23 * 3_600_000) })
      .where(eq(installationJobs.orderId, order.id));
    const late = await book(order.id, slots[3]!.slot);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: INSTALLATION_MESSAGES.tooLate });
    expect((await slotsOf(order.id)).json<SlotsAnswer>().installation.canBook).toBe(false);
    await t.db
      .update(installationJobs)
      .set({ startsAt: new Date(Date.now() + 25 * 3_600_000) })
      .where(eq(installationJobs.orderId, order.id));
    expect((await book(order.id, slots[3]!.slot)).statusCode).toBe(200);
  });

  it('gives the last place of a team to exactly one of 20 concurrent bookings', async () => {
    const orderIds = [];
    for (let i = 0; i < 20; i++) orderIds.push((await installOrder('400001')).id);
    const { slots } = (await slotsOf(orderIds[0]!)).json<SlotsAnswer>();
    const slot = slots[0]!.slot;
    const answers = await Promise.all(orderIds.map((id) => book(id, slot)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toEqual({ message: INSTALLATION_MESSAGES.slotTaken });
    const [load] = await t.db
      .select()
      .from(installationCapacity)
      .where(
        and(eq(installationCapacity.teamId, teams.mumbai!.id), eq(installationCapacity.day, slots[0]!.day)),
      );
    expect(load).toMatchObject({ jobs: 1 });
    // The full day is no longer offered.
    const after = (await slotsOf(orderIds[1]!)).json<SlotsAnswer>();
    expect(after.slots.map((s) => s.day)).not.toContain(slots[0]!.day);
  });

  it('lets a guest book through the signed order link, and no one without it', async () => {
    const [guest] = await t.db
      .insert(users)
      .values({ name: 'Guest', email: 'guest-install@example.com', guest: true })
      .returning();
    const order = await installOrder('560003', 'shipped', 80, guest!.id);
    const token = orderLinkToken(t.config.orderLinkSecret, order.id);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/installation/slots?token=${'0'.repeat(64)}`,
    });
    expect(wrong.statusCode).toBe(404);
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/installation/slots?token=${token}`,
    });
    const slot = slots.json<SlotsAnswer>().slots[2]!.slot;
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/installation?token=${token}`,
      payload: { slot },
    });
    expect(booked.statusCode).toBe(201);
    // Someone else's order is a missing one.
    expect((await slotsOf(order.id)).statusCode).toBe(404);
  });

  it('refuses a slot outside the offered days, and an order without installation', async () => {
    const order = await installOrder('560004');
    const far = await book(order.id, `${addDays(indiaDay(new Date()), 90)}-morning`);
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual({ message: INSTALLATION_MESSAGES.slotUnavailable });
    const plain = await t.createOrder({ userId: t.people.customer.id, status: 'shipped' });
    expect((await slotsOf(plain.id)).json()).toEqual({ message: INSTALLATION_MESSAGES.noInstallation });
    const bad = await book(order.id, 'tomorrow');
    expect(bad.statusCode).toBe(400);
  });
});

describe("the installer's day", () => {
  let day: string;
  let jobId: string;
  let orderId: string;

  beforeAll(async () => {
    const order = await installOrder('560010');
    orderId = order.id;
    const { slots } = (await slotsOf(order.id)).json<SlotsAnswer>();
    day = slots[4]!.day;
    await book(order.id, slots[4]!.slot);
    const [job] = await t.db.select().from(installationJobs).where(eq(installationJobs.orderId, order.id));
    jobId = job!.id;
  });

  const asInstaller = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call(method, `/api/admin/installer${url}`, payload, t.people.installer);

  it("lists its own team's jobs and answers another team's as missing", async () => {
    const list = await asInstaller('GET', `/jobs?day=${day}`);
    expect(list.statusCode).toBe(200);
    const jobs = list.json<Job[]>();
    expect(jobs.map((j) => j.id)).toContain(jobId);
    expect(jobs.every((j) => j.team === 'Bengaluru Test')).toBe(true);
    expect(jobs.find((j) => j.id === jobId)).toMatchObject({
      customer: { name: TEST_SHIPPING.name, phone: TEST_SHIPPING.phone },
      walls: [{ widthIn: 120, heightIn: 120 }],
    });
    const [mumbai] = await t.db
      .select()
      .from(installationJobs)
      .where(eq(installationJobs.teamId, teams.mumbai!.id));
    const other = await asInstaller('GET', `/jobs/${mumbai!.id}`);
    expect(other.statusCode).toBe(404);
    expect((await asInstaller('POST', `/jobs/${mumbai!.id}/check-in`)).statusCode).toBe(404);
    // Nothing else of the dashboard opens to an installer.
    expect((await t.call('GET', '/api/admin/orders', undefined, t.people.installer)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/installer/jobs', undefined, t.people.viewer)).statusCode).toBe(
      403,
    );
  });

  it('checks in, adds photos, and finishes with the code e-mailed to the customer, completing the order', async () => {
    expect((await asInstaller('POST', `/jobs/${jobId}/check-in`)).json<Job>().status).toBe('checked_in');
    await jobsSettled();
    const mail = await latestMailTo(t.db, TEST_SHIPPING.email);
    expect(mail?.kind).toBe('installation-signoff-code');
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;

    const noPhoto = await asInstaller('POST', `/jobs/${jobId}/finish`, { signoffCode: code, rollsUsed: 3 });
    expect(noPhoto.json()).toEqual({ message: INSTALLATION_MESSAGES.afterPhotosMissing });
    for (const stage of ['before', 'after'] as const) {
      const up = await t.app.inject({
        method: 'POST',
        url: `/api/admin/installer/jobs/${jobId}/photos?stage=${stage}`,
        ...multipart('wall.png', 'image/png', png, bearer(t.people.installer)),
      });
      expect(up.statusCode).toBe(201);
      expect(up.json<Job>()[`${stage}Photos`][0]).toMatch(/^\/images\/install-[0-9a-f-]+\.webp$/);
    }
    const wrong = await asInstaller('POST', `/jobs/${jobId}/finish`, {
      signoffCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toEqual({ message: INSTALLATION_MESSAGES.signoffCode });
    const done = await asInstaller('POST', `/jobs/${jobId}/finish`, {
      signoffCode: code,
      rollsUsed: 3,
      notes: 'Neat',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<Job>()).toMatchObject({ status: 'done', rollsUsed: 3, signoff: 'Code from e-mail' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('completed');
    await jobsSettled();
    const thanks = await latestMailTo(t.db, TEST_SHIPPING.email);
    expect(thanks?.kind).toBe('installation-done');
    expect(thanks?.text).toContain('/images/install-');
    // The customer's view shows it installed, with the photos.
    const view = (await slotsOf(orderId)).json<SlotsAnswer>().installation;
    expect(view.status).toBe('done');
    expect(view.afterPhotos).toHaveLength(1);
  });

  it('reports a problem that staff act on: an editor may rebook, only an admin may refund', async () => {
    const order = await installOrder('560011');
    const { slots } = (await slotsOf(order.id)).json<SlotsAnswer>();
    await book(order.id, slots[6]!.slot);
    const [job] = await t.db.select().from(installationJobs).where(eq(installationJobs.orderId, order.id));
    const problem = await asInstaller('POST', `/jobs/${job!.id}/problem`, {
      reason: 'damp',
      notes: 'Seepage',
    });
    expect(problem.json<Job>()).toMatchObject({ status: 'problem', problemReason: 'damp' });

    const board = await t.call('GET', '/api/admin/installation/board', undefined, t.people.viewer);
    expect(board.statusCode).toBe(200);
    expect(board.json<{ problems: Job[] }>().problems.map((j) => j.id)).toContain(job!.id);

    const refund = await t.call('POST', `/api/admin/installation/jobs/${job!.id}/resolve`, {
      action: 'refund',
    });
    expect(refund.statusCode).toBe(403);
    expect(refund.json()).toEqual({ message: ADMIN_MESSAGES.refundsAdminOnly });
    const rebook = await t.call('POST', `/api/admin/installation/jobs/${job!.id}/resolve`, {
      action: 'rebook',
      note: 'Dry in a week',
    });
    expect(rebook.json<Job>()).toMatchObject({ status: 'unbooked', slot: null, team: null });
    const [load] = await t.db
      .select()
      .from(installationCapacity)
      .where(
        and(
          eq(installationCapacity.teamId, teams.bengaluru!.id),
          eq(installationCapacity.day, slots[6]!.day),
        ),
      );
    expect(load?.jobs).toBe(0);
    // The customer can book again.
    expect((await slotsOf(order.id)).json<SlotsAnswer>().installation.canBook).toBe(true);
  });

  it("lets an admin refund a problem job's installation, once", async () => {
    const order = await installOrder('560014', 'shipped', 50);
    await t.db.insert(payments).values({
      userId: t.people.customer.id,
      provider: 'sandbox',
      providerOrderId: order.providerOrderId,
      paymentId: `pay_install${Date.now()}`,
      amountPaise: order.totalPaise,
      status: 'paid',
      checkout: {
        lines: [],
        subtotalPaise: order.totalPaise,
        shippingPaise: 0,
        taxPaise: 0,
        totalPaise: order.totalPaise,
      },
      orderId: order.id,
    });
    await slotsOf(order.id);
    await t.db
      .update(installationJobs)
      .set({ status: 'problem', problemReason: 'wrong_size' })
      .where(eq(installationJobs.orderId, order.id));
    const [job] = await t.db.select().from(installationJobs).where(eq(installationJobs.orderId, order.id));
    const refund = await t.call(
      'POST',
      `/api/admin/installation/jobs/${job!.id}/resolve`,
      { action: 'refund', note: 'Wall too small' },
      t.people.admin,
    );
    expect(refund.statusCode).toBe(200);
    expect(refund.json<Job>().status).toBe('cancelled');
    const made = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    // 50 sq ft at ₹9: ₹450, and, on a line recorded without per-line tax, the spec's 8% of it: ₹36.
    expect(made.map((r) => [r.amountPaise, r.idempotencyKey])).toEqual([[48_600, `install-${job!.id}`]]);
    const again = await t.call(
      'POST',
      `/api/admin/installation/jobs/${job!.id}/resolve`,
      { action: 'refund' },
      t.people.admin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: INSTALLATION_MESSAGES.notProblem });
  });

  it('lets staff reassign a job within capacity from the board', async () => {
    const order = await installOrder('560012');
    const base = (await slotsOf(order.id)).json<SlotsAnswer>().slots[8]!;
    const [job] = await t.db.select().from(installationJobs).where(eq(installationJobs.orderId, order.id));
    const assign = (slot: string) =>
      t.call('POST', `/api/admin/installation/jobs/${job!.id}/assign`, { teamId: teams.mumbai!.id, slot });
    const first = await assign(base.slot);
    expect(first.statusCode).toBe(200);
    expect(first.json<Job>()).toMatchObject({ status: 'booked', team: 'Mumbai Last Place' });
    // Mumbai takes one job a day: a second job the same day is refused.
    const other = await installOrder('560013');
    await slotsOf(other.id);
    const [otherJob] = await t.db
      .select()
      .from(installationJobs)
      .where(eq(installationJobs.orderId, other.id));
    const full = await t.call('POST', `/api/admin/installation/jobs/${otherJob!.id}/assign`, {
      teamId: teams.mumbai!.id,
      slot: base.slot.replace('morning', 'afternoon'),
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: INSTALLATION_MESSAGES.capacityFull });
    const history = await t.call(
      'GET',
      `/api/admin/installation/orders/${order.id}/jobs`,
      undefined,
      t.people.viewer,
    );
    expect(history.json<Job[]>()[0]!.history.map((e) => e.kind)).toEqual(['created', 'booked']);
  });
});

describe('reminders', () => {
  it('e-mails each customer once, the day before the visit in India', async () => {
    const order = await installOrder('560020');
    await slotsOf(order.id);
    const now = new Date();
    const tomorrow = addDays(indiaDay(now), 1);
    await t.db
      .update(installationJobs)
      .set({
        status: 'booked',
        teamId: teams.bengaluru!.id,
        day: tomorrow,
        period: 'morning',
        startsAt: new Date(now.getTime() + 30 * 3_600_000),
      })
      .where(eq(installationJobs.orderId, order.id));
    const first = await sendInstallationReminders(t.db, t.config, now);
    const second = await sendInstallationReminders(t.db, t.config, now);
    expect(first.reminded).toBe(1);
    expect(second.reminded).toBe(0);
    expect((await latestMailTo(t.db, TEST_SHIPPING.email))?.kind).toBe('installation-reminder');
  });
});

describe('problem actions that move money and stock', () => {
  /** A problem job on an order paid for through `payments`, with the given lines recorded. */
  async function problemJob(
    items: Partial<typeof orderItems.$inferInsert>[],
    lines: PaidLine[] = [],
    totalPaise = 2_000_000,
  ) {
    const order = await t.createOrder({ userId: t.people.customer.id, status: 'shipped', totalPaise });
    // Invoiced, as every paid order is: a refund then takes a credit note (decisions 025, 029).
    await t.db
      .update(orders)
      .set({ invoiceNumber: `WC/TEST/${order.id.slice(-8)}` })
      .where(eq(orders.id, order.id));
    for (const item of items)
      await t.db.insert(orderItems).values({
        orderId: order.id,
        productId: null,
        name: 'Monsoon Mural',
        image: null,
        kind: 'customised',
        installation: true,
        quantity: 1,
        widthIn: 120,
        heightIn: 120,
        unitRatePaise: 9900,
        unitAmountPaise: 990_000,
        lineTotalPaise: 990_000,
        ...item,
      });
    await t.db.insert(payments).values({
      userId: t.people.customer.id,
      provider: 'sandbox',
      providerOrderId: order.providerOrderId,
      paymentId: `pay_${order.id.slice(0, 12)}`,
      amountPaise: totalPaise,
      status: 'paid',
      checkout: {
        lines,
        subtotalPaise: totalPaise,
        shippingPaise: 0,
        taxPaise: 0,
        totalPaise,
      },
      orderId: order.id,
    });
    await slotsOf(order.id);
    await t.db
      .update(installationJobs)
      .set({ status: 'problem', problemReason: 'short_of_rolls' })
      .where(eq(installationJobs.orderId, order.id));
    const [job] = await t.db.select().from(installationJobs).where(eq(installationJobs.orderId, order.id));
    return { order, jobId: job!.id };
  }

  it('refunds the installation with its GST, to the paisa, and issues a credit note', async () => {
    // 100 sq ft at ₹9 = ₹900, less a ₹100.50 discount share: ₹799.50 taxable under SAC 995475 at 18% = ₹143.91.
    const { order, jobId } = await problemJob([
      {
        lineTotalPaise: 1_080_000,
        installationCode: '995475',
        installationTaxablePaise: 79_950,
        installationRateBp: 1800,
        installationTaxPaise: 14_391,
      },
    ]);
    const res = await t.call(
      'POST',
      `/api/admin/installation/jobs/${jobId}/resolve`,
      { action: 'refund' },
      t.people.admin,
    );
    expect(res.statusCode).toBe(200);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ amountPaise: 94_341, status: 'succeeded' });
    expect(refund!.creditNoteNumber).toBeTruthy();
  });

  it("sends rolls from the order's batch once, however often it is pressed, and says so on the timeline", async () => {
    const [roll] = await seedProducts(t.db, 1);
    await t.db
      .update(products)
      .set({ kind: 'rolls', stock: 10, batch: 'B-07', inStock: true })
      .where(eq(products.id, roll!.id));
    const line: PaidLine = {
      cartLineId: 'line-1',
      kind: 'goods',
      product: { id: roll!.id, name: roll!.name, image: null, kind: 'rolls' },
      selectedColor: null,
      selectedMaterial: null,
      widthIn: 120,
      heightIn: 108,
      installation: true,
      quantity: 4,
      unitRatePaise: 300_000,
      unitAmountPaise: 300_000,
      lineTotalPaise: 1_290_000,
      fromStock: { batch: 'B-07' },
    };
    const { order, jobId } = await problemJob([{ productId: roll!.id, kind: 'rolls' }], [line]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('POST', `/api/admin/installation/jobs/${jobId}/resolve`, { action: 'send_rolls', rolls: 3 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const [after] = await t.db.select().from(products).where(eq(products.id, roll!.id));
    expect(after).toMatchObject({ stock: 7, batch: 'B-07' });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, roll!.id));
    expect(audits.filter((a) => a.action === 'product.stock')).toHaveLength(1);
    const sheet = await t.call('GET', `/api/admin/installation/orders/${order.id}/jobs`);
    const sent = sheet.json<Job[]>()[0]!.history.find((e) => e.kind === 'rolls_sent');
    expect(sent?.detail).toBe(`3 rolls of ${roll!.name} (batch B-07) sent from stock`);
    // The customer's order timeline carries the same history.
    const mine = (await slotsOf(order.id)).json<SlotsAnswer>().installation.history;
    expect(mine.map((e) => e.kind)).toContain('rolls_sent');
  });

  it('refuses to send more rolls than the shelf holds, leaving the job and stock as they were', async () => {
    const [roll] = await seedProducts(t.db, 1);
    await t.db
      .update(products)
      .set({ kind: 'rolls', stock: 2, batch: 'B-08', inStock: true })
      .where(eq(products.id, roll!.id));
    const line: PaidLine = {
      cartLineId: 'line-2',
      kind: 'goods',
      product: { id: roll!.id, name: roll!.name, image: null, kind: 'rolls' },
      selectedColor: null,
      selectedMaterial: null,
      widthIn: null,
      heightIn: null,
      installation: true,
      quantity: 2,
      unitRatePaise: 300_000,
      unitAmountPaise: 300_000,
      lineTotalPaise: 600_000,
      fromStock: { batch: 'B-08' },
    };
    const { jobId } = await problemJob([{ productId: roll!.id, kind: 'rolls' }], [line]);
    const short = await t.call('POST', `/api/admin/installation/jobs/${jobId}/resolve`, {
      action: 'send_rolls',
      rolls: 5,
    });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({ message: `Only 2 rolls of ${roll!.name} (batch B-08) are in stock.` });
    const [job] = await t.db.select().from(installationJobs).where(eq(installationJobs.id, jobId));
    expect(job!.status).toBe('problem');
  });
});
