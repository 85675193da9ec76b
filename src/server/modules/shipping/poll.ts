import { z } from 'zod';
import { defineJob } from '../../jobs';
import { createPaymentProvider } from '../payment/providers';
import { createCarrier } from './carrier';
import { pollShipments } from './service';

/**
 * Every SHIPPING_POLL_INTERVAL_MS for a carrier with tracking to fetch (job-schedule.ts): once across all
 * instances when they share Redis, never two runs of one process at once.
 */
export const shipmentPollJob = defineJob({
  name: 'shipment-poll',
  data: z.object({}),
  run: ({ db, config, log }) =>
    pollShipments({
      db,
      config,
      log,
      provider: createPaymentProvider(config, db, log),
      carrier: createCarrier(config, log),
    }),
});
