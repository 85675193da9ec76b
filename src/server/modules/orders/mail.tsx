import type { CSSProperties } from 'react';
import { Text } from '@react-email/text';
import { formatMobile } from '../../../domain/address';
import { DELIVERY_GENERAL, deliveryEstimate, deliveryText } from '../../../domain/delivery';
import { formatDate, formatDateTime, formatINR } from '../../../domain/format';
import type { Order, OrderItem } from '../../../domain/order';
import { lineDescriptionText, orderItemDescription } from '../../../domain/line-details';
import { taxLines, toPaise, toRupees } from '../../../domain/pricing';
import { lineWalls } from '../../../domain/line';
import { cropView, PICTURE_UNITS } from '../../../domain/walls';
import type { Config } from '../../config';
import type { IssuedCredit } from '../samples/service';
import {
  ActionButton,
  ink,
  Paragraph,
  paragraphStyle,
  renderMail,
  smallStyle,
  withBreaks,
  type LetterContent,
} from '../mail/letter-layout';

/** Two decimals are plenty for a 160 px picture, and keep the markup short. */
const n2 = (v: number) => Number(v.toFixed(2));

/**
 * A mural line's crop as a small picture of the walls over the design (decision 067), drawn as the web's
 * CropThumbnail draws the same `cropView`; React writes the image's address as an attribute, escaped.
 */
function CropThumbnail({ item, publicUrl }: { item: OrderItem; publicUrl: string }) {
  const walls = item.crop ? lineWalls(item) : null;
  if (!item.crop || !walls) return null;
  const image = item.product.images[0] ?? '';
  const view = cropView(walls, item.crop);
  const box = view.viewBox;
  const widthPx = 160;
  const rect = (r: (typeof view.walls)[number]) => ({
    x: n2(r.x),
    y: n2(r.y),
    width: n2(r.width),
    height: n2(r.height),
  });
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={widthPx}
      height={Math.round((widthPx * box.height) / Math.max(box.width, 1e-6))}
      viewBox={`${n2(box.x)} ${n2(box.y)} ${n2(box.width)} ${n2(box.height)}`}
      role="img"
      aria-label="Where the picture sits on the walls"
      style={{ display: 'block', marginTop: '8px' }}
    >
      <image
        href={/^https?:/.test(image) ? image : `${publicUrl}${image}`}
        x={0}
        y={0}
        width={PICTURE_UNITS}
        height={PICTURE_UNITS}
        preserveAspectRatio="none"
      />
      {view.openings.map((r, i) => (
        <rect key={`o${i}`} {...rect(r)} fill="#ffffff" fillOpacity={0.75} />
      ))}
      {view.walls.map((r, i) => (
        <rect key={`w${i}`} {...rect(r)} fill="none" stroke="#1f1a17" strokeWidth={n2(box.width / 160)} />
      ))}
    </svg>
  );
}

const tableStyle: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: '14px' };

/**
 * Each line: its name and amount, then the line as every screen describes it (domain/line-details.ts: options
 * and wall, goods, installation) and a mural's crop. One `tbody` a line, so the text part sets lines apart.
 */
function ItemRows({ items, publicUrl }: { items: readonly OrderItem[]; publicUrl: string }) {
  const top: CSSProperties = { padding: '8px 0 2px', verticalAlign: 'top' };
  return (
    <table role="presentation" data-text-format="label-value" style={tableStyle}>
      {items.map((item, i) => (
        <tbody key={item.id ?? i} style={{ borderBottom: '1px solid #eee4d4' }}>
          <tr>
            <td style={top}>{item.product.name}</td>
            <td style={{ ...top, paddingLeft: '12px', textAlign: 'right', whiteSpace: 'nowrap' }}>
              {formatINR(item.amount)}
            </td>
          </tr>
          <tr>
            <td
              colSpan={2}
              style={{ padding: '0 0 8px', fontSize: '13px', lineHeight: '20px', color: ink.muted }}
            >
              {withBreaks(lineDescriptionText(orderItemDescription(item)).join('\n'))}
              <CropThumbnail item={item} publicUrl={publicUrl} />
            </td>
          </tr>
        </tbody>
      ))}
    </table>
  );
}

function TotalRows({ totals }: { totals: readonly (readonly [string, string])[] }) {
  return (
    <table
      role="presentation"
      data-text-format="label-value"
      style={{ ...tableStyle, margin: '12px 0 24px' }}
    >
      <tbody>
        {totals.map(([label, value], i) => {
          const weight = i === totals.length - 1 ? 'bold' : 'normal';
          return (
            <tr key={label}>
              <td style={{ padding: '4px 0', fontWeight: weight }}>{label}</td>
              <td style={{ padding: '4px 0', textAlign: 'right', fontWeight: weight }}>{value}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function addressLines(order: Order): string[] {
  const s = order.shippingInfo;
  return [
    s.name,
    s.address,
    [s.city, s.state, s.zip].filter(Boolean).join(', '),
    s.phone && formatMobile(s.phone),
    s.email,
  ].filter(Boolean);
}

/**
 * The summary a shopper keeps: number, items, totals, where it is going and what happens next. `viewUrl` replaces
 * the account's order page, for a guest's signed link.
 */
export function orderConfirmationMail(
  config: Pick<Config, 'storeName' | 'publicUrl'>,
  order: Order,
  viewUrl?: string,
  credits: readonly IssuedCredit[] = [],
  /** a signed-in customer's sample credit, granted on the store-credit ledger (decision 061) */
  ledgerCredit: { amount: number; expiresAt: Date } | null = null,
): LetterContent {
  const url = viewUrl ?? `${config.publicUrl}/orders/${order.id}`;
  const estimate = deliveryEstimate(order.shippingInfo.zip, new Date(order.createdAt));
  const name = order.shippingInfo.name || order.user.name;
  const listShipping = toRupees(
    toPaise(order.shipping) + order.savings.reduce((sum, s) => sum + toPaise(s.shipping), 0),
  );
  const totals: [string, string][] = [
    ['Subtotal', formatINR(order.subtotal)],
    ...(order.sampleCredit
      ? [
          [`Sample credit (${order.sampleCredit.code})`, `−${formatINR(order.sampleCredit.amount)}`] as [
            string,
            string,
          ],
        ]
      : []),
    // Each saving on its own line (docs/decisions/062-promotions.md).
    ...order.savings.map((saving): [string, string] => [
      saving.code ? `${saving.name} (${saving.code})` : saving.name,
      `−${formatINR(saving.amount)}`,
    ]),
    // Shipping before its saving, so the rows add up to the total as printed.
    ['Shipping', listShipping === 0 ? 'Free' : formatINR(listShipping)],
    ...taxLines(order.tax, order.gst, order.taxRate).map(({ label, amount }): [string, string] => [
      label,
      formatINR(amount),
    ]),
    ['Total', formatINR(order.total)],
    // Gift cards and store credit paid part of the total: each its own row, then what the card or UPI paid.
    ...order.giftCards.map((card): [string, string] => [
      `Paid by gift card ···${card.last4}`,
      `−${formatINR(card.amount)}`,
    ]),
    ...(order.storeCredit > 0
      ? [['Paid from store credit', `−${formatINR(order.storeCredit)}`] as [string, string]]
      : []),
    ...(order.storeCredit > 0 || order.giftCards.length
      ? [
          [
            'Paid',
            formatINR(
              (toPaise(order.total) -
                toPaise(order.storeCredit) -
                order.giftCards.reduce((sum, c) => sum + toPaise(c.amount), 0)) /
                100,
            ),
          ] as [string, string],
        ]
      : []),
  ];
  const onlySamples = order.items.every((i) => i.kind === 'sample');
  // A call is promised only about an installation bought (issue 26); the delivery window is the PIN's.
  const installing = order.items.some((i) => i.installation);
  const next = [
    onlySamples
      ? `Your samples are on their way.`
      : installing
        ? `Our team will contact you within 24 hours to confirm your wall measurements and installation.`
        : `We will e-mail you when your order is on its way, with its tracking number.`,
    estimate ? `${deliveryText(estimate)}.` : `${DELIVERY_GENERAL}.`,
  ];
  const ledgerLine = ledgerCredit
    ? `Your sample credit of ${formatINR(ledgerCredit.amount)} is in your account's store credit until ${formatDate(ledgerCredit.expiresAt)}: choose 'Use my store credit' at checkout.`
    : null;
  const creditIntro = `Your sample credit: enter the code at checkout when you order the full design (not a sample), and what you paid for its samples comes off.`;

  const subject = `Your ${config.storeName} order #${order.orderNumber} is confirmed`;
  return renderMail(
    { storeName: config.storeName, subject },
    <>
      <Paragraph>{`Hello ${name},`}</Paragraph>
      <Paragraph>
        {`Thank you for your order. We have received your payment and order #${order.orderNumber} is confirmed.`}
      </Paragraph>
      <Paragraph style={{ ...smallStyle, margin: '0 0 24px', color: ink.muted }}>
        {`Placed on ${formatDateTime(order.createdAt)}`}
      </Paragraph>
      <ItemRows items={order.items} publicUrl={config.publicUrl} />
      <TotalRows totals={totals} />
      {ledgerLine && <Paragraph>{ledgerLine}</Paragraph>}
      {/* One code per sampled design: what its samples cost comes off a full order of it (decision 027). */}
      {credits.length > 0 && (
        <>
          <Paragraph>{creditIntro}</Paragraph>
          <ul style={{ margin: '0 0 24px', paddingLeft: '20px', fontSize: '16px', lineHeight: '24px' }}>
            {credits.map((c) => (
              <li key={c.code} style={{ margin: '0 0 4px' }}>
                <strong style={{ letterSpacing: '1px' }}>{c.code}</strong>
                {`: ${formatINR(c.amount)} off a full order of ${c.productName}, until ${formatDate(c.expiresAt)}.`}
              </li>
            ))}
          </ul>
        </>
      )}
      <Text style={{ ...paragraphStyle, margin: '0 0 24px' }}>
        <strong>Shipping to</strong>
        {addressLines(order).flatMap((line, i) => [<br key={i} />, line])}
      </Text>
      {next.map((line, i) => (
        <Paragraph key={i}>{line}</Paragraph>
      ))}
      <ActionButton label="View your order" url={url} />
    </>,
  );
}
