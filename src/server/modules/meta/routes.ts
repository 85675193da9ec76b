import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATEGORIES, COLORS, ROOM_TYPES } from '../../../domain/constants';
import { MATERIALS } from '../../../domain/pricing';
import { TermListSchema } from '../../../domain/product';
import { StoreInfoSchema } from '../../../domain/store';
import { loadTaxCodes } from '../tax/service';

// The same for everyone until a deploy: guests get it from the guest cache, with an ETag.
const shared = { guestCache: 'meta' };
const TermList = { config: shared, schema: { response: { 200: TermListSchema } } };

/** Both readings of the spec's metadata calls answer (docs/store-rules.md#api): the listing's and the product forms'. */
export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/meta/categories', TermList, async () => [...CATEGORIES]);
  app.get('/meta/colors', TermList, async () => [...COLORS]);
  app.get('/meta/materials', TermList, async () => MATERIALS);
  app.get('/categories', TermList, async () => [...CATEGORIES]);
  app.get('/materials', TermList, async () => MATERIALS);
  app.get('/room-types', TermList, async () => [...ROOM_TYPES]);
  app.get('/store', { config: shared, schema: { response: { 200: StoreInfoSchema } } }, async () => ({
    storeName: app.config.storeName,
    storeState: app.config.storeState,
    supportEmail: app.config.supportEmail,
    supportPhone: app.config.supportPhone,
    whatsappNumber: app.config.whatsappNumber,
    paymentProvider: app.config.payment.provider,
    paymentKeyId: app.config.payment.keyId,
    gst: { rates: app.config.gstRates, codes: await loadTaxCodes(app.db) },
    cod: {
      maxPaise: app.config.cod.maxPaise,
      feePaise: app.config.cod.feePaise,
      advancePercent: app.config.cod.advancePercent,
    },
  }));
};
