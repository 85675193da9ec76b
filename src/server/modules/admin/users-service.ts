import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, type InviteInput, type StaffUser, type UpdateUserBody } from '../../../domain/admin';
import type { UserRole } from '../../../domain/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { Invalid, NotFound } from '../../errors';
import { createPasswordResetUrl, toUserDto } from '../auth/service';
import { sendMail, type MailLogger } from '../mail/service';
import { recordAudit } from './audit-service';
import { staffInviteMail } from './letters';

export const STAFF_INVITE_TTL_DAYS = 7;

export async function listStaff(db: Db): Promise<StaffUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(ne(users.role, 'customer'))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toUserDto);
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
    await recordAudit(tx, {
      actorId,
      action: 'user.update',
      entityType: 'user',
      entityId: id,
      details: {
        email: after.email,
        from: { role: before.role, featured: before.featured },
        to: { role, featured },
      },
    });
    return toUserDto(after);
  });
}

/**
 * A new account has no password; the e-mail's link (the password-reset mechanism, valid 7 days) lets its owner
 * choose one. Someone who already has an account (a customer, say) keeps it and is given the role.
 */
export async function inviteStaff(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'storeName' | 'smtpUrl' | 'mailFrom'>,
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
    if (!row) {
      const [existing] = await tx
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${input.email})`, eq(users.guest, false)));
      if (!existing) throw new Error('invite: the e-mail conflicted but no user has it');
      await guardLastAdmin(tx, existing.id, existing.role, input.role);
      [row] = await tx.update(users).set({ role: input.role }).where(eq(users.id, existing.id)).returning();
    }
    if (!row) throw new Error('invite: no user to return');
    await recordAudit(tx, {
      actorId,
      action: 'user.invite',
      entityType: 'user',
      entityId: row.id,
      details: { email: row.email, role: input.role, created: Boolean(created) },
    });
    const url = await createPasswordResetUrl(tx, config, row.id, STAFF_INVITE_TTL_DAYS * 24 * 60 * 60 * 1000);
    return { user: row, setPasswordUrl: url };
  });
  await sendMail(
    db,
    config,
    {
      to: user.email,
      kind: 'staff-invite',
      ...staffInviteMail(config, {
        name: user.name,
        role: input.role,
        setPasswordUrl,
        validDays: STAFF_INVITE_TTL_DAYS,
      }),
    },
    log,
  );
  return { message: ADMIN_MESSAGES.inviteSent, user: toUserDto(user) };
}
