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

export function staffInviteMail(
  config: Pick<Config, 'storeName' | 'publicUrl'>,
  {
    name,
    role,
    setPasswordUrl,
    validDays,
  }: { name: string; role: string; setPasswordUrl: string; validDays: number },
): LetterContent {
  return renderLetter({
    storeName: config.storeName,
    subject: `You have been invited to the ${config.storeName} dashboard`,
    paragraphs: [
      `Hello ${name},`,
      `You now have ${role} access to the ${config.storeName} staff dashboard.`,
      `Choose a password with the link below (it works once, for ${validDays} days), then sign in at ${config.publicUrl}/admin/login.`,
    ],
    action: { label: 'Choose your password', url: setPasswordUrl },
    footnote: 'If you already have a password for this e-mail address, you can keep it and simply sign in.',
  });
}
