import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { ButtonLink } from './button';
import { IconDisc } from './icon-disc';

const LOOKS = {
  /** the whole page: the checkout with nothing in the cart */
  page: {
    Frame: 'main',
    frame: 'mx-auto w-full max-w-6xl flex-1 justify-center px-5 py-20',
    disc: 'size-16',
    icon: 'size-7',
    Title: 'h1',
    title: 'mt-5 text-3xl',
    text: 'mt-2 max-w-sm',
    action: 'mt-8',
    button: 'lg',
  },
  /** a dashed card within a page: no orders yet */
  card: {
    Frame: 'div',
    frame: 'rounded-card border border-dashed border-sand-300 bg-white/50 px-6 py-14',
    disc: 'size-14',
    icon: 'size-6',
    Title: 'p',
    title: 'mt-4 text-xl',
    text: 'mt-1 text-sm',
    action: 'mt-6',
    button: 'md',
  },
  /** a drawer's body: the empty cart or wishlist */
  drawer: {
    Frame: 'div',
    frame: 'h-full justify-center px-8 py-16',
    disc: 'size-16',
    icon: 'size-7',
    Title: 'p',
    title: 'mt-5 text-xl',
    text: 'mt-2 max-w-64 text-sm',
    action: 'mt-6',
    button: 'md',
  },
} as const;

export interface EmptyStateProps {
  look: keyof typeof LOOKS;
  icon: LucideIcon;
  title: string;
  text: string;
  /** the way on, to the collection */
  action: string;
  /** closes what holds it (a drawer) as the link is followed */
  onNavigate?: () => void;
}

/** Nothing here yet, said plainly, with the way to the collection. */
export function EmptyState({ look, icon: Icon, title, text, action, onNavigate }: EmptyStateProps) {
  const { Frame, Title, ...style } = LOOKS[look];
  return (
    <Frame className={clsx('flex flex-col items-center text-center', style.frame)}>
      <IconDisc className={style.disc}>
        <Icon className={style.icon} strokeWidth={1.5} />
      </IconDisc>
      <Title className={clsx('font-serif text-ink', style.title)}>{title}</Title>
      <p className={clsx('text-ink-soft', style.text)}>{text}</p>
      <ButtonLink to="/products" onClick={onNavigate} size={style.button} className={style.action}>
        {action}
      </ButtonLink>
    </Frame>
  );
}
