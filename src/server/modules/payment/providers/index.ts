import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export type { PaymentProvider, ProviderOrder, ProviderPayment } from './types';

export function createPaymentProvider(
  config: Pick<Config, 'payment'>,
  db: Db,
  log?: Pick<FastifyBaseLogger, 'error'>,
): PaymentProvider {
  return config.payment.provider === 'razorpay'
    ? createRazorpayProvider(config.payment, { log })
    : createSandboxProvider(db);
}
