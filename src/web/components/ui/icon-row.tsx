import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { IconDisc, type IconDiscProps } from './icon-disc';

const LOOKS = {
  /** a card of its own: the steps after an order */
  card: {
    row: 'gap-4 rounded-card border border-sand-200 bg-white/60 p-4 sm:p-5',
    disc: { tone: 'sand', className: 'size-10' },
    text: 'text-sm leading-relaxed text-ink-soft',
    title: 'font-medium text-ink',
    body: 'mt-0.5',
    Body: 'p',
  },
  /** a line in a divided list: the contact page's channels */
  divided: {
    row: 'items-center gap-4 py-4 first:pt-0 last:pb-0',
    disc: { tone: 'sand', className: 'size-10' },
    text: 'min-w-0',
    title: 'text-xs text-ink-muted',
    body: 'break-words',
    Body: 'div',
  },
  /** a card that stacks on phones and lines up beside the icon from sm: a product's reasons to buy */
  badge: {
    row: 'flex-col items-start gap-3 rounded-card border border-sand-200 bg-white/60 p-4 sm:flex-row sm:items-center sm:p-5',
    disc: { tone: 'sand', className: 'size-10' },
    text: undefined,
    title: 'text-sm font-medium text-ink',
    body: 'mt-0.5 text-[13px] leading-snug text-ink-muted',
    Body: 'p',
  },
  /** a numbered step: the measuring guide */
  step: {
    row: 'gap-3.5',
    disc: { tone: 'ink', className: 'size-7 font-serif text-sm' },
    text: undefined,
    title: 'font-medium text-ink',
    body: 'mt-0.5 text-sm leading-relaxed text-ink-soft',
    Body: 'p',
  },
  /** on a dark ink panel: the design studio's direct lines */
  onInk: {
    row: 'gap-3.5',
    disc: { tone: 'glass', className: 'mt-0.5 size-9 [&>svg]:size-4' },
    text: 'min-w-0',
    title: 'text-[11px] font-semibold tracking-[0.14em] text-sand-300 uppercase',
    body: 'mt-0.5 break-words text-ivory',
    Body: 'div',
  },
} as const satisfies Record<
  string,
  {
    row: string;
    disc: Omit<IconDiscProps, 'children'>;
    text: string | undefined;
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
 * A list item led by an icon disc: how to reach the store, what happens after an order, why a product is worth
 * it, how to measure a wall.
 */
export function IconRow({ look, icon, title, children }: IconRowProps) {
  const { row, disc, text, title: titleClass, body, Body } = LOOKS[look];
  return (
    <li className={clsx('flex', row)}>
      <IconDisc {...disc}>{icon}</IconDisc>
      <div className={text}>
        <p className={titleClass}>{title}</p>
        <Body className={body}>{children}</Body>
      </div>
    </li>
  );
}
