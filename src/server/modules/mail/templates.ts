import type { Config } from '../../config';

export interface MailContent {
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
/** Names are typed by shoppers, so everything placed in the HTML part is escaped. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

interface Letter {
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** Inline styles only: mail clients drop style sheets. The text part carries the same words. */
function render(storeName: string, { paragraphs, action, footnote }: Letter): { text: string; html: string } {
  const text = [
    ...paragraphs,
    ...(action ? [action.url] : []),
    ...(footnote ? [footnote] : []),
    `— ${storeName}`,
  ];
  const p = (s: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(s)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#8a6a35;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      p(action.url, 'margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all')
    : '';
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    `<h1 style="margin:0 0 24px;font-family:Georgia,serif;font-size:24px;font-weight:normal">${escapeHtml(storeName)}</h1>`,
    ...paragraphs.map((s) => p(s)),
    button,
    footnote ? p(footnote, 'margin:0;font-size:13px;color:#555555') : '',
    '</div></body></html>',
  ].join('');
  return { text: text.join('\n\n'), html };
}

export function passwordResetMail(
  config: Pick<Config, 'storeName'>,
  { name, resetUrl }: { name: string; resetUrl: string },
): MailContent {
  return {
    subject: `Reset your ${config.storeName} password`,
    ...render(config.storeName, {
      paragraphs: [
        `Hello ${name},`,
        `We received a request to reset the password for your ${config.storeName} account.`,
        'Open the link below within 1 hour to choose a new password. The link works once.',
      ],
      action: { label: 'Reset password', url: resetUrl },
      footnote: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    }),
  };
}
