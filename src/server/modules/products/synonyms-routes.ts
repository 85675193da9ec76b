import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SynonymsAnswerSchema, SynonymsSchema } from '../../../domain/search';
import { catalogueChanged } from '../../cache/guest-cache';
import { sessionUser } from '../../plugins/auth';
import { loadSynonyms, saveSynonyms } from './synonyms';

/** Staff read and replace the search synonyms; every storefront search then expands with the new groups. */
export const adminSynonymRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', catalogueChanged);
  app.get(
    '/search-synonyms',
    { schema: { summary: 'Search synonym groups', response: { 200: SynonymsAnswerSchema } } },
    async () => ({ groups: await loadSynonyms(app.db) }),
  );
  app.put(
    '/search-synonyms',
    {
      schema: {
        summary: 'Replace the search synonym groups',
        body: SynonymsSchema,
        response: { 200: SynonymsAnswerSchema },
      },
    },
    async (request) => ({
      groups: await saveSynonyms(app.db, sessionUser(request).id, request.body.groups),
    }),
  );
};
