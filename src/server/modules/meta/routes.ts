import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORIES, COLORS, ROOM_TYPES } from '../../../domain/constants';
import { MATERIALS } from '../../../domain/pricing';
import { StoreInfoSchema } from '../../../domain/store';

const StringList = { response: { 200: z.array(z.string()) } };

/** Both readings of the spec's metadata calls answer (spec §7): the listing's and the product forms'. */
export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/meta/categories', { schema: StringList }, async () => [...CATEGORIES]);
  app.get('/meta/colors', { schema: StringList }, async () => [...COLORS]);
  app.get('/meta/materials', { schema: StringList }, async () => MATERIALS);
  app.get('/categories', { schema: StringList }, async () => [...CATEGORIES]);
  app.get('/materials', { schema: StringList }, async () => MATERIALS);
  app.get('/room-types', { schema: StringList }, async () => [...ROOM_TYPES]);
  app.get('/store', { schema: { response: { 200: StoreInfoSchema } } }, async () => ({
    storeName: app.config.storeName,
    storeState: app.config.storeState,
    supportEmail: app.config.supportEmail,
    supportPhone: app.config.supportPhone,
    whatsappNumber: app.config.whatsappNumber,
    paymentProvider: app.config.payment.provider,
    paymentKeyId: app.config.payment.keyId,
  }));
};
