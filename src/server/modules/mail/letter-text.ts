import { toPlainText } from '@react-email/render';
import type { DomNode, FormatCallback, HtmlToTextOptions } from 'html-to-text';

const tags = (nodes: DomNode[], ...names: string[]) =>
  nodes.filter((node) => node.type === 'tag' && names.includes(node.name ?? ''));

/** A table of label / value rows as 'Label: value' lines; each `tbody` is a group, set apart by a blank line. */
const labelValueTable: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  for (const group of tags(elem.children, 'thead', 'tbody', 'tfoot')) {
    builder.openBlock({ leadingLineBreaks: 2 });
    for (const row of tags(group.children, 'tr')) {
      builder.openBlock({ leadingLineBreaks: 1 });
      tags(row.children, 'td', 'th').forEach((cell, i) => {
        if (i > 0) builder.addInline(': ');
        walk(cell.children, builder);
      });
      builder.closeBlock({ trailingLineBreaks: 1 });
    }
    builder.closeBlock({ trailingLineBreaks: 2 });
  }
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/** 'Label: address', as the text parts always said a button or a link. */
const labelledLink: FormatCallback = (elem, walk, builder) => {
  walk(elem.children, builder);
  const href: unknown = elem.attribs?.href;
  if (typeof href === 'string' && href) builder.addInline(`: ${href}`, { noWordTransform: true });
};

const options: HtmlToTextOptions = {
  formatters: { labelValueTable, labelledLink },
  selectors: [
    { selector: 'a', format: 'labelledLink' },
    { selector: 'table[data-text-format="label-value"]', format: 'labelValueTable' },
    { selector: 'ul', options: { itemPrefix: '- ' } },
    { selector: 'svg', format: 'skip' },
  ],
};

/**
 * A letter's text part, read from its HTML (docs/decisions/082-letters-from-components.md): paragraphs apart by a
 * blank line, 'Label: value' rows, 'Label: address' for buttons and links; what carries `data-skip-in-text`
 * (the store's name above the letter, a button's address spelled out again) is left out.
 */
export const letterText = (html: string): string => toPlainText(html, options);
