import { formatINR } from '../../../domain/format';
import type { Order } from '../../../domain/order';
import { RETURN_REASON_LABELS, type ReturnRequest } from '../../../domain/returns';
import type { Config } from '../../config';
import { renderLetter, type LetterContent } from '../mail/letter';

/** The e-mail for each step of a return or exchange request (decision 029). */
export function returnMail(
  config: Pick<Config, 'storeName'>,
  order: Order,
  request: ReturnRequest,
  viewUrl: string,
): LetterContent {
  const number = `#${order.orderNumber}`;
  const what = request.kind === 'return' ? 'return' : 'exchange';
  const lines = request.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
  const paragraphs = (() => {
    switch (request.status) {
      case 'requested':
        return [
          `We have received your ${what} request for order ${number}. We reply within 24 hours (Mon-Fri).`,
        ];
      case 'approved':
        return request.kind === 'return'
          ? [
              `Your return for order ${number} is approved. We are refunding ${formatINR(request.amount)} to your original payment method; banks usually show it within 5 to 7 working days.`,
            ]
          : [
              `Your exchange for order ${number} is approved. We will write again when the replacement ships.`,
            ];
      case 'rejected':
        return [`We are sorry: we cannot accept your ${what} request for order ${number}.`];
      case 'dispatched':
        return [`The replacement for your exchange on order ${number} is on its way.`];
    }
  })();
  const subjects = {
    requested: `We received your ${what} request for order ${number}`,
    approved: `Your ${what} for order ${number} is approved`,
    rejected: `Your ${what} request for order ${number}`,
    dispatched: `Your replacement for order ${number} has shipped`,
  } as const;
  return renderLetter({
    storeName: config.storeName,
    subject: subjects[request.status],
    paragraphs: [`Hello ${order.shippingInfo.name || order.user.name},`, ...paragraphs],
    details: [
      ['Items', lines],
      ['Reason', RETURN_REASON_LABELS[request.reason]],
      ...(request.staffNote ? ([['Our note', request.staffNote]] as [string, string][]) : []),
    ],
    action: { label: 'View your order', url: viewUrl },
  });
}
