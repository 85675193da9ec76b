import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  addDays,
  bookableDays,
  canChangeBooking,
  CHANGE_CUTOFF_HOURS,
  indiaDay,
  INSTALLATION_MESSAGES,
  mapUrl,
  parseSlot,
  periodsOf,
  slotStartsAt,
  teamWorks,
  weekdayOf,
  type Period,
} from '../../../domain/installation';
import {
  VISIT_CREDIT_DAYS,
  VISIT_HOLD_MINUTES,
  VISIT_MESSAGES,
  type CreateVisitBody,
  type RecordWallsBody,
  type Visit,
  type VisitJob,
  type VisitSlots,
} from '../../../domain/measure-visit';
import { toRupees } from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  creditEntries,
  installationTeams,
  measureVisitEvents,
  measureVisits,
  products,
} from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import { lockLedger } from '../credit/service';
import {
  lockDays,
  releasePlace,
  slotOf,
  slotsWithRoom,
  slotText,
  takePlace,
  teamsFor,
} from '../installation/service';
import { teamOfInstaller } from '../installation/teams';
import { toProductDto } from '../products/service';

/**
 * Measurement visits (docs/decisions/071-measurement-visits.md). A visit is created holding its place in a
 * team's day (the same conditional UPDATE of installation_capacity as an installation job, with no area), so of
 * many customers racing for a last place one gets a payment dialog and the rest a 409 before paying. The payment
 * is recorded once, under the visit's row lock, with the fee's store credit in the same transaction.
 */

export type VisitRow = typeof measureVisits.$inferSelect;
type TeamRow = typeof installationTeams.$inferSelect;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const addEvent = (tx: Db, visitId: string, kind: string, detail: string | null, actorId: string | null) =>
  tx.insert(measureVisitEvents).values({ visitId, kind, detail, actorId });

const lockVisit = async (tx: Db, id: string): Promise<VisitRow> => {
  const [row] = await tx.select().from(measureVisits).where(eq(measureVisits.id, id)).for('update');
  if (!row) throw new NotFound(VISIT_MESSAGES.notFound);
  return row;
};

/** Teams serving the PIN that work this slot and have not yet started it. */
async function teamsForSlot(db: Db, pin: string, day: string, period: Period, now: Date): Promise<TeamRow[]> {
  return (await teamsFor(db, pin)).filter(
    (t) => teamWorks(t, day) && periodsOf(t).includes(period) && slotStartsAt(t, day, period) > now,
  );
}

/**
 * Takes a place for the slot with the first team serving the PIN that has room, locking every candidate
 * team-day (and the one being left) first so moves cannot deadlock (decision 065). Null when every team is full.
 */
async function takeSlot(
  tx: Db,
  teams: readonly TeamRow[],
  day: string,
  period: Period,
  leaving: Pick<VisitRow, 'teamId' | 'day' | 'period'> | null,
): Promise<TeamRow | null> {
  await lockDays(tx, [
    ...(leaving?.teamId && leaving.day ? [{ teamId: leaving.teamId, day: leaving.day }] : []),
    ...teams.map((t) => ({ teamId: t.id, day })),
  ]);
  // A failed move rolls back with its transaction, giving the old place back too.
  if (leaving) await releasePlace(tx, placeOf(leaving));
  for (const team of teams) if (await takePlace(tx, team.id, day, period, 0)) return team;
  return null;
}

const placeOf = (v: Pick<VisitRow, 'teamId' | 'day' | 'period'>) => ({ ...v, areaSqft: 0 });

/** The days a visit may be booked: from tomorrow in India, as many as an installation (decision 065). */
const visitDays = (now: Date) => bookableDays(now, now);

/** GET /api/measure-visits/slots: the fee and the open slots for a PIN. */
export async function visitSlots(
  db: Db,
  config: Pick<Config, 'measureVisitPaise'>,
  pin: string,
  now: Date,
): Promise<VisitSlots> {
  return {
    fee: toRupees(config.measureVisitPaise),
    creditDays: VISIT_CREDIT_DAYS,
    slots: await slotsWithRoom(db, pin.trim(), 0, visitDays(now), now),
  };
}

/**
 * Held visits whose payment never came within VISIT_HOLD_MINUTES give their place back. The conditional UPDATE
 * lets exactly one caller release each; a payment landing afterwards takes a place again if there is one.
 */
export async function releaseLapsedVisits(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(measureVisits)
      .set({ status: 'lapsed' })
      .where(
        and(
          eq(measureVisits.status, 'pending'),
          isNull(measureVisits.paymentId),
          lt(measureVisits.createdAt, new Date(now.getTime() - VISIT_HOLD_MINUTES * 60_000)),
        ),
      )
      .returning();
    for (const visit of lapsed) {
      await releasePlace(tx, placeOf(visit));
      await addEvent(tx, visit.id, 'lapsed', null, null);
    }
    return lapsed.length;
  });
}

/** A checked request for a visit: the fee, and the teams that could take the slot. */
export interface VisitPlan {
  feePaise: number;
  pin: string;
  day: string;
  period: Period;
  teams: TeamRow[];
}

/**
 * POST /api/measure-visits, before anything is held or charged: the fee comes from config, never the body; a body
 * amount that disagrees means the page showed a stale fee.
 */
export async function planVisit(
  db: Db,
  config: Pick<Config, 'measureVisitPaise'>,
  body: CreateVisitBody,
  now: Date,
): Promise<VisitPlan> {
  await releaseLapsedVisits(db, now);
  const feePaise = config.measureVisitPaise;
  if (body.amount !== undefined && body.amount !== feePaise) throw new Invalid(VISIT_MESSAGES.feeChanged);
  if (body.productId) {
    const [product] = await db
      .select({ kind: products.kind })
      .from(products)
      .where(eq(products.id, body.productId));
    if (!product) throw new NotFound('Product not found');
    if (product.kind !== 'customised') throw new Invalid(VISIT_MESSAGES.productNotCustom);
  }
  const pin = body.address.zip.trim();
  const { day, period } = parseSlot(body.slot);
  if (!visitDays(now).includes(day)) throw new Invalid(INSTALLATION_MESSAGES.slotUnavailable);
  if (!(await teamsFor(db, pin)).length) throw new Invalid(VISIT_MESSAGES.noTeam);
  const teams = await teamsForSlot(db, pin, day, period, now);
  if (!teams.length) throw new Invalid(INSTALLATION_MESSAGES.slotUnavailable);
  return { feePaise, pin, day, period, teams };
}

/**
 * Holds the planned slot for a visit awaiting its payment, inside the transaction that records the payment's
 * checkout: of many customers racing for a last place one holds it and the rest get a 409 before paying.
 */
export async function holdVisit(
  tx: Db,
  plan: VisitPlan,
  visit: Pick<
    typeof measureVisits.$inferInsert,
    'id' | 'userId' | 'productId' | 'address' | 'provider' | 'providerOrderId'
  > & { id: string },
): Promise<void> {
  const team = await takeSlot(tx, plan.teams, plan.day, plan.period, null);
  if (!team) throw new Conflict(INSTALLATION_MESSAGES.slotTaken);
  await tx.insert(measureVisits).values({
    ...visit,
    feePaise: plan.feePaise,
    pin: plan.pin,
    teamId: team.id,
    day: plan.day,
    period: plan.period,
    startsAt: slotStartsAt(team, plan.day, plan.period),
  });
  await addEvent(tx, visit.id, 'held', slotText(plan.day, plan.period, team.name), null);
}

/**
 * The visit's payment, recorded once however often and by whom it is reported (browser, webhook, reconciliation,
 * a double tap), inside the caller's transaction: under the visit's row lock only a visit still awaiting payment is
 * marked paid, and the fee goes to the customer's store credit for VISIT_CREDIT_DAYS in the same transaction
 * (docs/decisions/061-one-store-credit-ledger.md). A payment landing after the hold lapsed takes a place again, or
 * leaves the visit paid without a slot for staff to give one. True when this call recorded it.
 */
export async function recordVisitPayment(
  tx: Db,
  visitId: string,
  paymentId: string,
  now: Date,
): Promise<boolean> {
  const visit = await lockVisit(tx, visitId);
  if (visit.paymentId || (visit.status !== 'pending' && visit.status !== 'lapsed')) return false;
  let slot: { team: TeamRow | null; day: string | null; period: Period | null } = {
    team: null,
    day: visit.day,
    period: visit.period,
  };
  if (visit.status === 'pending') {
    const [team] = visit.teamId
      ? await tx.select().from(installationTeams).where(eq(installationTeams.id, visit.teamId))
      : [];
    slot.team = team ?? null;
  } else if (visit.day && visit.period) {
    const teams = await teamsForSlot(tx, visit.pin, visit.day, visit.period, now);
    slot.team = await takeSlot(tx, teams, visit.day, visit.period, null);
  }
  if (!slot.team) slot = { team: null, day: null, period: null };
  const booked = slot.team && slot.day && slot.period;
  await tx
    .update(measureVisits)
    .set({
      status: booked ? 'booked' : 'unbooked',
      paymentId,
      paidAt: now,
      teamId: slot.team?.id ?? null,
      day: slot.day,
      period: slot.period,
      startsAt: slot.team && slot.day && slot.period ? slotStartsAt(slot.team, slot.day, slot.period) : null,
    })
    .where(eq(measureVisits.id, visit.id));
  await lockLedger(tx, visit.userId);
  await tx.insert(creditEntries).values({
    userId: visit.userId,
    amountPaise: visit.feePaise,
    reason: 'measure_visit',
    note: `Measurement visit fee, to spend on an order within ${VISIT_CREDIT_DAYS} days`,
    expiresAt: new Date(now.getTime() + VISIT_CREDIT_DAYS * 86_400_000),
  });
  await addEvent(tx, visit.id, 'paid', null, null);
  if (slot.team && slot.day && slot.period)
    await addEvent(tx, visit.id, 'booked', slotText(slot.day, slot.period, slot.team.name), null);
  else await addEvent(tx, visit.id, 'slot_lost', null, null);
  return true;
}

async function ownVisit(db: Db, userId: string, visitId: string): Promise<VisitRow> {
  const [row] = isUuid(visitId)
    ? await db
        .select()
        .from(measureVisits)
        .where(and(eq(measureVisits.id, visitId), eq(measureVisits.userId, userId)))
    : [];
  if (!row) throw new NotFound(VISIT_MESSAGES.notFound);
  return row;
}

/**
 * POST /api/measure-visits/:id/slot: the customer moves a booked visit, up to CHANGE_CUTOFF_HOURS before it
 * (compared as instants, decision 065). The old place is given back and the new one taken in one transaction;
 * no room rolls both back and answers 409.
 */
export async function rescheduleVisit(
  db: Db,
  userId: string,
  visitId: string,
  slot: string,
  now: Date,
): Promise<Visit> {
  const found = await ownVisit(db, userId, visitId);
  const { day, period } = parseSlot(slot);
  await db.transaction(async (tx) => {
    const visit = await lockVisit(tx, found.id);
    if (visit.status !== 'booked') throw new Conflict(VISIT_MESSAGES.notChangeable);
    if (visit.startsAt && !canChangeBooking(visit.startsAt, now))
      throw new Conflict(INSTALLATION_MESSAGES.tooLate);
    if (visit.day === day && visit.period === period) return;
    if (!visitDays(now).includes(day)) throw new Invalid(INSTALLATION_MESSAGES.slotUnavailable);
    const teams = await teamsForSlot(tx, visit.pin, day, period, now);
    if (!teams.length) throw new Invalid(INSTALLATION_MESSAGES.slotUnavailable);
    const team = await takeSlot(tx, teams, day, period, visit);
    if (!team) throw new Conflict(INSTALLATION_MESSAGES.slotTaken);
    await tx
      .update(measureVisits)
      .set({ teamId: team.id, day, period, startsAt: slotStartsAt(team, day, period), remindedAt: null })
      .where(eq(measureVisits.id, visit.id));
    await addEvent(tx, visit.id, 'rescheduled', slotText(day, period, team.name), null);
  });
  return visitOf(db, userId, visitId, now);
}

// ---- reading ----

const addressText = (a: VisitRow['address']) =>
  [a.address, a.city, a.state, a.zip].filter(Boolean).join(', ');

async function namesOf(db: Db, rows: readonly VisitRow[]) {
  const teamIds = [...new Set(rows.flatMap((r) => (r.teamId ? [r.teamId] : [])))];
  const productIds = [...new Set(rows.flatMap((r) => (r.productId ? [r.productId] : [])))];
  const teams = teamIds.length
    ? await db.select().from(installationTeams).where(inArray(installationTeams.id, teamIds))
    : [];
  const productRows = productIds.length
    ? await db.select().from(products).where(inArray(products.id, productIds))
    : [];
  return { teams, productRows };
}

const slotOfRow = (row: VisitRow, teams: readonly TeamRow[]) => {
  const team = teams.find((t) => t.id === row.teamId);
  return team && row.day && row.period ? slotOf(team, row.day, row.period) : null;
};

/** The customer's visits, newest first, each with its history and the design its walls are added as. */
export async function visitsOf(db: Db, userId: string, now: Date, only?: string): Promise<Visit[]> {
  const rows = await db
    .select()
    .from(measureVisits)
    .where(and(eq(measureVisits.userId, userId), only ? eq(measureVisits.id, only) : undefined))
    .orderBy(desc(measureVisits.createdAt))
    .limit(50);
  const { teams, productRows } = await namesOf(db, rows);
  const events = rows.length
    ? await db
        .select()
        .from(measureVisitEvents)
        .where(
          inArray(
            measureVisitEvents.visitId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(measureVisitEvents.createdAt), asc(measureVisitEvents.id))
    : [];
  return rows.map((row) => {
    const product = productRows.find((p) => p.id === row.productId);
    const changeable =
      row.status === 'booked' && row.startsAt !== null && canChangeBooking(row.startsAt, now);
    return {
      id: row.id,
      status: row.status,
      fee: toRupees(row.feePaise),
      slot: slotOfRow(row, teams),
      team: teams.find((t) => t.id === row.teamId)?.name ?? null,
      address: addressText(row.address),
      pin: row.pin,
      product: product ? toProductDto(product) : null,
      walls: row.walls,
      notes: row.notes,
      canChange: changeable,
      changeableUntil:
        row.status === 'booked' && row.startsAt
          ? new Date(row.startsAt.getTime() - CHANGE_CUTOFF_HOURS * 3_600_000).toISOString()
          : null,
      creditEndsAt: row.paidAt
        ? new Date(row.paidAt.getTime() + VISIT_CREDIT_DAYS * 86_400_000).toISOString()
        : null,
      createdAt: row.createdAt.toISOString(),
      history: events
        .filter((e) => e.visitId === row.id)
        .map((e) => ({ kind: e.kind, at: e.createdAt.toISOString(), detail: e.detail })),
    };
  });
}

export async function visitOf(db: Db, userId: string, visitId: string, now: Date): Promise<Visit> {
  const [visit] = await visitsOf(db, userId, now, visitId);
  if (!visit) throw new NotFound(VISIT_MESSAGES.notFound);
  return visit;
}

/** Visits as the installer and the board see them. */
async function toVisitJobs(db: Db, rows: readonly VisitRow[], today: string): Promise<VisitJob[]> {
  const { teams, productRows } = await namesOf(db, rows);
  return rows.map((row) => {
    const address = addressText(row.address);
    return {
      id: row.id,
      status: row.status,
      teamId: row.teamId,
      team: teams.find((t) => t.id === row.teamId)?.name ?? null,
      slot: slotOfRow(row, teams),
      pin: row.pin,
      customer: { name: row.address.name, phone: row.address.phone, address, mapUrl: mapUrl(address) },
      productName: productRows.find((p) => p.id === row.productId)?.name ?? null,
      walls: row.walls,
      notes: row.notes,
      overdue: row.status === 'booked' && row.day !== null && row.day < today,
    };
  });
}

/** The installer's visits of a day: their team's, paid, in visit order. */
export async function installerVisits(db: Db, userId: string, day: string, now: Date): Promise<VisitJob[]> {
  const teamId = await teamOfInstaller(db, userId);
  if (!teamId) return [];
  const rows = await db
    .select()
    .from(measureVisits)
    .where(
      and(
        eq(measureVisits.teamId, teamId),
        eq(measureVisits.day, day),
        inArray(measureVisits.status, ['booked', 'done']),
      ),
    )
    .orderBy(asc(measureVisits.startsAt), asc(measureVisits.id));
  return toVisitJobs(db, rows, indiaDay(now));
}

/**
 * The installer records the walls measured; the visit is done and the walls appear in the customer's account.
 * Only a paid visit of the installer's own team; any other answers like a missing one. Recording again corrects.
 */
export async function recordWalls(
  db: Db,
  userId: string,
  visitId: string,
  body: RecordWallsBody,
  now: Date,
): Promise<VisitJob> {
  const teamId = await teamOfInstaller(db, userId);
  if (!teamId || !isUuid(visitId)) throw new NotFound(VISIT_MESSAGES.notFound);
  const row = await db.transaction(async (tx) => {
    const visit = await lockVisit(tx, visitId);
    if (visit.teamId !== teamId) throw new NotFound(VISIT_MESSAGES.notFound);
    if (visit.status !== 'booked' && visit.status !== 'done') throw new Conflict(VISIT_MESSAGES.notOpen);
    const [saved] = await tx
      .update(measureVisits)
      .set({ status: 'done', walls: body.walls, notes: body.notes, measuredAt: now })
      .where(eq(measureVisits.id, visit.id))
      .returning();
    await addEvent(
      tx,
      visit.id,
      'measured',
      `${body.walls.length} wall${body.walls.length === 1 ? '' : 's'}`,
      userId,
    );
    return saved!;
  });
  const [job] = await toVisitJobs(db, [row], indiaDay(now));
  return job!;
}

/** The board's visits: those of the week from `from` (Monday of this India week by default), and paid ones without a slot. */
export async function boardVisits(db: Db, from: string | undefined, now: Date): Promise<VisitJob[]> {
  const today = indiaDay(now);
  const start = from ?? addDays(today, -((weekdayOf(today) + 6) % 7));
  const end = addDays(start, 6);
  const rows = await db
    .select()
    .from(measureVisits)
    .where(
      or(
        and(
          inArray(measureVisits.status, ['booked', 'done']),
          gte(measureVisits.day, start),
          lte(measureVisits.day, end),
        ),
        eq(measureVisits.status, 'unbooked'),
        and(eq(measureVisits.status, 'booked'), sql`${measureVisits.day} < ${today}`),
      ),
    )
    .orderBy(asc(measureVisits.startsAt))
    .limit(300);
  return toVisitJobs(db, rows, today);
}

/**
 * Reminders the day before (run with the installation reminders, hourly): booked visits of tomorrow in India not
 * yet reminded are claimed (reminded_at set where null) before mail is queued, so overlapping runs remind once.
 */
export async function claimVisitReminders(db: Db, now: Date): Promise<VisitRow[]> {
  const tomorrow = addDays(indiaDay(now), 1);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(measureVisits)
      .set({ remindedAt: now })
      .where(
        and(
          eq(measureVisits.status, 'booked'),
          eq(measureVisits.day, tomorrow),
          isNull(measureVisits.remindedAt),
        ),
      )
      .returning();
    for (const v of claimed) await addEvent(tx, v.id, 'reminded', null, null);
    return claimed;
  });
}
