import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { deliveryEstimate } from '../../../domain/delivery';
import { formatDate, orderNumber } from '../../../domain/format';
import {
  bookableDays,
  canChangeBooking,
  CHANGE_CUTOFF_HOURS,
  indiaDay,
  INSTALLATION_MESSAGES,
  mapUrl,
  parseSlot,
  PERIOD_LABELS,
  periodCapacity,
  periodsOf,
  servesPin,
  slotId,
  slotStartsAt,
  teamWorks,
  type Job,
  type JobEventKind,
  type OrderInstallation,
  type Period,
  type Slot,
  type SlotsAnswer,
} from '../../../domain/installation';
import { INSTALLATION_RATE, wallAreaSqft } from '../../../domain/pricing';
import type { OrderStatus } from '../../../domain/order-status';
import type { Db } from '../../db/client';
import { qualified } from '../../db/sql-helpers';
import {
  installationCapacity,
  installationJobEvents,
  installationJobs,
  installationTeams,
  orderItems,
  orders,
} from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import { teamName } from './teams';

/**
 * Installation jobs and their booking (docs/decisions/065-installation-teams-and-booking.md). A job is made when
 * its order is paid; the customer books a slot once the order has shipped. Every change to a job runs in a
 * transaction on `tx` alone that first locks the job's row, and a slot's place is taken by one conditional UPDATE
 * of the team's day in installation_capacity, so no team is ever given more than its capacity.
 */

export type JobRow = typeof installationJobs.$inferSelect;
type TeamRow = typeof installationTeams.$inferSelect;

/** Orders a customer may book for: on their way or delivered. */
const BOOKABLE_ORDER: ReadonlySet<OrderStatus> = new Set(['shipped', 'delivered']);

/**
 * Square feet to paper: what installation was charged on (₹9 a sq ft, decisions/014), or, for lines recorded
 * before installation was its own figure, the wall's area times the pieces.
 */
export function installationArea(items: readonly (typeof orderItems.$inferSelect)[]): number {
  let sqft = 0;
  for (const item of items) {
    if (!item.installation) continue;
    const charged = item.lineTotalPaise - item.unitAmountPaise * item.quantity;
    if (charged > 0) sqft += charged / (INSTALLATION_RATE * 100);
    else if (item.widthIn && item.heightIn) sqft += wallAreaSqft(item.heightIn, item.widthIn) * item.quantity;
  }
  return Math.ceil(sqft - 1e-9);
}

async function addEvent(
  tx: Db,
  jobId: string,
  kind: JobEventKind,
  detail: string | null,
  actorId: string | null,
): Promise<void> {
  await tx.insert(installationJobEvents).values({ jobId, kind, detail, actorId });
}

/**
 * The order's job, made if the order has installation and none exists yet: on first look for orders paid before
 * jobs existed. Checkout, which has the order and its lines in hand, calls `makeJob` in the transaction that
 * records the order.
 */
export async function ensureJob(tx: Db, orderId: string): Promise<JobRow | null> {
  const [existing] = await tx.select().from(installationJobs).where(eq(installationJobs.orderId, orderId));
  if (existing) return existing;
  const [order] = await tx
    .select({ id: orders.id, shippingInfo: orders.shippingInfo })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  return makeJob(tx, order, await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)));
}

/** The job of an order with installation (decision 065). The UNIQUE order id makes a repeat, or two at once, make one. */
export async function makeJob(
  tx: Db,
  order: Pick<typeof orders.$inferSelect, 'id' | 'shippingInfo'>,
  items: readonly (typeof orderItems.$inferSelect)[],
): Promise<JobRow | null> {
  if (!items.some((i) => i.installation)) return null;
  const [made] = await tx
    .insert(installationJobs)
    .values({ orderId: order.id, areaSqft: installationArea(items), pin: order.shippingInfo.zip.trim() })
    .onConflictDoNothing({ target: installationJobs.orderId })
    .returning();
  if (made) {
    await addEvent(tx, made.id, 'created', null, null);
    return made;
  }
  const [raced] = await tx.select().from(installationJobs).where(eq(installationJobs.orderId, order.id));
  return raced ?? null;
}

const lockJob = async (tx: Db, jobId: string): Promise<JobRow> => {
  const [job] = await tx.select().from(installationJobs).where(eq(installationJobs.id, jobId)).for('update');
  if (!job) throw new NotFound(INSTALLATION_MESSAGES.jobNotFound);
  return job;
};

/** Active teams serving the PIN, the most specific prefix first. */
export async function teamsFor(db: Db, pin: string): Promise<TeamRow[]> {
  const teams = await db
    .select()
    .from(installationTeams)
    .where(eq(installationTeams.active, true))
    .orderBy(asc(installationTeams.name));
  return teams
    .map((team) => ({ team, match: servesPin(team.pinPrefixes, pin) }))
    .filter((t) => t.match > 0)
    .sort((a, b) => b.match - a.match)
    .map((t) => t.team);
}

const slotOf = (team: Pick<TeamRow, 'startsAt'>, day: string, period: Period): Slot => ({
  slot: slotId(day, period),
  day,
  period,
  startsAt: slotStartsAt(team, day, period).toISOString(),
});

export const slotText = (day: string, period: Period, teamName: string | null): string =>
  `${PERIOD_LABELS[period]} of ${formatDate(`${day}T12:00:00+05:30`)}${teamName ? ` with ${teamName}` : ''}`;

/**
 * Takes a place in the team's day: one conditional UPDATE whose WHERE holds the limits, so under any number of
 * concurrent bookings only those that fit land. A job larger than the team's sq ft a day may have a day to
 * itself.
 */
export async function takePlace(
  tx: Db,
  teamId: string,
  day: string,
  period: Period,
  areaSqft: number,
): Promise<boolean> {
  await tx.insert(installationCapacity).values({ teamId, day }).onConflictDoNothing();
  const c = installationCapacity;
  const limit = (column: 'jobs_per_day' | 'sqft_per_day') =>
    sql`(select ${sql.identifier(column)} from ${installationTeams} where ${installationTeams.id} = ${qualified(c.teamId)})`;
  const jobsPerDay = limit('jobs_per_day');
  const periodColumn = period === 'morning' ? c.morning : c.afternoon;
  const [taken] = await tx
    .update(c)
    .set({
      jobs: sql`${c.jobs} + 1`,
      sqft: sql`${c.sqft} + ${areaSqft}`,
      ...(period === 'morning' ? { morning: sql`${c.morning} + 1` } : { afternoon: sql`${c.afternoon} + 1` }),
    })
    .where(
      and(
        eq(c.teamId, teamId),
        eq(c.day, day),
        sql`${c.jobs} < ${jobsPerDay}`,
        sql`${periodColumn} < ceil(${jobsPerDay} / 2.0)`,
        sql`(${c.sqft} + ${areaSqft} <= ${limit('sqft_per_day')} or ${c.jobs} = 0)`,
      ),
    )
    .returning({ teamId: c.teamId });
  return Boolean(taken);
}

/**
 * Locks the team-days a move touches, in one order (team, then day), before anything changes: a move frees one
 * day and takes another, and two moves crossing the same two days in opposite directions must queue, not
 * deadlock.
 */
export async function lockDays(tx: Db, keys: readonly { teamId: string; day: string }[]): Promise<void> {
  const sorted = [...new Map(keys.map((k) => [`${k.teamId}/${k.day}`, k])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, k]) => k);
  for (const { teamId, day } of sorted) {
    await tx.insert(installationCapacity).values({ teamId, day }).onConflictDoNothing();
    await tx
      .select({ day: installationCapacity.day })
      .from(installationCapacity)
      .where(and(eq(installationCapacity.teamId, teamId), eq(installationCapacity.day, day)))
      .for('update');
  }
}

/** A job booked into a team's slot, whether the customer chose it or staff moved it; its reminder is due again. */
export const markBooked = (tx: Db, jobId: string, team: TeamRow, day: string, period: Period) =>
  tx
    .update(installationJobs)
    .set({
      status: 'booked',
      teamId: team.id,
      day,
      period,
      startsAt: slotStartsAt(team, day, period),
      remindedAt: null,
    })
    .where(eq(installationJobs.id, jobId));

/** Gives a booked job's (or a measurement visit's) place back to its team's day. */
export async function releasePlace(
  tx: Db,
  job: Pick<JobRow, 'teamId' | 'day' | 'period' | 'areaSqft'>,
): Promise<void> {
  if (!job.teamId || !job.day || !job.period) return;
  const c = installationCapacity;
  await tx
    .update(c)
    .set({
      jobs: sql`greatest(${c.jobs} - 1, 0)`,
      sqft: sql`greatest(${c.sqft} - ${job.areaSqft}, 0)`,
      ...(job.period === 'morning'
        ? { morning: sql`greatest(${c.morning} - 1, 0)` }
        : { afternoon: sql`greatest(${c.afternoon} - 1, 0)` }),
    })
    .where(and(eq(c.teamId, job.teamId), eq(c.day, job.day)));
}

/** Whether a team's day has room for a job of this size in this period, as read now (the booking checks again). */
function hasRoom(
  team: TeamRow,
  load: { jobs: number; sqft: number; morning: number; afternoon: number } | undefined,
  period: Period,
  areaSqft: number,
): boolean {
  const used = load ?? { jobs: 0, sqft: 0, morning: 0, afternoon: 0 };
  return (
    used.jobs < team.jobsPerDay &&
    used[period] < periodCapacity(team.jobsPerDay) &&
    (used.sqft + areaSqft <= team.sqftPerDay || used.jobs === 0)
  );
}

interface Bookable {
  order: { id: string; status: OrderStatus; createdAt: Date; pin: string };
  job: JobRow;
}

async function bookableOf(db: Db, orderId: string): Promise<Bookable> {
  const job = await db.transaction((tx) => ensureJob(tx, orderId));
  if (!job) throw new NotFound(INSTALLATION_MESSAGES.noInstallation);
  const [order] = await db
    .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt, info: orders.shippingInfo })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new NotFound(INSTALLATION_MESSAGES.noInstallation);
  return { order: { ...order, pin: order.info.zip.trim() }, job };
}

/** The days open to this order: from the day after its delivery estimate (decision 065). */
const daysFor = (order: Bookable['order'], now: Date): string[] => {
  const by = deliveryEstimate(order.pin, order.createdAt)?.by ?? order.createdAt;
  return bookableDays(by, now);
};

/** Every slot of those days in which some team serving the PIN has room for the job. */
const openSlots = (db: Db, order: Bookable['order'], job: JobRow, now: Date): Promise<Slot[]> =>
  slotsWithRoom(db, job.pin, job.areaSqft, daysFor(order, now), now);

/**
 * Every slot of `days` in which some active team serving the PIN works and has room for `areaSqft`; measurement
 * visits (docs/decisions/071-measurement-visits.md) ask with an area of 0.
 */
export async function slotsWithRoom(
  db: Db,
  pin: string,
  areaSqft: number,
  days: readonly string[],
  now: Date,
): Promise<Slot[]> {
  const teams = await teamsFor(db, pin);
  if (!teams.length) return [];
  const loads = await db
    .select()
    .from(installationCapacity)
    .where(
      and(
        inArray(
          installationCapacity.teamId,
          teams.map((t) => t.id),
        ),
        inArray(installationCapacity.day, [...days]),
      ),
    );
  const slots: Slot[] = [];
  for (const day of days) {
    for (const period of ['morning', 'afternoon'] as const) {
      const team = teams.find(
        (t) =>
          teamWorks(t, day) &&
          periodsOf(t).includes(period) &&
          slotStartsAt(t, day, period) > now &&
          hasRoom(
            t,
            loads.find((l) => l.teamId === t.id && l.day === day),
            period,
            areaSqft,
          ),
      );
      if (team) slots.push(slotOf(team, day, period));
    }
  }
  return slots;
}

async function eventsOf(db: Db, jobIds: readonly string[]) {
  if (!jobIds.length) return [];
  return db
    .select()
    .from(installationJobEvents)
    .where(inArray(installationJobEvents.jobId, [...jobIds]))
    .orderBy(asc(installationJobEvents.createdAt), asc(installationJobEvents.id));
}

const historyOf = (events: Awaited<ReturnType<typeof eventsOf>>, jobId: string) =>
  events
    .filter((e) => e.jobId === jobId)
    .map((e) => ({ kind: e.kind, at: e.createdAt.toISOString(), detail: e.detail }));

const bookedSlot = (job: JobRow): Slot | null =>
  job.day && job.period && job.startsAt
    ? {
        slot: slotId(job.day, job.period),
        day: job.day,
        period: job.period,
        startsAt: job.startsAt.toISOString(),
      }
    : null;

async function customerView(db: Db, { order, job }: Bookable, now: Date): Promise<OrderInstallation> {
  const events = await eventsOf(db, [job.id]);
  const changeable = job.startsAt ? canChangeBooking(job.startsAt, now) : false;
  return {
    status: job.status,
    slot: bookedSlot(job),
    team: await teamName(db, job.teamId),
    areaSqft: job.areaSqft,
    canBook:
      BOOKABLE_ORDER.has(order.status) &&
      (job.status === 'unbooked' || (job.status === 'booked' && changeable)),
    changeableUntil: job.startsAt
      ? new Date(job.startsAt.getTime() - CHANGE_CUTOFF_HOURS * 3_600_000).toISOString()
      : null,
    afterPhotos: job.status === 'done' ? job.afterPhotos : [],
    history: historyOf(events, job.id),
  };
}

/** GET /api/orders/:id/installation/slots: the job as it stands and, when it can be booked, the open slots. */
export async function installationSlots(db: Db, orderId: string, now: Date): Promise<SlotsAnswer> {
  const bookable = await bookableOf(db, orderId);
  const installation = await customerView(db, bookable, now);
  const slots = installation.canBook ? await openSlots(db, bookable.order, bookable.job, now) : [];
  return { installation, slots };
}

/** Why this order's job cannot be booked now, or nothing when it can. */
function refusal(order: Bookable['order'], job: JobRow, now: Date): Error | null {
  if (!BOOKABLE_ORDER.has(order.status)) {
    return order.status === 'paid' || order.status === 'processing'
      ? new Conflict(INSTALLATION_MESSAGES.notShipped)
      : new Conflict(INSTALLATION_MESSAGES.notBookable);
  }
  if (job.status === 'booked') {
    return job.startsAt && !canChangeBooking(job.startsAt, now)
      ? new Conflict(INSTALLATION_MESSAGES.tooLate)
      : null;
  }
  return job.status === 'unbooked' ? null : new Conflict(INSTALLATION_MESSAGES.notBookable);
}

export interface Booked {
  created: boolean;
  jobId: string;
}

/**
 * POST /api/orders/:id/installation: books the slot (201), or moves the booking to it (200) up to 24 hours before
 * the booked visit. The job's row lock makes one customer's two taps take turns; the capacity UPDATE makes
 * different jobs racing for a team's last place leave exactly one winner, the rest 409 slotTaken.
 */
export async function bookInstallation(db: Db, orderId: string, slot: string, now: Date): Promise<Booked> {
  const { order, job: found } = await bookableOf(db, orderId);
  const { day, period } = parseSlot(slot);
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, found.id);
    const refused = refusal(order, job, now);
    if (refused) throw refused;
    if (job.status === 'booked' && job.day === day && job.period === period)
      return { created: false, jobId: job.id };
    if (!daysFor(order, now).includes(day)) throw new Invalid(INSTALLATION_MESSAGES.slotUnavailable);
    const teams = (await teamsFor(tx, job.pin)).filter(
      (t) => teamWorks(t, day) && periodsOf(t).includes(period) && slotStartsAt(t, day, period) > now,
    );
    if (!teams.length) throw new Invalid(INSTALLATION_MESSAGES.slotUnavailable);
    const wasBooked = job.status === 'booked';
    await lockDays(tx, [
      ...(job.teamId && job.day ? [{ teamId: job.teamId, day: job.day }] : []),
      ...teams.map((t) => ({ teamId: t.id, day })),
    ]);
    await releasePlace(tx, job);
    let team: TeamRow | undefined;
    for (const candidate of teams) {
      if (await takePlace(tx, candidate.id, day, period, job.areaSqft)) {
        team = candidate;
        break;
      }
    }
    // Rolling back gives the old place back too: a failed move keeps the booking the customer had.
    if (!team) throw new Conflict(INSTALLATION_MESSAGES.slotTaken);
    await markBooked(tx, job.id, team, day, period);
    await addEvent(tx, job.id, wasBooked ? 'rescheduled' : 'booked', slotText(day, period, team.name), null);
    return { created: !wasBooked, jobId: job.id };
  });
}

// ---- jobs as staff and installers see them ----

/** One job DTO per row, with its order's address, walls and history, in a few queries. */
export async function toJobs(db: Db, rows: readonly JobRow[], today: string): Promise<Job[]> {
  if (!rows.length) return [];
  const orderIds = rows.map((r) => r.orderId);
  const orderRows = await db
    .select({ id: orders.id, status: orders.status, info: orders.shippingInfo })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  const items = await db
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.installation, true)))
    .orderBy(orderItems.id);
  const teams = await db
    .select({ id: installationTeams.id, name: installationTeams.name })
    .from(installationTeams);
  const events = await eventsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const order = orderRows.find((o) => o.id === row.orderId);
    const info = order?.info;
    const address = info ? [info.address, info.city, info.state, info.zip].filter(Boolean).join(', ') : '';
    return {
      id: row.id,
      orderId: row.orderId,
      orderNumber: orderNumber(row.orderId),
      status: row.status,
      orderStatus: order?.status ?? 'paid',
      teamId: row.teamId,
      team: teams.find((t) => t.id === row.teamId)?.name ?? null,
      slot: bookedSlot(row),
      areaSqft: row.areaSqft,
      pin: row.pin,
      customer: { name: info?.name ?? '', phone: info?.phone ?? '', address, mapUrl: mapUrl(address) },
      walls: items
        .filter((i) => i.orderId === row.orderId && i.widthIn && i.heightIn)
        .map((i) => ({ name: i.name, widthIn: i.widthIn ?? 0, heightIn: i.heightIn ?? 0 })),
      rollsUsed: row.rollsUsed,
      notes: row.notes,
      beforePhotos: row.beforePhotos,
      afterPhotos: row.afterPhotos,
      problemPhotos: row.problemPhotos,
      problemReason: row.problemReason,
      signoff: row.signoff,
      overdue:
        (row.status === 'booked' || row.status === 'checked_in') && row.day !== null && row.day < today,
      history: historyOf(events, row.id),
    };
  });
}

export const todayInIndia = (now: Date) => indiaDay(now);

export { addEvent, lockJob, bookedSlot, slotOf };
