import { formatMobile } from '../../../domain/address';
import { DELIVERY_GENERAL, deliveryEstimate, deliveryText } from '../../../domain/delivery';
import { formatDate, formatDateTime, formatINR } from '../../../domain/format';
import type { Order, OrderItem } from '../../../domain/order';
import { lineDescriptionText, orderItemDescription } from '../../../domain/line-details';
import { taxLines, toPaise, toRupees } from '../../../domain/pricing';
import { lineWalls } from '../../../domain/line';
import { cropThumbnailSvg } from '../../../domain/walls';
import type { Config } from '../../config';
import { escapeHtml } from '../../html';
import type { IssuedCredit } from '../samples/service';
import { button, letterFrame, paragraph, type LetterContent } from '../mail/letter';

/** A mural line's crop as a small picture of the walls over the design (decision 067), or nothing. */
function cropThumbnail(item: OrderItem, publicUrl: string): string {
  const walls = item.crop ? lineWalls(item) : null;
  if (!item.crop || !walls) return '';
  const image = item.product.images[0] ?? '';
  const src = /^https?:/.test(image) ? image : `${publicUrl}${image}`;
  return `<br>${cropThumbnailSvg(escapeHtml(src), walls, item.crop)}`;
}

/** The line as every screen describes it (domain/line-details.ts): options and wall, goods, installation. */
const itemLines = (item: OrderItem): string[] => lineDescriptionText(orderItemDescription(item));

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
  // One code per sampled design: what its samples cost comes off a full order of it (decision 027).
  const creditLines = credits.map(
    (c) =>
      `${c.code}: ${formatINR(c.amount)} off a full order of ${c.productName}, until ${formatDate(c.expiresAt)}.`,
  );
  const ledgerLine = ledgerCredit
    ? `Your sample credit of ${formatINR(ledgerCredit.amount)} is in your account's store credit until ${formatDate(ledgerCredit.expiresAt)}: choose 'Use my store credit' at checkout.`
    : null;
  const creditIntro = `Your sample credit: enter the code at checkout when you order the full design (not a sample), and what you paid for its samples comes off.`;

  const text = [
    `Hello ${name},`,
    `Thank you for your order. We have received your payment and order #${order.orderNumber} is confirmed.`,
    `Placed on ${formatDateTime(order.createdAt)}`,
    order.items
      .map((i) =>
        [`- ${i.product.name}: ${formatINR(i.amount)}`, ...itemLines(i).map((l) => `  ${l}`)].join('\n'),
      )
      .join('\n'),
    totals.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(creditLines.length ? [[creditIntro, ...creditLines].join('\n')] : []),
    ...(ledgerLine ? [ledgerLine] : []),
    `Shipping to:\n${addressLines(order).join('\n')}`,
    next.join('\n'),
    `View your order: ${url}`,
    `— ${config.storeName}`,
  ].join('\n\n');

  const cell = 'padding:8px 0;border-bottom:1px solid #eee4d4;vertical-align:top';
  const rows = order.items
    .map(
      (i) =>
        `<tr><td style="${cell}">${escapeHtml(i.product.name)}<br><span style="font-size:13px;color:#6f665e">${itemLines(i).map(escapeHtml).join('<br>')}</span>${cropThumbnail(i, config.publicUrl)}</td>` +
        `<td style="${cell};text-align:right;white-space:nowrap">${escapeHtml(formatINR(i.amount))}</td></tr>`,
    )
    .join('');
  const totalRows = totals
    .map(
      ([label, value], index) =>
        `<tr><td style="padding:4px 0${index === totals.length - 1 ? ';font-weight:bold' : ''}">${label}</td>` +
        `<td style="padding:4px 0;text-align:right${index === totals.length - 1 ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const subject = `Your ${config.storeName} order #${order.orderNumber} is confirmed`;
  const html = letterFrame(
    config.storeName,
    [
      paragraph(`Hello ${name},`),
      paragraph(
        `Thank you for your order. We have received your payment and order #${order.orderNumber} is confirmed.`,
      ),
      paragraph(
        `Placed on ${formatDateTime(order.createdAt)}`,
        'margin:0 0 24px;font-size:13px;color:#6f665e',
      ),
      `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">${rows}</table>`,
      `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;margin:12px 0 24px">${totalRows}</table>`,
      ...(ledgerLine ? [paragraph(ledgerLine)] : []),
      ...(creditLines.length
        ? [
            paragraph(creditIntro),
            `<ul style="margin:0 0 24px;padding-left:20px">${credits
              .map(
                (c) =>
                  `<li style="margin:0 0 4px"><strong style="letter-spacing:1px">${escapeHtml(c.code)}</strong>: ${escapeHtml(formatINR(c.amount))} off a full order of ${escapeHtml(c.productName)}, until ${escapeHtml(formatDate(c.expiresAt))}</li>`,
              )
              .join('')}</ul>`,
          ]
        : []),
      `<p style="margin:0 0 4px;font-weight:bold">Shipping to</p>`,
      `<p style="margin:0 0 24px">${addressLines(order).map(escapeHtml).join('<br>')}</p>`,
      ...next.map((s) => paragraph(s)),
      button({ label: 'View your order', url }),
    ],
    subject,
  );

  return { subject, text, html };
}
