import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { createRazorpayProvider } from './razorpay';
import { createSandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export type { PaymentProvider, ProviderOrder, ProviderPayment } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /** the one payment provider the routes share, built once in buildApp from config.payment */
    payments: PaymentProvider;
  }
}

export function createPaymentProvider(
  config: Pick<Config, 'payment'>,
  db: Db,
  log?: Pick<FastifyBaseLogger, 'error'>,
): PaymentProvider {
  return config.payment.provider === 'razorpay'
    ? createRazorpayProvider(config.payment, { log })
    : createSandboxProvider(db);
}
