import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreditAccountSchema } from '../../../domain/credit';
import { GiftCardRedeemSchema } from '../../../domain/gift-card';
import { requireAccount, sessionUser } from '../../plugins/auth';
import { limitPerClient } from '../../plugins/rate-limit';
import { creditAccount } from '../credit/service';
import { redeemToCredit } from './service';

/** A signed-in customer adds a gift card's balance to their store credit (docs/decisions/063-gift-cards.md). */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each answer says whether a code exists, so guessing is slowed as at checkout.
  const redeemLimit = limitPerClient(
    app,
    'gift-card-redeem',
    { max: 10, windowMs: 60_000 },
    'Too many codes tried. Please try again in a minute.',
  );
  app.post(
    '/account/gift-cards/redeem',
    {
      preHandler: [requireAccount, redeemLimit],
      schema: { body: GiftCardRedeemSchema, response: { 200: CreditAccountSchema } },
    },
    async (request) => {
      const { id } = sessionUser(request);
      await redeemToCredit(app.db, id, request.body.code);
      return creditAccount(app.db, id);
    },
  );
};
