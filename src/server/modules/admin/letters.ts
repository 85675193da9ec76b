import { formatINR } from '../../../domain/format';
import type { Config } from '../../config';

export interface LetterContent {
  subject: string;
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

interface Letter {
  paragraphs: string[];
  rows?: [string, string][];
  action: { label: string; url: string };
  footnote?: string;
}

/**
 * The store's letter look (inline styles only; mail clients drop style sheets) with a button, which neither
 * shared renderer offers to other modules yet. Names and product titles were typed by people, so the HTML part
 * escapes everything; the text part carries the same words.
 */
function render(storeName: string, subject: string, { paragraphs, rows = [], action, footnote }: Letter) {
  const text = [
    ...paragraphs,
    ...(rows.length ? [rows.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    `${action.label}: ${action.url}`,
    ...(footnote ? [footnote] : []),
    `— ${storeName}`,
  ].join('\n\n');
  const p = (s: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(s)}</p>`;
  const table = rows.length
    ? '<table role="presentation" style="width:100%;border-collapse:collapse;margin:8px 0 24px;font-size:14px">' +
      rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px 8px 0;border-bottom:1px solid #efe7da">${escapeHtml(label)}</td>` +
            `<td style="padding:8px 0;border-bottom:1px solid #efe7da;text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('') +
      '</table>'
    : '';
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    `<h1 style="margin:0 0 24px;font-family:Georgia,serif;font-size:24px;font-weight:normal">${escapeHtml(storeName)}</h1>`,
    ...paragraphs.map((s) => p(s)),
    table,
    `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#8a6a35;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`,
    p(action.url, 'margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all'),
    footnote ? p(footnote, 'margin:0;font-size:13px;color:#555555') : '',
    '</div></body></html>',
  ].join('');
  return { subject, text, html };
}

export function cartRecoveryMail(
  config: Pick<Config, 'storeName' | 'publicUrl' | 'supportPhone'>,
  {
    name,
    items,
    total,
  }: { name: string; items: { name: string; quantity: number; amount: number }[]; total: number },
): LetterContent {
  return render(config.storeName, `Your ${config.storeName} cart is waiting`, {
    paragraphs: [`Hello ${name},`, 'You left a few designs in your cart. We have kept them for you:'],
    rows: [
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
  return render(config.storeName, `You have been invited to the ${config.storeName} dashboard`, {
    paragraphs: [
      `Hello ${name},`,
      `You now have ${role} access to the ${config.storeName} staff dashboard.`,
      `Choose a password with the link below (it works once, for ${validDays} days), then sign in at ${config.publicUrl}/admin/login.`,
    ],
    action: { label: 'Choose your password', url: setPasswordUrl },
    footnote: 'If you already have a password for this e-mail address, you can keep it and simply sign in.',
  });
}
