import { createHash, randomInt } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  addDays,
  indiaDay,
  INSTALLATION_MESSAGES,
  JOB_PHOTOS_MAX,
  parseSlot,
  PROBLEM_LABELS,
  teamWorks,
  weekdayOf,
  type Board,
  type FinishBody,
  type Job,
  type PhotoStage,
  type ProblemBody,
  type ResolveBody,
} from '../../../domain/installation';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { TAX_RATE } from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  installationCapacity,
  installationJobs,
  installationTeams,
  orderItems,
  orders,
  payments,
  users,
} from '../../db/schema';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { JobLogger } from '../../jobs';
import { recordAudit, recordStockChange } from '../audit/service';
import { stockOf, takeStock } from '../products/stock';
import { orderNumber } from '../../../domain/format';
import { lockOrder, recordMove, refundOrder, type AfterSale } from '../fulfilment/service';
import { orderLinkUrl } from '../orders/link';
import { sendMail } from '../mail/service';
import type { LetterContent } from '../mail/letter';
import { bookedMail, finishedMail, reminderMail, signoffCodeMail } from './mail';
import {
  addEvent,
  lockDays,
  lockJob,
  markBooked,
  releasePlace,
  slotText,
  takePlace,
  toJobs,
  type JobRow,
} from './service';
import { teamOfInstaller } from './teams';

type MailConfig = Pick<
  Config,
  'smtpUrl' | 'mailFrom' | 'storeName' | 'publicUrl' | 'orderLinkSecret' | 'redis'
>;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const hashCode = (code: string) => createHash('sha256').update(`signoff:${code}`).digest('hex');

/** Who the order's mail goes to, and the link their mail carries (a guest's signed link, decision 019). */
async function recipientOf(db: Db, config: MailConfig, orderId: string) {
  const [row] = await db
    .select({ info: orders.shippingInfo, email: users.email, guest: users.guest, name: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  return {
    to: row.info.email || row.email,
    name: row.info.name || row.name,
    viewUrl: row.guest ? orderLinkUrl(config, orderId) : `${config.publicUrl}/orders/${orderId}`,
  };
}

async function mailCustomer(
  db: Db,
  config: MailConfig,
  orderId: string,
  kind: string,
  compose: (r: { name: string; viewUrl: string }) => LetterContent,
  log?: JobLogger,
) {
  const r = await recipientOf(db, config, orderId);
  if (!r) return;
  await sendMail(db, config, { to: r.to, kind, ...compose(r) }, log);
}

/** The confirmation after a booking or a move: written from the job as it stands after the commit. */
export async function mailBooking(db: Db, config: MailConfig, jobId: string, rescheduled: boolean) {
  const [job] = await db.select().from(installationJobs).where(eq(installationJobs.id, jobId));
  if (!job?.day || !job.period || !job.startsAt) return;
  const [team] = job.teamId
    ? await db.select().from(installationTeams).where(eq(installationTeams.id, job.teamId))
    : [];
  const { day, period, startsAt } = job;
  await mailCustomer(db, config, job.orderId, 'installation-booked', ({ name, viewUrl }) =>
    bookedMail(
      config,
      { orderId: job.orderId, name, day, period, startsAt, team: team?.name ?? null },
      rescheduled,
      viewUrl,
    ),
  );
}

/**
 * The reminder the day before (scheduled hourly, job-schedule.ts): every booked job whose visit is tomorrow in
 * India and that has not been reminded. The job is claimed (reminded_at set where it is null) before the mail is
 * queued, so overlapping runs remind once.
 */
export async function sendInstallationReminders(db: Db, config: MailConfig, now: Date, log?: JobLogger) {
  const tomorrow = addDays(indiaDay(now), 1);
  const claimed = await db
    .update(installationJobs)
    .set({ remindedAt: now })
    .where(
      and(
        eq(installationJobs.status, 'booked'),
        eq(installationJobs.day, tomorrow),
        isNull(installationJobs.remindedAt),
      ),
    )
    .returning();
  for (const job of claimed) {
    if (!job.period || !job.startsAt || !job.day) continue;
    const [team] = job.teamId
      ? await db.select().from(installationTeams).where(eq(installationTeams.id, job.teamId))
      : [];
    const { day, period, startsAt } = job;
    await addEvent(db, job.id, 'reminded', null, null);
    await mailCustomer(
      db,
      config,
      job.orderId,
      'installation-reminder',
      ({ name, viewUrl }) =>
        reminderMail(
          config,
          { orderId: job.orderId, name, day, period, startsAt, team: team?.name ?? null },
          viewUrl,
        ),
      log,
    );
  }
  return { reminded: claimed.length };
}

// ---- the installer's day ----

/** The installer's team, or a refusal: an installer outside any team has no jobs to see. */
async function installerTeam(db: Db, userId: string): Promise<string | null> {
  return teamOfInstaller(db, userId);
}

/** Today's jobs (or a day's) for the installer's team, in the order of the visits. */
export async function installerJobs(db: Db, userId: string, day: string, now: Date): Promise<Job[]> {
  const teamId = await installerTeam(db, userId);
  if (!teamId) return [];
  const rows = await db
    .select()
    .from(installationJobs)
    .where(
      and(
        eq(installationJobs.teamId, teamId),
        eq(installationJobs.day, day),
        ne(installationJobs.status, 'cancelled'),
      ),
    )
    .orderBy(asc(installationJobs.startsAt), asc(installationJobs.id));
  return toJobs(db, rows, indiaDay(now));
}

/** A job of the installer's own team; any other job answers exactly like a missing one. */
async function ownJob(db: Db, userId: string, jobId: string): Promise<JobRow> {
  const teamId = await installerTeam(db, userId);
  const [job] =
    teamId && isUuid(jobId)
      ? await db
          .select()
          .from(installationJobs)
          .where(and(eq(installationJobs.id, jobId), eq(installationJobs.teamId, teamId)))
      : [];
  if (!job) throw new NotFound(INSTALLATION_MESSAGES.jobNotFound);
  return job;
}

export async function installerJob(db: Db, userId: string, jobId: string, now: Date): Promise<Job> {
  const [job] = await toJobs(db, [await ownJob(db, userId, jobId)], indiaDay(now));
  return job!;
}

/** Check-in: the installers are at the address. The customer is e-mailed the code that signs the job off. */
export async function checkIn(db: Db, config: MailConfig, userId: string, jobId: string, now: Date) {
  const mine = await ownJob(db, userId, jobId);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const checkedIn = await db.transaction(async (tx) => {
    const job = await lockJob(tx, mine.id);
    if (job.status === 'checked_in') return false;
    if (job.status !== 'booked') throw new Conflict(INSTALLATION_MESSAGES.jobNotOpen);
    await tx
      .update(installationJobs)
      .set({ status: 'checked_in', checkedInAt: now, signoffCodeHash: hashCode(code) })
      .where(eq(installationJobs.id, job.id));
    await addEvent(tx, job.id, 'checked_in', null, userId);
    return true;
  });
  if (checkedIn)
    await mailCustomer(db, config, mine.orderId, 'installation-signoff-code', ({ name }) =>
      signoffCodeMail(config, { orderId: mine.orderId, name }, code),
    );
  return installerJob(db, userId, jobId, now);
}

const PHOTO_FIELDS = { before: 'beforePhotos', after: 'afterPhotos', problem: 'problemPhotos' } as const;

/**
 * Adds a stored photo to the job, up to JOB_PHOTOS_MAX of a kind: the bound is in the UPDATE's WHERE, so photos
 * sent at once cannot pass it together.
 */
export async function addPhoto(
  db: Db,
  userId: string,
  jobId: string,
  stage: PhotoStage,
  url: string,
  now: Date,
): Promise<Job> {
  const job = await ownJob(db, userId, jobId);
  if (job.status !== 'checked_in' && !(stage === 'before' && job.status === 'booked'))
    throw new Conflict(INSTALLATION_MESSAGES.notCheckedIn);
  const field = PHOTO_FIELDS[stage];
  const column = installationJobs[field];
  const [added] = await db
    .update(installationJobs)
    .set({ [field]: sql`array_append(${column}, ${url})` })
    .where(
      and(eq(installationJobs.id, job.id), sql`coalesce(array_length(${column}, 1), 0) < ${JOB_PHOTOS_MAX}`),
    )
    .returning({ id: installationJobs.id });
  if (!added) throw new Invalid(`At most ${JOB_PHOTOS_MAX} photos of a kind per job`);
  return installerJob(db, userId, jobId, now);
}

/**
 * Finishing: rolls used, notes and the customer's sign-off (their typed name, or the code e-mailed at check-in).
 * The order, delivered now if the courier had not said so, moves to `completed` in the same transaction
 * (order-status.ts, decision 020); the customer is e-mailed the photos and asked for a review.
 */
export async function finishJob(
  db: Db,
  config: MailConfig,
  userId: string,
  jobId: string,
  body: FinishBody,
  now: Date,
): Promise<Job> {
  const mine = await ownJob(db, userId, jobId);
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, mine.orderId);
    const job = await lockJob(tx, mine.id);
    if (job.status !== 'checked_in') throw new Conflict(INSTALLATION_MESSAGES.notCheckedIn);
    if (!job.afterPhotos.length) throw new Invalid(INSTALLATION_MESSAGES.afterPhotosMissing);
    let signoff: string;
    if (body.signoffCode) {
      if (!job.signoffCodeHash || hashCode(body.signoffCode) !== job.signoffCodeHash)
        throw new Invalid(INSTALLATION_MESSAGES.signoffCode);
      signoff = 'Code from e-mail';
    } else signoff = `Signed: ${body.signoffName}`;
    await tx
      .update(installationJobs)
      .set({ status: 'done', finishedAt: now, rollsUsed: body.rollsUsed, notes: body.notes, signoff })
      .where(eq(installationJobs.id, job.id));
    await addEvent(tx, job.id, 'finished', signoff, userId);
    let status = order.status;
    if (status === 'shipped') {
      await recordMove(tx, { id: mine.orderId, from: status, to: 'delivered', actorId: userId });
      status = 'delivered';
    }
    if (status === 'delivered')
      await recordMove(tx, { id: mine.orderId, from: status, to: 'completed', actorId: userId });
  });
  const done = await installerJob(db, userId, jobId, now);
  const [item] = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, mine.orderId), eq(orderItems.installation, true)));
  await mailCustomer(db, config, mine.orderId, 'installation-done', ({ name, viewUrl }) =>
    finishedMail(
      config,
      { orderId: mine.orderId, name },
      done.afterPhotos,
      item?.productId ? `${config.publicUrl}/products/${item.productId}#reviews` : viewUrl,
    ),
  );
  return done;
}

/** The job cannot be finished: a reason, notes and photos; it lands in the staff's problem queue. */
export async function reportProblem(
  db: Db,
  userId: string,
  jobId: string,
  body: ProblemBody,
  now: Date,
): Promise<Job> {
  const mine = await ownJob(db, userId, jobId);
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, mine.id);
    if (job.status !== 'checked_in' && job.status !== 'booked')
      throw new Conflict(INSTALLATION_MESSAGES.jobNotOpen);
    await tx
      .update(installationJobs)
      .set({ status: 'problem', problemReason: body.reason, notes: body.notes })
      .where(eq(installationJobs.id, job.id));
    await addEvent(
      tx,
      job.id,
      'problem',
      [PROBLEM_LABELS[body.reason], body.notes].filter(Boolean).join(': '),
      userId,
    );
  });
  return installerJob(db, userId, jobId, now);
}

// ---- dispatch ----

/** The dispatch board: a week from `from` (Monday of this India week by default), by team and day. */
export async function dispatchBoard(db: Db, from: string | undefined, now: Date): Promise<Board> {
  const today = indiaDay(now);
  const start = from ?? addDays(today, -((weekdayOf(today) + 6) % 7));
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const end = days[6]!;
  const teams = await db.select().from(installationTeams).orderBy(asc(installationTeams.name));
  const loads = await db
    .select()
    .from(installationCapacity)
    .where(and(gte(installationCapacity.day, start), lte(installationCapacity.day, end)));
  const weekRows = await db
    .select()
    .from(installationJobs)
    .where(
      and(
        gte(installationJobs.day, start),
        lte(installationJobs.day, end),
        ne(installationJobs.status, 'cancelled'),
      ),
    )
    .orderBy(asc(installationJobs.startsAt));
  const openRows = await db
    .select()
    .from(installationJobs)
    .innerJoin(orders, eq(orders.id, installationJobs.orderId))
    .where(
      or(
        eq(installationJobs.status, 'unbooked'),
        eq(installationJobs.status, 'problem'),
        and(
          inArray(installationJobs.status, ['booked', 'checked_in']),
          sql`${installationJobs.day} < ${today}`,
        ),
      ),
    )
    .orderBy(asc(installationJobs.createdAt))
    .limit(200);
  const open = await toJobs(
    db,
    openRows
      .filter((r) => r.orders.status !== 'cancelled' && r.orders.status !== 'refunded')
      .map((r) => r.installation_jobs),
    today,
  );
  return {
    days,
    teams: teams.map((team) => {
      const load = days.map((day) => {
        const l = loads.find((x) => x.teamId === team.id && x.day === day);
        return { day, jobs: l?.jobs ?? 0, sqft: l?.sqft ?? 0, works: teamWorks(team, day) };
      });
      const possible = load.filter((l) => l.works).length * team.sqftPerDay;
      const booked = load.reduce((sum, l) => sum + l.sqft, 0);
      return {
        id: team.id,
        name: team.name,
        jobsPerDay: team.jobsPerDay,
        sqftPerDay: team.sqftPerDay,
        load,
        utilisation: possible ? Math.min(100, Math.round((booked / possible) * 100)) : 0,
      };
    }),
    jobs: await toJobs(db, weekRows, today),
    unassigned: open.filter((j) => j.status === 'unbooked'),
    overdue: open.filter((j) => j.overdue),
    problems: open.filter((j) => j.status === 'problem'),
  };
}

async function staffJob(db: Db, jobId: string, now: Date): Promise<Job> {
  const [row] = isUuid(jobId)
    ? await db.select().from(installationJobs).where(eq(installationJobs.id, jobId))
    : [];
  if (!row) throw new NotFound(INSTALLATION_MESSAGES.jobNotFound);
  const [job] = await toJobs(db, [row], indiaDay(now));
  return job!;
}

/** The jobs of one order, for the staff's order sheet. */
export async function jobsOfOrder(db: Db, orderId: string, now: Date): Promise<Job[]> {
  if (!isUuid(orderId)) return [];
  const rows = await db.select().from(installationJobs).where(eq(installationJobs.orderId, orderId));
  return toJobs(db, rows, indiaDay(now));
}

/**
 * Staff give a job to a team and slot (the board's reassign): within the team's capacity, taken with the same
 * conditional UPDATE as a customer's booking; staff are not held to the 24-hour rule.
 */
export async function assignJob(
  db: Db,
  config: MailConfig,
  actorId: string,
  jobId: string,
  teamId: string,
  slot: string,
  now: Date,
): Promise<Job> {
  if (!isUuid(jobId)) throw new NotFound(INSTALLATION_MESSAGES.jobNotFound);
  const { day, period } = parseSlot(slot);
  const moved = await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (job.status !== 'booked' && job.status !== 'unbooked')
      throw new Conflict(INSTALLATION_MESSAGES.jobNotOpen);
    const [team] = await tx.select().from(installationTeams).where(eq(installationTeams.id, teamId));
    if (!team) throw new NotFound(INSTALLATION_MESSAGES.teamNotFound);
    if (!teamWorks(team, day)) throw new Invalid(INSTALLATION_MESSAGES.slotUnavailable);
    if (job.status === 'booked' && job.teamId === teamId && job.day === day && job.period === period)
      return false;
    await lockDays(tx, [
      ...(job.teamId && job.day ? [{ teamId: job.teamId, day: job.day }] : []),
      { teamId: team.id, day },
    ]);
    await releasePlace(tx, job);
    if (!(await takePlace(tx, team.id, day, period, job.areaSqft)))
      throw new Conflict(INSTALLATION_MESSAGES.capacityFull);
    await markBooked(tx, job.id, team, day, period);
    await addEvent(
      tx,
      job.id,
      job.status === 'booked' ? 'reassigned' : 'booked',
      slotText(day, period, team.name),
      actorId,
    );
    await recordAudit(tx, actorId, 'installation-job.assign', job.id, { teamId, slot });
    return true;
  });
  if (moved) await mailBooking(db, config, jobId, true);
  return staffJob(db, jobId, now);
}

/**
 * What the order paid for installation, GST included (docs/decisions/071-measurement-visits.md): each line's
 * installation value after its discount plus the tax recorded on it under the installation SAC (decision 057,
 * GST_RATES or the spec's 8% alike); for lines recorded before per-line tax, the installation charge plus the
 * spec's 8% of it.
 */
export function installationPaidPaise(items: readonly (typeof orderItems.$inferSelect)[]): number {
  return items.reduce((sum, i) => {
    if (!i.installation) return sum;
    if (i.installationTaxablePaise !== null)
      return sum + i.installationTaxablePaise + (i.installationTaxPaise ?? 0);
    const charged = Math.max(0, i.lineTotalPaise - i.unitAmountPaise * i.quantity);
    return sum + charged + Math.round(charged * TAX_RATE);
  }, 0);
}

async function installationPaiseOf(db: Db, orderId: string): Promise<number> {
  return installationPaidPaise(await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)));
}

/**
 * Send rolls: more rolls of the order's own counted roll product leave the shelf for the job, from the batch the
 * order was sold from (decision 026), in the transaction that resolves the problem under the job's row lock, so
 * however often it is pressed the rolls leave once. A made-to-order design has no count: the reprint is recorded
 * only. Returns what the job's history (and so both order timelines) says.
 */
async function sendRolls(tx: Db, orderId: string, rolls: number, actorId: string): Promise<string> {
  const [payment] = await tx
    .select({ checkout: payments.checkout })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const line = payment?.checkout.lines.find((l) => l.fromStock && l.product.id && l.kind !== 'sample');
  const productId = line?.product.id;
  if (!line?.fromStock || !productId) return `${rolls} roll${rolls === 1 ? '' : 's'} to be printed and sent`;
  const batch = line.fromStock.batch;
  const taken = await takeStock(tx, productId, rolls, batch);
  const stockAfter = await stockOf(tx, productId);
  if (!taken)
    throw new Conflict(
      `Only ${stockAfter ?? 0} rolls of ${line.product.name}${batch ? ` (batch ${batch})` : ''} are in stock.`,
    );
  const text = `${rolls} roll${rolls === 1 ? '' : 's'} of ${line.product.name}${batch ? ` (batch ${batch})` : ''} sent from stock`;
  await recordStockChange(tx, actorId, productId, {
    change: -rolls,
    stockAfter: stockAfter ?? 0,
    batch,
    reason: `Sent to the installers for order #${orderNumber(orderId)}`,
  });
  return text;
}

/**
 * Acting on a problem: rebook (the customer books again), send rolls (noted, then rebook) or refund the
 * installation (admins only, decision 048; through the order's refunds, keyed by the job so it happens once).
 */
export async function resolveProblem(
  deps: AfterSale,
  actor: { id: string; isAdmin: boolean },
  jobId: string,
  body: ResolveBody,
  now: Date,
): Promise<Job> {
  const { db } = deps;
  if (!isUuid(jobId)) throw new NotFound(INSTALLATION_MESSAGES.jobNotFound);
  if (body.action === 'refund' && !actor.isAdmin) throw new Forbidden(ADMIN_MESSAGES.refundsAdminOnly);
  const [found] = await db.select().from(installationJobs).where(eq(installationJobs.id, jobId));
  if (!found) throw new NotFound(INSTALLATION_MESSAGES.jobNotFound);
  if (found.status !== 'problem') throw new Conflict(INSTALLATION_MESSAGES.notProblem);
  if (body.action === 'refund') {
    const paise = await installationPaiseOf(db, found.orderId);
    if (paise > 0)
      await refundOrder(deps, {
        orderId: found.orderId,
        amountPaise: paise,
        reason: `Installation not done${body.note ? `: ${body.note}` : ''}`.slice(0, 300),
        idempotencyKey: `install-${found.id}`,
        actorId: actor.id,
      });
  }
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (job.status !== 'problem') throw new Conflict(INSTALLATION_MESSAGES.notProblem);
    await releasePlace(tx, job);
    const cancelled = body.action === 'refund';
    await tx
      .update(installationJobs)
      .set({
        status: cancelled ? 'cancelled' : 'unbooked',
        teamId: null,
        day: null,
        period: null,
        startsAt: null,
        checkedInAt: null,
        remindedAt: null,
      })
      .where(eq(installationJobs.id, job.id));
    const kind =
      body.action === 'refund' ? 'refunded' : body.action === 'send_rolls' ? 'rolls_sent' : 'rebook';
    const sent = body.action === 'send_rolls' ? await sendRolls(tx, job.orderId, body.rolls, actor.id) : null;
    await addEvent(tx, job.id, kind, [sent, body.note].filter(Boolean).join('. ') || null, actor.id);
    await recordAudit(tx, actor.id, 'installation-job.resolve', job.id, { ...body });
  });
  return staffJob(db, jobId, now);
}

export { staffJob };
