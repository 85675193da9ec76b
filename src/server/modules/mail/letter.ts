import { escapeHtml } from '../../html';

export interface LetterContent {
  subject: string;
  text: string;
  html: string;
}

export interface Letter {
  storeName: string;
  subject: string;
  paragraphs: string[];
  /** label / value rows: a table in HTML, "Label: value" lines in text */
  details?: [string, string][];
  /** sums of money line up on the right */
  detailsAlign?: 'left' | 'right';
  /** paragraphs after the details */
  closing?: string[];
  /** a button in HTML (with its address spelled out beneath, for clients that hide buttons) */
  action?: { label: string; url: string };
  /** a second way on, a plain link in HTML ('Label: url' in text), after the closing paragraphs */
  link?: { label: string; url: string };
  footnote?: string;
}

export const paragraph = (text: string, style = 'margin:0 0 16px') =>
  `<p style="${style}">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;

export const button = ({ label, url }: { label: string; url: string }) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#7d5c30;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;

export const textLink = ({ label, url }: { label: string; url: string }) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="color:#7d5c30">${escapeHtml(label)}</a></p>`;

/**
 * The store's letter look around `body`: inline styles only, since mail clients drop style sheets. A whole
 * document with its language, charset, phone viewport and the subject as its title, as the HTML validators
 * and mail clients' readers expect (issue 26).
 */
export const letterFrame = (storeName: string, body: string[], title: string) =>
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#faf7f2;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    `<h1 style="margin:0 0 24px;font-family:Georgia,serif;font-size:24px;font-weight:normal">${escapeHtml(storeName)}</h1>`,
    ...body,
    '</div></body></html>',
  ].join('');

/**
 * A letter in HTML and plain text with the same words. Names, addresses and messages were typed by people,
 * so the HTML part escapes everything.
 */
export function renderLetter({
  storeName,
  subject,
  paragraphs,
  details = [],
  detailsAlign = 'left',
  closing = [],
  action,
  link,
  footnote,
}: Letter): LetterContent {
  const text = [
    ...paragraphs,
    ...(details.length ? [details.map(([label, value]) => `${label}: ${value}`).join('\n')] : []),
    ...closing,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(link ? [`${link.label}: ${link.url}`] : []),
    ...(footnote ? [footnote] : []),
    `— ${storeName}`,
  ].join('\n\n');
  const valueStyle = detailsAlign === 'right' ? 'text-align:right;white-space:nowrap' : 'vertical-align:top';
  const table = details.length
    ? '<table role="presentation" style="width:100%;border-collapse:collapse;margin:8px 0 24px;font-size:14px">' +
      details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px 8px 0;border-bottom:1px solid #efe7da;color:#6f665e;vertical-align:top">${escapeHtml(label)}</td>` +
            `<td style="padding:8px 0;border-bottom:1px solid #efe7da;${valueStyle}">${escapeHtml(value).replaceAll('\n', '<br>')}</td></tr>`,
        )
        .join('') +
      '</table>'
    : '';
  const html = letterFrame(
    storeName,
    [
      ...paragraphs.map((s) => paragraph(s)),
      table,
      ...closing.map((s) => paragraph(s)),
      ...(action
        ? [
            button(action),
            paragraph(action.url, 'margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all'),
          ]
        : []),
      link ? textLink(link) : '',
      footnote ? paragraph(footnote, 'margin:0;font-size:13px;color:#555555') : '',
    ],
    subject,
  );
  return { subject, text, html };
}
