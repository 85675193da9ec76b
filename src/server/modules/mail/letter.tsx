import {
  ActionButton,
  DetailRows,
  LinkLine,
  Paragraph,
  renderMail,
  type LetterContent,
} from './letter-layout';

export type { LetterContent } from './letter-layout';

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

/** The body of most letters: paragraphs, the details, closing paragraphs, then a button and a link. */
export function LetterBody({
  paragraphs,
  details = [],
  detailsAlign = 'left',
  closing = [],
  action,
  link,
}: Omit<Letter, 'storeName' | 'subject' | 'footnote'>) {
  return (
    <>
      {paragraphs.map((text, i) => (
        <Paragraph key={`p${i}`}>{text}</Paragraph>
      ))}
      {details.length > 0 && <DetailRows rows={details} align={detailsAlign} />}
      {closing.map((text, i) => (
        <Paragraph key={`c${i}`}>{text}</Paragraph>
      ))}
      {action && <ActionButton {...action} />}
      {link && <LinkLine {...link} />}
    </>
  );
}

/**
 * A letter in HTML and plain text with the same words. Names, addresses and messages were typed by people;
 * React writes them as text, never as markup.
 */
export function renderLetter({ storeName, subject, footnote, ...body }: Letter): LetterContent {
  return renderMail({ storeName, subject, footnote }, <LetterBody {...body} />);
}
