import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconDisc, type IconDiscProps } from './icon-disc';

const LOOKS = {
  /** a card of its own: the steps after an order */
  card: {
    row: 'gap-4 rounded-card border border-sand-200 bg-white/60 p-4 sm:p-5',
    disc: { tone: 'sand', className: 'size-10' },
    text: 'text-sm leading-relaxed text-ink-soft',
    Title: 'p',
    title: 'font-medium text-ink',
    body: 'mt-0.5',
    Body: 'p',
  },
  /** a line in a divided list: the contact page's channels */
  divided: {
    row: 'items-center gap-4 py-4 first:pt-0 last:pb-0',
    disc: { tone: 'sand', className: 'size-10' },
    text: 'min-w-0',
    Title: 'p',
    title: 'text-xs text-ink-muted',
    body: 'break-words',
    Body: 'div',
  },
  /** a card that stacks on phones and lines up beside the icon from sm: a product's reasons to buy */
  badge: {
    row: 'flex-col items-start gap-3 rounded-card border border-sand-200 bg-white/60 p-4 sm:flex-row sm:items-center sm:p-5',
    disc: { tone: 'sand', className: 'size-10' },
    text: undefined,
    Title: 'p',
    title: 'text-sm font-medium text-ink',
    body: 'mt-0.5 text-[13px] leading-snug text-ink-muted',
    Body: 'p',
  },
  /** a numbered step: the measuring guide */
  step: {
    row: 'gap-3.5',
    disc: { tone: 'ink', className: 'size-7 font-serif text-sm' },
    text: undefined,
    Title: 'p',
    title: 'font-medium text-ink',
    body: 'mt-0.5 text-sm leading-relaxed text-ink-soft',
    Body: 'p',
  },
  /** on a dark ink panel: the design studio's direct lines */
  onInk: {
    row: 'gap-3.5',
    disc: { tone: 'glass', className: 'mt-0.5 size-9 [&>svg]:size-4' },
    text: 'min-w-0',
    Title: 'p',
    title: 'text-[11px] font-semibold tracking-[0.14em] text-sand-300 uppercase',
    body: 'mt-0.5 break-words text-ivory',
    Body: 'div',
  },
  /** a card of the About page's values: the icon over a serif heading */
  value: {
    row: 'flex-col rounded-card bg-white p-6 shadow-soft',
    disc: { tone: 'sand', className: 'size-11' },
    text: undefined,
    Title: 'h3',
    title: 'mt-5 text-xl text-ink',
    body: 'mt-2 text-[15px] leading-relaxed text-ink-soft',
    Body: 'p',
  },
  /** centred under its icon: the home page's reasons to choose the store */
  reason: {
    row: 'flex-col items-center text-center',
    disc: { tone: 'outline', className: 'size-14' },
    text: undefined,
    Title: 'h3',
    title: 'mt-4 font-serif text-xl text-ink',
    body: 'mt-2 max-w-xs text-sm leading-relaxed text-ink-soft',
    Body: 'p',
  },
  /** a bordered card with the bare icon beside it: the About page's certifications */
  certificate: {
    row: 'gap-4 rounded-card border border-sand-200 p-5',
    disc: { tone: 'plain', className: 'mt-0.5 size-6' },
    text: undefined,
    Title: 'h3',
    title: 'font-sans text-[15px] font-semibold text-ink',
    body: 'mt-1 text-sm leading-relaxed text-ink-soft',
    Body: 'p',
  },
} as const satisfies Record<
  string,
  {
    row: string;
    disc: Omit<IconDiscProps, 'children'>;
    text: string | undefined;
    /** a heading where the items are sections of a page, else a plain line */
    Title: 'h3' | 'p';
    title: string;
    body: string;
    Body: 'p' | 'div';
  }
>;

export interface IconRowProps {
  look: keyof typeof LOOKS;
  /** the disc's icon, or a step's numeral */
  icon: ReactNode;
  /** the small heading over the body: 'Email', 'Delivery' */
  title: ReactNode;
  children: ReactNode;
}

/**
 * A list item led by an icon disc, beside or above its text: how to reach the store, what happens after an
 * order, why a product or the store is worth it, how to measure a wall, what the store stands for.
 */
export function IconRow({ look, icon, title, children }: IconRowProps) {
  const { row, disc, text, Title, title: titleClass, body, Body } = LOOKS[look];
  return (
    <li className={clsx('flex', row)}>
      <IconDisc {...disc}>{icon}</IconDisc>
      <div className={text}>
        <Title className={titleClass}>{title}</Title>
        <Body className={body}>{children}</Body>
      </div>
    </li>
  );
}

/** How a list of items drawn from data draws their icons, by look. */
const LIST_ICONS = {
  value: { className: 'size-5' },
  reason: { className: 'size-6', strokeWidth: 1.5 },
  certificate: { className: 'size-6', strokeWidth: 1.5 },
  badge: { className: 'size-5', strokeWidth: 1.5 },
} as const satisfies Partial<Record<keyof typeof LOOKS, { className: string; strokeWidth?: number }>>;

export interface IconListProps {
  look: keyof typeof LIST_ICONS;
  items: readonly { icon: LucideIcon; title: string; text: ReactNode }[];
  /** the list's own layout: its grid and gaps */
  className: string;
  /** names the list where no heading does */
  label?: string;
}

/** IconRows drawn from a table of icons, titles and lines: a page's values, reasons or certifications. */
export function IconList({ look, items, className, label }: IconListProps) {
  return (
    <ul className={className} aria-label={label}>
      {items.map(({ icon: Icon, title, text }) => (
        <IconRow key={title} look={look} icon={<Icon {...LIST_ICONS[look]} />} title={title}>
          {text}
        </IconRow>
      ))}
    </ul>
  );
}
