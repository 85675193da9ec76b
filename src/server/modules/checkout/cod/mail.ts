import { formatDateTime, formatINR } from '../../../../domain/format';
import type { Order } from '../../../../domain/order';
import type { Config } from '../../../config';
import { escapeHtml } from '../../../html';
import { button, letterFrame, paragraph, type LetterContent } from '../../mail/letter';

/**
 * The cash-on-delivery confirmation code (docs/decisions/056-cash-on-delivery.md): the order is made and packed
 * only once the customer types it, so a prank or mistyped order never leaves the store.
 */
export function codCodeMail(
  config: Pick<Config, 'storeName' | 'publicUrl'>,
  order: Order,
  code: string,
  viewUrl?: string,
): LetterContent {
  const url = viewUrl ?? `${config.publicUrl}/orders/${order.id}`;
  const name = order.shippingInfo.name || order.user.name;
  const collect = order.cod ? formatINR(order.cod.collect) : formatINR(order.total);
  const confirmBy = order.cod ? formatDateTime(order.cod.confirmBy) : '';
  const subject = `Your code to confirm ${config.storeName} order #${order.orderNumber}: ${code}`;
  const lines = [
    `Hello ${name},`,
    `Thank you for order #${order.orderNumber}, to be paid in cash on delivery (${collect} at the door, including the cash-on-delivery fee).`,
    `Your confirmation code is ${code}. Enter it on the order page to confirm the order${confirmBy ? ` by ${confirmBy}` : ''}; an order not confirmed by then is cancelled.`,
    `If you did not place this order, ignore this e-mail.`,
  ];
  const text = [...lines, `Confirm your order: ${url}`, `— ${config.storeName}`].join('\n\n');
  const html = letterFrame(
    config.storeName,
    [
      paragraph(lines[0] ?? ''),
      paragraph(lines[1] ?? ''),
      `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>`,
      paragraph(lines[2] ?? ''),
      paragraph(lines[3] ?? ''),
      button({ label: 'Confirm your order', url }),
    ],
    subject,
  );
  return { subject, text, html };
}
