export interface LetterContent {
  subject: string;
  text: string;
  html: string;
}

export interface Letter {
  storeName: string;
  subject: string;
  paragraphs: string[];
  /** label / value rows, shown as a table in HTML and as "Label: value" lines in text */
  details?: [string, string][];
  /** paragraphs after the details */
  closing?: string[];
  footnote?: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Everything here was typed by a shopper at some point, so the HTML part escapes all of it. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/**
 * The same look as the mail module's letters (inline styles only; mail clients drop style sheets), with a
 * details table for request summaries. The text part carries the same words.
 */
export function renderLetter({
  storeName,
  subject,
  paragraphs,
  details = [],
  closing = [],
  footnote,
}: Letter): LetterContent {
  const text = [
    ...paragraphs,
    ...(details.length ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...closing,
    ...(footnote ? [footnote] : []),
    `— ${storeName}`,
  ].join('\n\n');
  const p = (s: string, style = 'margin:0 0 16px') =>
    `<p style="${style}">${escapeHtml(s).replaceAll('\n', '<br>')}</p>`;
  const table = details.length
    ? '<table role="presentation" style="width:100%;border-collapse:collapse;margin:8px 0 24px;font-size:14px">' +
      details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px 8px 0;border-bottom:1px solid #efe7da;color:#6f665e;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
            `<td style="padding:8px 0;border-bottom:1px solid #efe7da;vertical-align:top">${escapeHtml(value).replaceAll('\n', '<br>')}</td></tr>`,
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
    ...closing.map((s) => p(s)),
    footnote ? p(footnote, 'margin:0;font-size:13px;color:#555555') : '',
    '</div></body></html>',
  ].join('');
  return { subject, text, html };
}
