import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  ForgotPasswordSchema,
  GuestCheckoutSchema,
  LoginSchema,
  MessageSchema,
  RegisterSchema,
  ResetPasswordResultSchema,
  ResetPasswordSchema,
  UserSchema,
} from '../../../domain/auth';
import { requestUser, requireUser, sessionUser } from '../../plugins/auth';
import { limitByAddressAndEmail, limitPerClient } from '../../plugins/rate-limit';
import {
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  startGuestSession,
  toUserDto,
  type GuestClaim,
} from './service';

/** A guest who logs in or signs up from the same browser brings the orders it placed (decision 019). */
async function guestClaim(request: FastifyRequest): Promise<GuestClaim> {
  const user = await requestUser(request);
  return user?.guest ? { guestId: user.id } : null;
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
    { schema: { body: RegisterSchema, response: { 201: AuthResponseSchema } }, preHandler: registerLimit },
    async (request, reply) =>
      reply.status(201).send(await register(app.db, request.body, await guestClaim(request))),
  );

  app.post(
    '/checkout/guest',
    { schema: { body: GuestCheckoutSchema, response: { 201: AuthResponseSchema } }, preHandler: guestLimit },
    async (request, reply) => reply.status(201).send(await startGuestSession(app.db, request.body)),
  );

  app.post(
    '/auth/login',
    { schema: { body: LoginSchema, response: { 200: AuthResponseSchema } }, preHandler: loginLimit },
    async (request) => login(app.db, request.body, await guestClaim(request)),
  );

  app.get(
    '/auth/me',
    { schema: { response: { 200: UserSchema } }, preHandler: requireUser },
    async (request) => toUserDto(sessionUser(request)),
  );

  app.post(
    '/auth/logout',
    { schema: { response: { 200: MessageSchema } }, preHandler: requireUser },
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
