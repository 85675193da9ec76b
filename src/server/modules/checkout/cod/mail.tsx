import { Text } from '@react-email/text';
import { formatDateTime, formatINR } from '../../../../domain/format';
import type { Order } from '../../../../domain/order';
import type { Config } from '../../../config';
import {
  ActionButton,
  Paragraph,
  paragraphStyle,
  renderMail,
  type LetterContent,
} from '../../mail/letter-layout';

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
  return renderMail(
    {
      storeName: config.storeName,
      subject: `Your code to confirm ${config.storeName} order #${order.orderNumber}: ${code}`,
    },
    <>
      <Paragraph>{`Hello ${name},`}</Paragraph>
      <Paragraph>
        {`Thank you for order #${order.orderNumber}, to be paid in cash on delivery (${collect} at the door, including the cash-on-delivery fee).`}
      </Paragraph>
      <Text
        style={{
          ...paragraphStyle,
          fontSize: '28px',
          lineHeight: '36px',
          letterSpacing: '6px',
          fontWeight: 'bold',
        }}
      >
        {code}
      </Text>
      <Paragraph>
        {`Your confirmation code is ${code}. Enter it on the order page to confirm the order${confirmBy ? ` by ${confirmBy}` : ''}; an order not confirmed by then is cancelled.`}
      </Paragraph>
      <Paragraph>If you did not place this order, ignore this e-mail.</Paragraph>
      <ActionButton label="Confirm your order" url={url} />
    </>,
  );
}
