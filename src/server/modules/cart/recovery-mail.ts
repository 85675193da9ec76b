import { formatINR } from '../../../domain/format';
import type { Config } from '../../config';
import { renderLetter, type LetterContent } from '../mail/letter';

export function cartRecoveryMail(
  config: Pick<Config, 'storeName' | 'publicUrl' | 'supportPhone'>,
  {
    name,
    items,
    total,
  }: { name: string; items: { name: string; quantity: number; amount: number }[]; total: number },
): LetterContent {
  return renderLetter({
    storeName: config.storeName,
    subject: `Your ${config.storeName} cart is waiting`,
    paragraphs: [`Hello ${name},`, 'You left a few designs in your cart. We have kept them for you:'],
    detailsAlign: 'right',
    details: [
      ...items.map((i): [string, string] => [`${i.name} × ${i.quantity}`, formatINR(i.amount)]),
      ['Total', formatINR(total)],
    ],
    // The storefront opens its cart drawer on ?cart=open, so the link lands on the items themselves.
    action: { label: 'View your cart', url: `${config.publicUrl}/?cart=open` },
    footnote: `Questions about sizes, materials or installation? Call us on ${config.supportPhone}.`,
  });
}
