import path from 'node:path';
import { z } from 'zod';
import type { Config } from './config';
import { defineJob, type RunnableJob, type ScheduledJob } from './jobs';
import { createMediaStore } from './media/store';
import { sendDueRecoveryEmails } from './modules/cart/admin-service';
import { retryOutbox, sendMailJob } from './modules/mail/service';
import { reconcilePaymentsJob } from './modules/checkout/reconcile';
import { deleteUnclaimedUploads } from './modules/uploads/cleanup';
import { sendInstallationReminders } from './modules/installation/work';
import { sendVisitReminders } from './modules/measure-visits/mail';
import { releaseLapsedVisits } from './modules/measure-visits/service';
import { shipmentPollJob } from './modules/shipping/poll';
import { codExpiryJob } from './modules/checkout/cod/expiry';
import { giftCardDeliveryJob } from './modules/gift-cards/service';
import { makeDuePacks } from './modules/production/service';

const MINUTE = 60_000;

const outboxRetryJob = defineJob({
  name: 'outbox-retry',
  data: z.object({}),
  run: ({ db, config, log }) => retryOutbox(db, config, log),
});

const cartRecoveryJob = defineJob({
  name: 'cart-recovery',
  data: z.object({}),
  run: ({ db, config, log }) => sendDueRecoveryEmails(db, config, log),
});

const uploadsCleanupJob = defineJob({
  name: 'uploads-cleanup',
  data: z.object({}),
  run: ({ db, config }) =>
    deleteUnclaimedUploads(db, createMediaStore(db, path.join(config.dataDir, 'images'))),
});

const installationRemindersJob = defineJob({
  name: 'installation-reminders',
  data: z.object({}),
  run: async ({ db, config, log }) => {
    const now = new Date();
    // Measurement visits are reminded the same day before, and unpaid holds given back even when no new booking
    // comes to free them (docs/decisions/071-measurement-visits.md).
    await releaseLapsedVisits(db, now);
    const visits = await sendVisitReminders(db, config, now, log);
    return { ...(await sendInstallationReminders(db, config, now, log)), visitsReminded: visits.reminded };
  },
});

// Made-to-measure lines' print files and strip plans (decision 068): each pack is claimed, so made once.
const productionPacksJob = defineJob({
  name: 'production-packs',
  data: z.object({}),
  run: ({ db, config, log }) =>
    makeDuePacks(db, config, createMediaStore(db, path.join(config.dataDir, 'images')), log),
});

/** Every job a worker may be handed, and what runs on a schedule: the one list of the store's background work. */
export function storeJobs(config: Config): { jobs: RunnableJob[]; scheduled: ScheduledJob[] } {
  return {
    jobs: [sendMailJob],
    scheduled: [
      { job: reconcilePaymentsJob, everyMs: config.payment.reconcileIntervalMs },
      { job: outboxRetryJob, everyMs: 5 * MINUTE },
      // Gift cards go out on the day their buyer chose, from 9:00 India time: every 5 minutes is on time enough.
      { job: giftCardDeliveryJob, everyMs: 5 * MINUTE },
      // Carts count as abandoned after a day: hourly is soon enough, and the run is cheap.
      { job: cartRecoveryJob, everyMs: 60 * MINUTE },
      { job: uploadsCleanupJob, everyMs: 6 * 60 * MINUTE },
      // The day before a visit: hourly finds every visit of tomorrow in good time (decision 065).
      { job: installationRemindersJob, everyMs: 60 * MINUTE },
      // Unconfirmed cash orders lapse after COD_CONFIRM_HOURS; within ten minutes of it is soon enough (056).
      { job: codExpiryJob, everyMs: 10 * MINUTE },
      // A paid order's pack is ready for the print room within a minute or two.
      { job: productionPacksJob, everyMs: config.print.packIntervalMs },
      // The sandbox carrier reports by webhook only; Shiprocket's webhook can be missed, so its parcels are asked.
      {
        job: shipmentPollJob,
        everyMs: config.shipping.provider === 'sandbox' ? 0 : config.shipping.pollIntervalMs,
      },
    ],
  };
}
