import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  CsrfTokenSchema,
  ForgotPasswordSchema,
  GuestCheckoutSchema,
  LoginSchema,
  MessageSchema,
  RegisterSchema,
  ResetPasswordResultSchema,
  ResetPasswordSchema,
  SessionResponseSchema,
  UserSchema,
  type AuthResponse,
  type SessionResponse,
} from '../../../domain/auth';
import { requestUser, requireUser, sessionUser } from '../../plugins/auth';
import { limitByAddressAndEmail, limitPerClient } from '../../plugins/rate-limit';
import { clearSessionCookies, setSessionCookies } from '../../plugins/session-cookies';
import {
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  startGuestSession,
  toUserDto,
  SESSION_TTL_MS,
  type GuestClaim,
} from './service';

/** A guest who logs in or signs up from the same browser brings the orders it placed (decision 019). */
async function guestClaim(request: FastifyRequest): Promise<GuestClaim> {
  const user = await requestUser(request);
  return user?.guest ? { guestId: user.id } : null;
}

/** A browser's answer leaves the token out; an API client's carries it, as before cookies. */
const SignInResponseSchema = z.union([AuthResponseSchema, SessionResponseSchema]);

/**
 * A browser of this store (its request proved a CSRF token, decision 039) gets the session as cookies and no
 * token in the body, where a script could read it; an API client gets the bearer token as before. `maxAgeMs`
 * null keeps the cookies for this browser session only.
 */
function handOver(
  request: FastifyRequest,
  reply: FastifyReply,
  { token, ...answer }: AuthResponse,
  maxAgeMs: number | null,
): AuthResponse | SessionResponse {
  if (!request.csrfVerified) return { token, ...answer };
  setSessionCookies(request, reply, token, maxAgeMs);
  return answer;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tokens and account details must not be kept by a browser or proxy cache; set first, so errors carry it too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // Made here, so each app instance counts on its own.
  const loginLimit = limitByAddressAndEmail(app, 'login');
  const forgotLimit = limitByAddressAndEmail(app, 'forgot-password');
  // Each sign-up costs a full password hash, so an address gets a few an hour's worth, not a flood.
  const registerLimit = limitByAddressAndEmail(app, 'register', {
    perEmail: { max: 5, windowMs: 60_000 },
    perAddress: { max: 30, windowMs: 10 * 60_000 },
  });
  // Each guest session is a row and a session; a few a minute from one client is plenty for a shopper.
  const guestLimit = limitPerClient(app, 'guest-checkout', { max: 5, windowMs: 60_000 });

  app.post(
    '/auth/register',
    { schema: { body: RegisterSchema, response: { 201: SignInResponseSchema } }, preHandler: registerLimit },
    async (request, reply) => {
      const session = await register(app.db, request.body, await guestClaim(request));
      // Registration keeps the session as a remembered login does.
      return reply.status(201).send(handOver(request, reply, session, SESSION_TTL_MS));
    },
  );

  app.post(
    '/checkout/guest',
    {
      schema: { body: GuestCheckoutSchema, response: { 201: SignInResponseSchema } },
      preHandler: guestLimit,
    },
    // A guest's browser keeps the session only until it closes (decision 019).
    async (request, reply) =>
      reply.status(201).send(handOver(request, reply, await startGuestSession(app.db, request.body), null)),
  );

  app.post(
    '/auth/login',
    { schema: { body: LoginSchema, response: { 200: SignInResponseSchema } }, preHandler: loginLimit },
    async (request, reply) => {
      const session = await login(app.db, request.body, await guestClaim(request));
      return handOver(request, reply, session, request.body.remember === false ? null : SESSION_TTL_MS);
    },
  );

  // The token a browser sends back in `x-csrf-token`; asking sets the secret's cookie when there is none yet.
  app.get('/auth/csrf', { schema: { response: { 200: CsrfTokenSchema } } }, async (_request, reply) => ({
    csrfToken: reply.generateCsrf(),
  }));

  app.get(
    '/auth/me',
    { schema: { response: { 200: UserSchema } }, preHandler: requireUser },
    async (request) => toUserDto(sessionUser(request)),
  );

  app.post(
    '/auth/logout',
    {
      schema: { response: { 200: MessageSchema } },
      preHandler: requireUser,
      // Whatever became of the session, a browser of this store that asks to sign out is left without its
      // cookies; a request refused for its CSRF token is not one.
      onSend: async (request, reply, payload) => {
        if (request.csrfVerified) clearSessionCookies(reply);
        return payload;
      },
    },
    async (request) => logout(app.db, sessionUser(request).sessionId),
  );

  app.post(
    '/auth/forgot-password',
    { schema: { body: ForgotPasswordSchema, response: { 200: MessageSchema } }, preHandler: forgotLimit },
    async (request) => requestPasswordReset(app.db, app.config, request.body.email, request.log),
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: ResetPasswordSchema, response: { 200: ResetPasswordResultSchema } } },
    async (request) => resetPassword(app.db, request.body),
  );
};
