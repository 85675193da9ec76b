import { SUPPORT_HOURS } from '../../../domain/constants';
import type { ContactMessage } from '../../../domain/contact';
import { formatDateTime } from '../../../domain/format';
import type { Config } from '../../config';
import { renderLetter, type LetterContent } from '../mail/letter';

type StoreFacts = Pick<Config, 'storeName' | 'supportEmail' | 'supportPhone'>;

export function storeNotificationMail(
  config: StoreFacts,
  message: ContactMessage,
  receivedAt: Date,
): LetterContent {
  return renderLetter({
    storeName: config.storeName,
    subject: `Contact form: ${message.subject}`,
    paragraphs: ['A new message arrived through the contact form. We promised a reply within 24 hours.'],
    details: [
      ['Name', message.name],
      ['Email', message.email],
      ['Phone', message.phone ?? 'Not given'],
      ['Subject', message.subject],
      ['Message', message.message],
      ['Received', formatDateTime(receivedAt)],
    ],
  });
}

export function acknowledgementMail(config: StoreFacts, message: ContactMessage): LetterContent {
  return renderLetter({
    storeName: config.storeName,
    subject: `We received your message — ${config.storeName}`,
    paragraphs: [
      `Hello ${message.name},`,
      `Thank you for writing to ${config.storeName}. We will get back to you within 24 hours. For your records, this is what you sent:`,
    ],
    details: [
      ['Subject', message.subject],
      ['Message', message.message],
    ],
    closing: [`Our hours are ${SUPPORT_HOURS}. For anything urgent, call us on ${config.supportPhone}.`],
    footnote: 'You received this e-mail because this address was given on our contact form.',
  });
}
