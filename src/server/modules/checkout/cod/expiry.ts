import { z } from 'zod';
import { defineJob } from '../../../jobs';
import { createPaymentProvider } from '../../payment/providers';
import { expireCodOrders } from './service';

/**
 * Cancels cash orders left unconfirmed past COD_CONFIRM_HOURS (job-schedule.ts): once across all instances when
 * they share Redis, and each order cancelled once whoever runs it (docs/decisions/056-cash-on-delivery.md).
 */
export const codExpiryJob = defineJob({
  name: 'cod-expiry',
  data: z.object({}),
  run: ({ db, config, log }) =>
    expireCodOrders({ db, config, log, provider: createPaymentProvider(config, db, log) }),
});
