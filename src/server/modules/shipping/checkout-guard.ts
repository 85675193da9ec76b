import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carrierOf } from './carrier';
import { assertDeliverable } from './service';

/**
 * Checkout's hook (docs/decisions/053-carriers-behind-a-provider.md): an address no carrier reaches is refused
 * with the carrier's message before any provider order is opened or rolls held, never found out after payment.
 */
export const deliverableAddress = (app: FastifyInstance) =>
  async function deliverable(request: FastifyRequest) {
    const body = request.body as { shippingInfo?: { zip?: string } } | undefined;
    const pin = body?.shippingInfo?.zip;
    if (pin) await assertDeliverable({ ...carrierOf(app), log: request.log }, pin);
  };
