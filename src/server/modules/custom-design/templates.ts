import { SUPPORT_HOURS } from '../../../domain/constants';
import type { CustomDesignRequest } from '../../../domain/custom-design';
import { countOf, formatDateTime } from '../../../domain/format';
import type { Config } from '../../config';
import { renderLetter, type LetterContent } from '../mail/letter';

type StoreFacts = Pick<Config, 'storeName' | 'supportEmail' | 'supportPhone' | 'publicUrl'>;

const feet = (n: number) => `${Number(n.toFixed(2))} ft`;
/** "12 ft × 9.5 ft (114 sq ft)": the same wall, written the way the form asked for it. */
export const wallSize = ({ width, height }: CustomDesignRequest['dimensions']) =>
  `${feet(width)} wide × ${feet(height)} high (${Number((width * height).toFixed(1))} sq ft)`;

const summary = (request: CustomDesignRequest): [string, string][] => [
  ['Room', request.roomType],
  ['Wall size', wallSize(request.dimensions)],
  ['Style', request.style],
  ['Budget', request.budget],
];

/**
 * Goes to an address anyone could have typed into the form, so it repeats only the choices the form offers
 * (room, size, style, budget), never what the sender wrote (their name, the description): a stranger's text
 * must not reach a third party under the store's name.
 */
export function confirmationMail(config: StoreFacts, request: CustomDesignRequest): LetterContent {
  const images = request.inspirationImages.length;
  return renderLetter({
    storeName: config.storeName,
    subject: `We received your custom design request — ${config.storeName}`,
    paragraphs: [
      'Hello,',
      `Thank you for sharing your project with ${config.storeName}. Here is a summary of your request:`,
    ],
    details: [
      ...summary(request),
      ...(images ? [['Inspiration', countOf(images, 'image')] as [string, string]] : []),
    ],
    closing: [
      'Our design team will contact you within 24 hours to talk through your ideas, arrange measurements and share a quote.',
      `Our hours are ${SUPPORT_HOURS}. To add anything in the meantime, reply to this e-mail, write to ${config.supportEmail} or call ${config.supportPhone}.`,
    ],
    footnote: 'You received this e-mail because this address was given on our custom design form.',
  });
}

export function notificationMail(
  config: StoreFacts,
  request: CustomDesignRequest,
  meta: { id: string; createdAt: Date; registered: boolean },
): LetterContent {
  const images = request.inspirationImages.map((url) => `${config.publicUrl}${url}`);
  return renderLetter({
    storeName: config.storeName,
    subject: `New custom design request: ${request.roomType}, ${request.name}`,
    paragraphs: [
      'A new custom design request has arrived. We promised to contact the customer within 24 hours.',
    ],
    details: [
      ['Name', request.name],
      ['Email', request.email],
      ['Phone', request.phone],
      ['Account', meta.registered ? 'Registered customer' : 'Guest'],
      ...summary(request),
      ['Description', request.description],
      ['Inspiration', images.length ? images.join('\n') : 'None'],
      ['Received', formatDateTime(meta.createdAt)],
      ['Request id', meta.id],
    ],
  });
}
