import { eq } from 'drizzle-orm';
import { formatDateTime } from '../../../domain/format';
import { PERIOD_LABELS } from '../../../domain/installation';
import { VISIT_CREDIT_DAYS } from '../../../domain/measure-visit';
import { formatINR } from '../../../domain/format';
import { toRupees } from '../../../domain/pricing';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { measureVisits } from '../../db/schema';
import type { JobLogger } from '../../jobs';
import { renderLetter } from '../mail/letter';
import { sendMail } from '../mail/service';
import { teamName } from '../installation/teams';
import { claimVisitReminders, type VisitRow } from './service';

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'storeName' | 'publicUrl' | 'orderLinkSecret'> & {
  redis?: Config['redis'];
};

const when = (v: VisitRow) =>
  v.period && v.startsAt ? `${PERIOD_LABELS[v.period]}, from ${formatDateTime(v.startsAt)}` : 'To be agreed';

async function send(db: Db, config: MailConfig, v: VisitRow, reminder: boolean, log?: JobLogger) {
  const team = await teamName(db, v.teamId);
  const letter = renderLetter({
    storeName: config.storeName,
    subject: reminder ? 'Tomorrow: your measurement visit' : 'Measurement visit booked',
    paragraphs: [
      `Hello ${v.address.name},`,
      reminder
        ? 'A reminder that our installer comes tomorrow to measure your walls. Please keep them clear so every wall can be reached.'
        : `Our installer will measure your walls. The ${formatINR(toRupees(v.feePaise))} you paid is in your store credit, to spend on an order within ${VISIT_CREDIT_DAYS} days. You can change the visit up to 24 hours before it starts.`,
    ],
    details: [
      ['When', when(v)],
      ['Where', [v.address.address, v.address.city, v.address.zip].filter(Boolean).join(', ')],
      ['Team', team ?? 'To be confirmed'],
    ],
    action: { label: 'View your visit', url: `${config.publicUrl}/profile#visits` },
  });
  await sendMail(
    db,
    config,
    { to: v.address.email, kind: reminder ? 'measure-visit-reminder' : 'measure-visit-booked', ...letter },
    log,
  );
}

/** The confirmation once a visit is paid, written from the visit as it stands after the commit. */
export async function mailVisitBooked(db: Db, config: MailConfig, visitId: string) {
  const [v] = await db.select().from(measureVisits).where(eq(measureVisits.id, visitId));
  if (v) await send(db, config, v, false);
}

/** The day before: each booked visit of tomorrow (India) once (docs/decisions/071-measurement-visits.md). */
export async function sendVisitReminders(db: Db, config: MailConfig, now: Date, log?: JobLogger) {
  const claimed = await claimVisitReminders(db, now);
  for (const v of claimed) await send(db, config, v, true, log);
  return { reminded: claimed.length };
}
