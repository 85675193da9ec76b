import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GiftCardChangeSchema,
  GiftCardFiguresSchema,
  GiftCardIssueSchema,
  GiftCardIssuedSchema,
  GiftCardListSchema,
  GiftCardSchema,
} from '../../../domain/gift-card';
import { IdParamsSchema } from '../../../domain/list-query';
import { sessionUser } from '../../plugins/auth';
import { changeGiftCard, giftCardFigures, issueGiftCard, listGiftCards } from './service';

const ADMIN_ONLY = {
  staffAccess: 'admin',
  staffRefusal: 'Only an admin can issue or change gift cards.',
} as const;

/**
 * Gift cards are money: admins alone issue, extend and disable them, audited (docs/decisions/063-gift-cards.md).
 * Viewers and editors read the list (last 4 characters only) and the figures.
 */
export const adminGiftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/gift-cards', { schema: { response: { 200: GiftCardListSchema } } }, async () =>
    listGiftCards(app.db),
  );

  app.get('/gift-cards/figures', { schema: { response: { 200: GiftCardFiguresSchema } } }, async () =>
    giftCardFigures(app.db),
  );

  app.post(
    '/gift-cards',
    { config: ADMIN_ONLY, schema: { body: GiftCardIssueSchema, response: { 201: GiftCardIssuedSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await issueGiftCard(app.db, app.config, sessionUser(request).id, request.body, request.log)),
  );

  app.post(
    '/gift-cards/:id',
    {
      config: ADMIN_ONLY,
      schema: { params: IdParamsSchema, body: GiftCardChangeSchema, response: { 200: GiftCardSchema } },
    },
    async (request) => changeGiftCard(app.db, sessionUser(request).id, request.params.id, request.body),
  );
};
