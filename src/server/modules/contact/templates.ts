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

/**
 * Goes to an address anyone could have typed into the form, so it carries nothing the sender wrote (not even
 * the name): a stranger's text must not reach a third party under the store's name.
 */
export function acknowledgementMail(config: StoreFacts): LetterContent {
  return renderLetter({
    storeName: config.storeName,
    subject: `We received your message — ${config.storeName}`,
    paragraphs: [
      'Hello,',
      `Thank you for writing to ${config.storeName}. We will get back to you within 24 hours.`,
    ],
    closing: [`Our hours are ${SUPPORT_HOURS}. For anything urgent, call us on ${config.supportPhone}.`],
    footnote: 'You received this e-mail because this address was given on our contact form.',
  });
}
