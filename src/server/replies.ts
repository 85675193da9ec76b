import type { FastifyReply } from 'fastify';

/** A removal's answer: 204 No Content once it is done; a refusal answers through the error handler instead. */
export async function noContent(reply: FastifyReply, removal: Promise<void>) {
  await removal;
  return reply.status(204).send();
}
