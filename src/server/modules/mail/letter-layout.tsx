import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { letterText } from './letter-text';

export interface LetterContent {
  subject: string;
  text: string;
  html: string;
}

/** The store's letter colours; inline styles only, since mail clients drop style sheets. */
export const ink = {
  text: '#2b2b2b',
  muted: '#6f665e',
  quiet: '#555555',
  accent: '#7d5c30',
  rule: '#efe7da',
  page: '#faf7f2',
};

export const paragraphStyle: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px' };
export const smallStyle: CSSProperties = {
  ...paragraphStyle,
  fontSize: '13px',
  lineHeight: '20px',
  color: ink.quiet,
};

/** Text as typed, its line breaks kept: React escapes it, so names and messages people typed stay text. */
export const withBreaks = (text: string): ReactNode[] =>
  text.split('\n').flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));

export function Paragraph({ children, style }: { children: string; style?: CSSProperties }) {
  return <Text style={{ ...paragraphStyle, ...style }}>{withBreaks(children)}</Text>;
}

/**
 * The letter's one call to action: a button, with its address spelled out beneath for clients that hide
 * buttons. The text part says 'Label: address' once, so the spelled-out copy is left out of it.
 */
export function ActionButton({ label, url }: { label: string; url: string }) {
  return (
    <>
      <Text style={{ ...paragraphStyle, margin: '24px 0' }}>
        <Button
          href={url}
          style={{
            background: ink.accent,
            color: '#ffffff',
            padding: '12px 20px',
            borderRadius: '6px',
            fontSize: '16px',
          }}
        >
          {label}
        </Button>
      </Text>
      <Text data-skip-in-text="true" style={{ ...smallStyle, wordBreak: 'break-all' }}>
        {url}
      </Text>
    </>
  );
}

export function LinkLine({ label, url }: { label: string; url: string }) {
  return (
    <Text style={paragraphStyle}>
      <Link href={url} style={{ color: ink.accent, textDecorationLine: 'underline' }}>
        {label}
      </Link>
    </Text>
  );
}

/**
 * Label / value rows: a table in HTML, 'Label: value' lines in text, as its `data-text-format` asks
 * (docs/decisions/082-letters-from-components.md).
 */
export function DetailRows({
  rows,
  align = 'left',
}: {
  rows: readonly (readonly [string, string])[];
  /** sums of money line up on the right */
  align?: 'left' | 'right';
}) {
  const cell: CSSProperties = {
    padding: '8px 0',
    borderBottom: `1px solid ${ink.rule}`,
    verticalAlign: 'top',
  };
  const valueStyle: CSSProperties =
    align === 'right'
      ? { ...cell, textAlign: 'right', whiteSpace: 'nowrap' }
      : { ...cell, overflowWrap: 'anywhere' };
  return (
    <table
      role="presentation"
      data-text-format="label-value"
      style={{ width: '100%', borderCollapse: 'collapse', margin: '8px 0 24px', fontSize: '14px' }}
    >
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={i}>
            <td style={{ ...cell, padding: '8px 12px 8px 0', color: ink.muted }}>{label}</td>
            <td style={valueStyle}>{withBreaks(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The store's letter around `children`: a whole document with its language, charset, phone viewport and the
 * subject as its title, as HTML validators and mail clients' readers expect (issue 26), then the card of at most
 * 560 px under the store's name, signed by the store.
 */
export function LetterLayout({
  storeName,
  subject,
  footnote,
  children,
}: {
  storeName: string;
  subject: string;
  /** small print after the signature */
  footnote?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      {/* Not @react-email/head: its Content-Type meta would declare the charset a second time. */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </head>
      <Body
        style={{
          margin: 0,
          padding: '24px',
          background: ink.page,
          fontFamily: 'Arial,Helvetica,sans-serif',
          color: ink.text,
        }}
      >
        <Container
          style={{
            maxWidth: '560px',
            margin: '0 auto',
            background: '#ffffff',
            padding: '32px',
            borderRadius: '8px',
          }}
        >
          {/* The text part signs with the store's name instead. */}
          <Heading
            data-skip-in-text="true"
            style={{
              margin: '0 0 24px',
              fontFamily: 'Georgia,serif',
              fontSize: '24px',
              fontWeight: 'normal',
              color: ink.text,
            }}
          >
            {storeName}
          </Heading>
          {children}
          <Text
            style={{ ...paragraphStyle, margin: '24px 0 16px', color: ink.muted }}
          >{`— ${storeName}`}</Text>
          {footnote ? <Text style={{ ...smallStyle, margin: 0 }}>{footnote}</Text> : null}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A letter's HTML and its text part from one element. Synchronous, so the many places that write a letter stay
 * so; the text is read from the HTML (docs/decisions/082-letters-from-components.md), so the two cannot say
 * different things.
 */
export function renderMail(
  head: { storeName: string; subject: string; footnote?: string },
  body: ReactNode,
): LetterContent {
  const html = `<!doctype html>${renderToStaticMarkup(<LetterLayout {...head}>{body}</LetterLayout>)}`;
  return { subject: head.subject, html, text: letterText(html) };
}
