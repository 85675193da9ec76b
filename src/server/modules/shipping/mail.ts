import type { Order } from '../../../domain/order';
import type { CarrierEvent } from '../../../domain/shipping';
import type { Config } from '../../config';
import { renderLetter, type LetterContent } from '../mail/letter';

/** The parcel's own news, which moves no order status: out for delivery, and a delivery that failed. */
export function deliveryNewsMail(
  config: Pick<Config, 'storeName'>,
  order: Order,
  event: Pick<CarrierEvent, 'status' | 'reason'>,
  viewUrl: string,
): LetterContent {
  const number = `#${order.orderNumber}`;
  const hello = `Hello ${order.shippingInfo.name || order.user.name},`;
  const view = { label: 'View your order', url: viewUrl };
  if (event.status === 'out_for_delivery')
    return renderLetter({
      storeName: config.storeName,
      subject: `Your order ${number} is out for delivery`,
      paragraphs: [hello, `Your order ${number} is out for delivery today. Please keep your phone at hand.`],
      action: view,
    });
  return renderLetter({
    storeName: config.storeName,
    subject: `We could not deliver your order ${number}`,
    paragraphs: [
      hello,
      `The courier could not deliver your order ${number}${event.reason ? `: ${event.reason}` : ''}.`,
      `If your phone number or address needs a correction, reply to this e-mail and we will arrange another attempt.`,
    ],
    action: view,
  });
}
