import { formatDateTime, orderNumber } from '../../../domain/format';
import { PERIOD_LABELS, type Period } from '../../../domain/installation';
import type { Config } from '../../config';
import { renderLetter, type LetterContent } from '../mail/letter';

type MailConfig = Pick<Config, 'storeName' | 'publicUrl'>;

interface Visit {
  orderId: string;
  name: string;
  day: string;
  period: Period;
  startsAt: Date;
  team: string | null;
}

const when = (v: Visit) => `${PERIOD_LABELS[v.period]}, from ${formatDateTime(v.startsAt)}`;

export const bookedMail = (
  config: MailConfig,
  v: Visit,
  rescheduled: boolean,
  viewUrl: string,
): LetterContent =>
  renderLetter({
    storeName: config.storeName,
    subject: `${rescheduled ? 'Installation moved' : 'Installation booked'}: order #${orderNumber(v.orderId)}`,
    paragraphs: [
      `Hello ${v.name},`,
      `Our installers will come to paper your walls. You can change the visit up to 24 hours before it starts.`,
    ],
    details: [
      ['When', when(v)],
      ['Team', v.team ?? 'To be confirmed'],
    ],
    action: { label: 'View or change your booking', url: viewUrl },
  });

export const reminderMail = (config: MailConfig, v: Visit, viewUrl: string): LetterContent =>
  renderLetter({
    storeName: config.storeName,
    subject: `Tomorrow: installation for order #${orderNumber(v.orderId)}`,
    paragraphs: [
      `Hello ${v.name},`,
      'A reminder that our installers come tomorrow. Please keep the walls clear and dry, and the rolls unopened.',
    ],
    details: [
      ['When', when(v)],
      ['Team', v.team ?? 'To be confirmed'],
    ],
    action: { label: 'View your order', url: viewUrl },
  });

export const signoffCodeMail = (
  config: MailConfig,
  v: Pick<Visit, 'orderId' | 'name'>,
  code: string,
): LetterContent =>
  renderLetter({
    storeName: config.storeName,
    subject: `Your installers have arrived: order #${orderNumber(v.orderId)}`,
    paragraphs: [
      `Hello ${v.name},`,
      'Our installers have checked in at your address. When the walls are done and you are happy with them, read this code out to them to sign the job off:',
      code,
      'Do not share it before the work is finished.',
    ],
  });

export const finishedMail = (
  config: MailConfig,
  v: Pick<Visit, 'orderId' | 'name'>,
  photos: readonly string[],
  reviewUrl: string,
): LetterContent =>
  renderLetter({
    storeName: config.storeName,
    subject: `Your walls are done: order #${orderNumber(v.orderId)}`,
    paragraphs: [
      `Hello ${v.name},`,
      'Thank you for having us. Here are the photos our installers took of the finished walls:',
      ...photos.map((p) => `${config.publicUrl}${p}`),
    ],
    closing: ['How did we do? A short review helps other shoppers choose.'],
    action: { label: 'Write a review', url: reviewUrl },
  });
