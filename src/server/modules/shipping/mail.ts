import type { Order } from '../../../domain/order';
import type { CarrierEvent } from '../../../domain/shipping';
import type { Config } from '../../config';
import { renderLetter, type LetterContent } from '../mail/letter';

/**
 * The parcel's own news, which moves no order status: out for delivery, and a delivery that failed. For a failed
 * one `viewUrl` is the order's signed link, where the customer corrects the phone or address
 * (docs/decisions/077-delivery-corrections-and-returned-refunds.md).
 */
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
      `If the courier needs a different phone number or address, give it through the link below and we will pass it on for the next attempt. The link works without signing in.`,
    ],
    action: { label: 'Correct my phone or address', url: viewUrl },
  });
}
