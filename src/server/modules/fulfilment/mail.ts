import type { Tracking } from '../../../domain/fulfilment';
import { formatINR } from '../../../domain/format';
import type { Order } from '../../../domain/order';
import type { OrderStatus } from '../../../domain/order-status';
import { toRupees } from '../../../domain/pricing';
import type { Config } from '../../config';
import { renderLetter, type LetterContent } from '../mail/letter';

type MailConfig = Pick<Config, 'storeName'>;

export interface OrderNews {
  status: OrderStatus;
  /** with `shipped` */
  tracking?: Tracking | null;
  /** paise given back with this change: a cancelled paid order, or the refund that refunded it in full */
  refundPaise?: number;
}

const BANK_DAYS = 'Banks usually show it within 5 to 7 working days.';

function trackingDetails(tracking: Tracking): [string, string][] {
  return [
    ['Courier', tracking.carrier],
    ['Tracking number', tracking.trackingNumber],
  ];
}

/** The e-mail for a change the customer hears about (order-status.ts CUSTOMER_NOTIFIED_STATUSES). */
export function orderStatusMail(
  config: MailConfig,
  order: Order,
  news: OrderNews,
  viewUrl: string,
): LetterContent {
  const number = `#${order.orderNumber}`;
  const name = order.shippingInfo.name || order.user.name;
  const view = { label: 'View your order', url: viewUrl };
  const refund = news.refundPaise
    ? [
        `We are refunding ${formatINR(toRupees(news.refundPaise))} to your original payment method. ${BANK_DAYS}`,
      ]
    : [];
  const letter = (
    subject: string,
    paragraphs: string[],
    extra: Partial<Parameters<typeof renderLetter>[0]> = {},
  ) =>
    renderLetter({
      storeName: config.storeName,
      subject,
      paragraphs: [`Hello ${name},`, ...paragraphs],
      action: view,
      ...extra,
    });
  switch (news.status) {
    case 'processing':
      return letter(`Your order ${number} is being prepared`, [
        `We have started preparing your order ${number}. We will write again when it ships.`,
      ]);
    case 'shipped': {
      const tracking = news.tracking;
      if (!tracking)
        return letter(`Your order ${number} has shipped`, [`Your order ${number} is on its way.`]);
      return letter(
        `Your order ${number} has shipped`,
        [
          `Your order ${number} is on its way with ${tracking.carrier}.`,
          ...(tracking.url
            ? []
            : [`You can track it on ${tracking.carrier}'s website with the number below.`]),
        ],
        {
          details: trackingDetails(tracking),
          ...(tracking.url
            ? {
                action: { label: 'Track your parcel', url: tracking.url },
                link: view,
              }
            : {}),
        },
      );
    }
    case 'delivered':
      return letter(`Your order ${number} has been delivered`, [
        `Your order ${number} has been delivered. We hope it looks wonderful on your wall.`,
      ]);
    case 'cancelled':
      return letter(`Your order ${number} has been cancelled`, [
        `Your order ${number} has been cancelled.`,
        ...refund,
      ]);
    case 'refunded':
      return letter(`Your order ${number} has been refunded`, [
        `Your order ${number} has been refunded in full.`,
        ...refund,
      ]);
    default:
      return letter(`Your order ${number} is now ${news.status}`, [
        `Your order ${number} is now ${news.status}.`,
      ]);
  }
}

/** A refund of part of an order, which changes no status. */
export function partialRefundMail(
  config: MailConfig,
  order: Order,
  refund: { amountPaise: number; reason: string },
  viewUrl: string,
): LetterContent {
  const number = `#${order.orderNumber}`;
  return renderLetter({
    storeName: config.storeName,
    subject: `A refund for your order ${number}`,
    paragraphs: [
      `Hello ${order.shippingInfo.name || order.user.name},`,
      `We are refunding ${formatINR(toRupees(refund.amountPaise))} of your order ${number} to your original payment method. ${BANK_DAYS}`,
    ],
    details: [['Reason', refund.reason]],
    action: { label: 'View your order', url: viewUrl },
  });
}
