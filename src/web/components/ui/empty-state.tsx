import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button';
import { IconDisc } from './icon-disc';

// The dashboard's looks are quieter than the storefront's: smaller type, muted text, the icon's usual stroke.
const DASHBOARD = {
  Frame: 'div',
  disc: 'mb-4 size-12',
  icon: 'size-5',
  stroke: undefined,
  Title: 'p',
  text: 'mt-1.5 max-w-sm text-sm leading-relaxed text-ink-muted',
  action: 'mt-5',
  button: 'sm',
} as const;

const LOOKS = {
  /** the whole page: the checkout with nothing in the cart */
  page: {
    Frame: 'main',
    frame: 'mx-auto w-full max-w-6xl flex-1 justify-center px-5 py-20',
    disc: 'size-16',
    icon: 'size-7',
    stroke: 1.5,
    Title: 'h1',
    title: 'mt-5 text-3xl',
    text: 'mt-2 max-w-sm text-ink-soft',
    action: 'mt-8',
    button: 'lg',
  },
  /** a dashed card within a page: no orders yet */
  card: {
    Frame: 'div',
    frame: 'rounded-card border border-dashed border-sand-300 bg-white/50 px-6 py-14',
    disc: 'size-14',
    icon: 'size-6',
    stroke: 1.5,
    Title: 'p',
    title: 'mt-4 text-xl',
    text: 'mt-1 text-sm text-ink-soft',
    action: 'mt-6',
    button: 'md',
  },
  /** a drawer's body: the empty cart or wishlist */
  drawer: {
    Frame: 'div',
    frame: 'h-full justify-center px-8 py-16',
    disc: 'size-16',
    icon: 'size-7',
    stroke: 1.5,
    Title: 'p',
    title: 'mt-5 text-xl',
    text: 'mt-2 max-w-64 text-sm text-ink-soft',
    action: 'mt-6',
    button: 'md',
  },
  /** a whole dashboard screen: no such page, not for this role */
  screen: { ...DASHBOARD, frame: 'justify-center px-6 py-16', title: 'text-xl' },
  /** a dashboard list of cards with none in it, drawn as a card of its own */
  panel: {
    ...DASHBOARD,
    frame: 'justify-center rounded-card border border-sand-200 bg-white px-6 py-16',
    title: 'text-xl',
  },
  /** inside a dashboard table, sheet or dialog */
  inset: { ...DASHBOARD, frame: 'justify-center px-4 py-10', title: 'text-lg' },
} as const;

export interface EmptyStateProps {
  look: keyof typeof LOOKS;
  icon?: LucideIcon;
  title: string;
  /** why it is empty, or what went wrong */
  text?: ReactNode;
  /** the text of a link on to the collection */
  action?: string;
  /** closes what holds it (a drawer) as the link is followed */
  onNavigate?: () => void;
  /** any other way on: Try again, Clear filters, Back to dashboard */
  children?: ReactNode;
}

/** Nothing here yet, said plainly, with the way on: to the collection in the shop, or as the screen needs. */
export function EmptyState({ look, icon: Icon, title, text, action, onNavigate, children }: EmptyStateProps) {
  const { Frame, Title, ...style } = LOOKS[look];
  return (
    <Frame className={clsx('flex flex-col items-center text-center', style.frame)}>
      {Icon && (
        <IconDisc className={style.disc}>
          <Icon className={style.icon} strokeWidth={style.stroke} />
        </IconDisc>
      )}
      <Title className={clsx('font-serif text-ink', style.title)}>{title}</Title>
      {text && <p className={style.text}>{text}</p>}
      {action && (
        <ButtonLink to="/products" onClick={onNavigate} size={style.button} className={style.action}>
          {action}
        </ButtonLink>
      )}
      {children && <div className={style.action}>{children}</div>}
    </Frame>
  );
}
