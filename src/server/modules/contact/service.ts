import { CONTACT_THANK_YOU, type ContactMessage } from '../../../domain/contact';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { sendMail, type MailLogger } from '../mail/service';
import { acknowledgementMail, storeNotificationMail } from './templates';

export async function createContactMessage(
  db: Db,
  config: Config,
  message: ContactMessage,
  /** false once the sender's address has had its share of acknowledgements (limitPerRecipient) */
  { acknowledge }: { acknowledge: boolean },
  log?: MailLogger,
): Promise<{ message: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone ?? null,
      subject: message.subject,
      message: message.message,
    })
    .returning({ createdAt: contactMessages.createdAt });
  if (!row) throw new Error('insert returned no row');

  await Promise.all([
    sendMail(
      db,
      config,
      {
        to: config.supportEmail,
        kind: 'contact-notification',
        ...storeNotificationMail(config, message, row.createdAt),
      },
      log,
    ),
    acknowledge &&
      sendMail(
        db,
        config,
        { to: message.email, kind: 'contact-acknowledgement', ...acknowledgementMail(config) },
        log,
      ),
  ]);
  return { message: CONTACT_THANK_YOU };
}
