import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, type InviteInput, type StaffUser, type UpdateUserBody } from '../../../domain/staff';
import type { UserRole } from '../../../domain/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../errors';
import { createPasswordResetUrl, toUserDto } from '../auth/service';
import { sendMail, type MailLogger } from '../mail/service';
import { recordAudit } from '../audit/service';
import { staffInviteMail } from './invite-mail';

export const STAFF_INVITE_TTL_DAYS = 7;

type UserRow = typeof users.$inferSelect;
type InviteConfig = Pick<Config, 'publicUrl' | 'storeName' | 'smtpUrl' | 'mailFrom'>;

const toStaffUser = (row: UserRow): StaffUser => ({
  ...toUserDto(row),
  invitePending: row.passwordHash === null,
});

export async function listStaff(db: Db): Promise<StaffUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(ne(users.role, 'customer'))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toStaffUser);
}

async function findStaff(db: Db, id: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.role, 'customer')));
  if (!row) throw new NotFound(ADMIN_MESSAGES.userNotFound);
  return row;
}

/**
 * Role changes queue on one advisory lock (a transaction-scoped one, not a row lock), so two admins demoting
 * each other at the same moment cannot both see "another admin remains" and leave the store with none.
 */
async function guardLastAdmin(db: Db, userId: string, from: UserRole, to: UserRole) {
  if (from !== 'admin' || to === 'admin') return;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('wallcraft:staff-roles'))`);
  const [others] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId)));
  if ((others?.n ?? 0) === 0) throw new Invalid(ADMIN_MESSAGES.lastAdmin);
}

export async function updateUser(
  db: Db,
  actorId: string,
  id: string,
  change: UpdateUserBody,
): Promise<StaffUser> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id));
    if (!before) throw new NotFound(ADMIN_MESSAGES.userNotFound);
    const role = change.role ?? before.role;
    const featured = change.featured ?? before.featured;
    await guardLastAdmin(tx, id, before.role, role);
    const [after] = await tx.update(users).set({ role, featured }).where(eq(users.id, id)).returning();
    if (!after) throw new NotFound(ADMIN_MESSAGES.userNotFound);
    await recordAudit(tx, actorId, 'user.update', id, {
      email: after.email,
      from: { role: before.role, featured: before.featured },
      to: { role, featured },
    });
    return toStaffUser(after);
  });
}

/**
 * Takes a member of staff's access away at once: their sessions end and unused invitation links die. Someone
 * who never chose a password (an invitation nobody took up) has no account worth keeping, so the row goes;
 * anyone else stays as a customer, with their own orders, carts and reviews, and the audit log keeps their name.
 */
export async function removeStaff(db: Db, actorId: string, id: string): Promise<{ message: string }> {
  if (id === actorId) throw new Invalid(ADMIN_MESSAGES.removeSelf);
  return db.transaction(async (tx) => {
    const before = await findStaff(tx, id);
    await guardLastAdmin(tx, id, before.role, 'customer');
    const deleted = before.passwordHash === null;
    if (deleted) {
      await tx.delete(users).where(eq(users.id, id));
    } else {
      await tx.update(users).set({ role: 'customer', featured: false }).where(eq(users.id, id));
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    }
    await recordAudit(tx, actorId, 'user.remove', id, { email: before.email, role: before.role, deleted });
    return { message: ADMIN_MESSAGES.staffRemoved(before.name) };
  });
}

async function sendInvite(
  db: Db,
  config: InviteConfig,
  user: Pick<UserRow, 'name' | 'email' | 'role'>,
  setPasswordUrl: string,
  log?: MailLogger,
) {
  await sendMail(
    db,
    config,
    {
      to: user.email,
      kind: 'staff-invite',
      ...staffInviteMail(config, { ...user, setPasswordUrl, validDays: STAFF_INVITE_TTL_DAYS }),
    },
    log,
  );
}

/** A fresh 7-day link for someone who has not chosen a password yet; the links sent before stop working. */
export async function resendInvite(
  db: Db,
  config: InviteConfig,
  actorId: string,
  id: string,
  log?: MailLogger,
): Promise<{ message: string }> {
  const { user, setPasswordUrl } = await db.transaction(async (tx) => {
    const row = await findStaff(tx, id);
    if (row.passwordHash !== null) throw new Conflict(ADMIN_MESSAGES.alreadyActive);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, id), isNull(passwordResetTokens.usedAt)));
    const url = await createPasswordResetUrl(tx, config, id, STAFF_INVITE_TTL_DAYS * 24 * 60 * 60 * 1000);
    await recordAudit(tx, actorId, 'user.invite-resend', id, { email: row.email, role: row.role });
    return { user: row, setPasswordUrl: url };
  });
  await sendInvite(db, config, user, setPasswordUrl, log);
  return { message: ADMIN_MESSAGES.inviteResent(user.email) };
}

/**
 * A new account has no password; the e-mail's link (the password-reset mechanism, valid 7 days) lets its owner
 * choose one. Someone who already has an account (a customer, say) keeps it and is given the role.
 */
export async function inviteStaff(
  db: Db,
  config: InviteConfig,
  actorId: string,
  input: InviteInput,
  log?: MailLogger,
): Promise<{ message: string; user: StaffUser }> {
  const { user, setPasswordUrl } = await db.transaction(async (tx) => {
    // The unique index on lower(email) decides between creating and promoting, even for two invites at once.
    const [created] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, role: input.role })
      .onConflictDoNothing()
      .returning();
    let row = created;
    let convertedShopper = false;
    if (!row) {
      const [existing] = await tx
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${input.email})`, eq(users.guest, false)));
      if (!existing) throw new Error('invite: the e-mail conflicted but no user has it');
      // A shopper's account becomes staff only once the admin has been told and confirmed; then the shop
      // password and sessions stop, so staff access needs the password set from the invitation (decision 048).
      const shopper = existing.role === 'customer';
      if (shopper && !input.convertShopper) throw new Conflict(ADMIN_MESSAGES.shopperExists(existing.email));
      await guardLastAdmin(tx, existing.id, existing.role, input.role);
      [row] = await tx
        .update(users)
        .set(shopper ? { role: input.role, passwordHash: null } : { role: input.role })
        .where(eq(users.id, existing.id))
        .returning();
      if (shopper) await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      convertedShopper = shopper;
    }
    if (!row) throw new Error('invite: no user to return');
    await recordAudit(tx, actorId, 'user.invite', row.id, {
      email: row.email,
      role: input.role,
      created: Boolean(created),
      convertedShopper,
    });
    const url = await createPasswordResetUrl(tx, config, row.id, STAFF_INVITE_TTL_DAYS * 24 * 60 * 60 * 1000);
    return { user: row, setPasswordUrl: url };
  });
  await sendInvite(db, config, user, setPasswordUrl, log);
  return { message: ADMIN_MESSAGES.inviteSent, user: toStaffUser(user) };
}
