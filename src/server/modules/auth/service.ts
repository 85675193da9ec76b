import { and, asc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type {
  GuestCheckoutInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  User,
} from '../../../domain/auth';
import { CART_QUANTITY_MAX, isStaffRole } from '../../../domain/constants';
import type { Config } from '../../config';
import { isUniqueViolation, type Db } from '../../db/client';
import { cartLines, carts, orders, passwordResetTokens, payments, sessions, users } from '../../db/schema';
import { Conflict, Forbidden, Invalid, Unauthorized } from '../../errors';
import { enqueue, type JobLogger } from '../../jobs';
import { sendMail } from '../mail/service';
import { passwordResetMail } from '../mail/templates';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { hashToken, newToken } from '../../lib/tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A guest session lasts a checkout and its success page; afterwards the mailed link shows the order. */
export const GUEST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export const MESSAGES = {
  registered: 'Registration successful',
  emailTaken: 'An account with this email already exists',
  loggedIn: 'Login successful',
  badCredentials: 'Invalid email or password',
  notStaff: 'You are not authorized to access the admin dashboard.',
  loggedOut: 'Logout successful',
  resetRequested: 'If an account exists for that email, a password reset link has been sent.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new password reset.',
  resetDone: 'Password reset successful',
  guestStarted: 'Continuing as a guest',
  guestHasAccount: 'An account with this email already exists. Please log in.',
} as const;

type UserRow = typeof users.$inferSelect;

export function toUserDto(
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'featured' | 'guest' | 'createdAt'>,
): User {
  return {
    id: user.id,
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    featured: user.featured,
    guest: user.guest,
    createdAt: user.createdAt.toISOString(),
  };
}

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;
/** The account with this e-mail; guest rows share e-mails and are never an account. */
const emailMatches = (email: string) => and(sameEmail(email), eq(users.guest, false));

/** A new session; the caller gets the token once, the database keeps only its hash. */
export async function createSession(db: Db, userId: string, ttlMs = SESSION_TTL_MS): Promise<string> {
  const token = newToken();
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/**
 * POST /api/checkout/guest: a passwordless guest row of its own and a day's session for it, so the cart,
 * create-order, payment and place-order flow runs unchanged and this token reaches only what this guest buys.
 * An e-mail that has an account is refused: a guest session must never open someone's account.
 */
export async function startGuestSession(db: Db, input: GuestCheckoutInput) {
  const [existing] = await db.select({ id: users.id }).from(users).where(emailMatches(input.email));
  if (existing) throw new Conflict(MESSAGES.guestHasAccount);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: 'Guest', email: input.email, guest: true })
      .returning();
    if (!user) throw new Error('insert returned no guest');
    const token = await createSession(tx, user.id, GUEST_SESSION_TTL_MS);
    return { token, user: toUserDto(user), message: MESSAGES.guestStarted };
  });
}

/**
 * Moves the orders (and their payments, paid or still open) of the guest rows `guests` selects to `userId`, then
 * deletes those rows with their sessions and carts. Only with proof: the guest's own session token, or a
 * password reset, which shows the mailbox is the account holder's; a bare registration proves neither.
 */
async function claimGuestOrders(tx: Db, userId: string, guests: SQL, { withCart = false } = {}) {
  const ids = (
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.guest, true), guests))
  ).map((g) => g.id);
  if (!ids.length) return;
  await tx.update(orders).set({ userId }).where(inArray(orders.userId, ids));
  await tx.update(payments).set({ userId }).where(inArray(payments.userId, ids));
  if (withCart) await mergeGuestCarts(tx, userId, ids);
  await tx.delete(users).where(inArray(users.id, ids));
}

/**
 * A guest's cart lines join the account's cart as the local cart's do (decisions/005): a line with the same key
 * raises that line's quantity (capped as the cart caps it), any other is added. Only from the guest's own browser
 * (its session came with the request): a password reset claims orders, never what a stranger left in a cart.
 */
async function mergeGuestCarts(tx: Db, userId: string, guestIds: string[]) {
  const [cart] = await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!cart) throw new Error('cart upsert returned no row');
  const lines = await tx
    .select({ line: cartLines })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(inArray(carts.userId, guestIds))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  for (const { line } of lines) {
    const { id: _id, cartId: _cartId, createdAt: _createdAt, updatedAt: _updatedAt, ...choice } = line;
    await tx
      .insert(cartLines)
      .values({ ...choice, cartId: cart.id })
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.lineKey],
        set: {
          quantity: sql`least(${sql.raw(String(CART_QUANTITY_MAX))}, ${cartLines.quantity} + excluded.quantity)`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** The guest session a request came with, whose orders a login or a registration takes over. */
export type GuestClaim = { guestId: string } | null;

export async function register(db: Db, input: RegisterInput, claim: GuestClaim = null) {
  // Checked first so a taken address costs no password hashing; the unique index settles any race below.
  const [existing] = await db.select({ id: users.id }).from(users).where(emailMatches(input.email));
  if (existing) throw new Conflict(MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash })
        .returning();
      if (!user) throw new Error('insert returned no user');
      if (claim) await claimGuestOrders(tx, user.id, eq(users.id, claim.guestId), { withCart: true });
      const token = await createSession(tx, user.id);
      return { token, user: toUserDto(user), message: MESSAGES.registered };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(MESSAGES.emailTaken);
    throw error;
  }
}

export async function login(db: Db, input: LoginInput, claim: GuestClaim = null) {
  const [user] = await db.select().from(users).where(emailMatches(input.email));
  // verifyPassword spends a full hash on a missing account too, so timing does not tell which one failed.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !ok) throw new Unauthorized(MESSAGES.badCredentials);
  // Only after the password checks out, so the refusal reveals nothing about accounts to a guesser.
  if (input.role === 'admin' && !isStaffRole(user.role)) throw new Forbidden(MESSAGES.notStaff);
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    // The password is at hand only now, so an older scrypt hash becomes argon2id here. Matching the old hash
    // keeps a password reset that lands meanwhile from being overwritten.
    const passwordHash = await hashPassword(input.password);
    await db
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, sql`now()`)));
  if (claim) {
    await db.transaction((tx) =>
      claimGuestOrders(tx, user.id, eq(users.id, claim.guestId), { withCart: true }),
    );
  }
  const token = await createSession(db, user.id);
  return { token, user: toUserDto(user), message: MESSAGES.loggedIn };
}

export async function logout(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  return { message: MESSAGES.loggedOut };
}

/**
 * A single-use link to the reset-password page; only the token's hash is stored. Staff invitations send one
 * too, with a longer life, so a new account chooses its own password.
 */
export async function createPasswordResetUrl(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  userId: string,
  ttlMs = RESET_TOKEN_TTL_MS,
): Promise<string> {
  const token = newToken();
  await db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  return `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** E-mails a reset link to a known account. Queued, not awaited, so the answer takes as long either way. */
function queuePasswordResetMail(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'storeName' | 'smtpUrl' | 'mailFrom'>,
  user: { id: string; name: string; email: string },
  log: JobLogger,
) {
  enqueue(
    'password-reset-mail',
    async () => {
      const resetUrl = await createPasswordResetUrl(db, config, user.id);
      await sendMail(
        db,
        config,
        {
          to: user.email,
          kind: 'password-reset',
          ...passwordResetMail(config, { name: user.name, resetUrl }),
        },
        log,
      );
    },
    log,
  );
}

export async function requestPasswordReset(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'storeName' | 'smtpUrl' | 'mailFrom'>,
  email: string,
  log: JobLogger,
) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(emailMatches(email));
  if (user) queuePasswordResetMail(db, config, user, log);
  // The same answer, in the same time, either way, so the form does not tell who has an account.
  return { message: MESSAGES.resetRequested };
}

export async function resetPassword(db: Db, input: ResetPasswordInput) {
  const tokenHash = hashToken(input.token);
  const usable = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
  // Look before hashing: a made-up token must not buy an argon2id run.
  const [candidate] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usable);
  if (!candidate) throw new Invalid(MESSAGES.resetInvalid);
  const passwordHash = await hashPassword(input.password);
  const role = await db.transaction(async (tx) => {
    // The conditional UPDATE is the single-use guard: of two concurrent resets only one gets a row back.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usable)
      .returning({ id: passwordResetTokens.id, userId: passwordResetTokens.userId });
    if (!claimed) throw new Invalid(MESSAGES.resetInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, claimed.userId))
      .returning({ role: users.role, email: users.email });
    // The link came to this mailbox, so the guest orders mailed there are this account's.
    if (user) await claimGuestOrders(tx, claimed.userId, sameEmail(user.email));
    // Other links sent earlier die with this one, and every device logged in with the old password is logged out.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.userId, claimed.userId),
          isNull(passwordResetTokens.usedAt),
          ne(passwordResetTokens.id, claimed.id),
        ),
      );
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
    return user?.role ?? 'customer';
  });
  return { message: MESSAGES.resetDone, role };
}
