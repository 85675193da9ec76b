import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';
import type { EmblaAutoplay } from './use-embla-autoplay';

export interface CarouselControlsProps {
  /** what moves, for the buttons' names: 'bestsellers', 'reviews' */
  noun: string;
  carousel: Pick<EmblaAutoplay, 'previous' | 'next' | 'autoplay'>;
  /** the element the controls drive */
  controls?: string;
}

/** Pause/play, previous and next for a rotating carousel, as WCAG 2.2.2 asks of anything that moves on its own. */
export function CarouselControls({
  noun,
  carousel: { previous, next, autoplay },
  controls,
}: CarouselControlsProps) {
  const steps = [
    { label: 'Previous', icon: <ChevronLeft />, onClick: previous },
    { label: 'Next', icon: <ChevronRight />, onClick: next },
  ];
  return (
    <div className="flex items-center gap-1.5">
      <IconButton
        label={autoplay.playing ? `Pause ${noun}` : `Play ${noun}`}
        icon={autoplay.playing ? <Pause /> : <Play />}
        size="sm"
        onClick={autoplay.toggle}
        data-autoplay-toggle=""
        className="mr-1 text-ink-soft hover:bg-sand-100"
      />
      {steps.map(({ label, icon, onClick }) => (
        <IconButton
          key={label}
          label={`${label} ${noun}`}
          icon={icon}
          variant="outline"
          onClick={onClick}
          aria-controls={controls}
        />
      ))}
    </div>
  );
}

export interface CarouselHeadingProps extends CarouselControlsProps {
  /** the heading's id, which the carousel's region is named by */
  id: string;
  eyebrow: string;
  title: string;
  /** false while the slides are still on their way: nothing to move yet */
  withControls?: boolean;
  className?: string;
}

/** A home carousel's heading: the eyebrow and title on the left, its controls on the right. */
export function CarouselHeading({
  id,
  eyebrow,
  title,
  withControls = true,
  className,
  ...controls
}: CarouselHeadingProps) {
  return (
    <div className={clsx('flex items-end justify-between gap-4', className)}>
      <div>
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">{eyebrow}</p>
        <h2 id={id} className="mt-2 font-serif text-3xl text-ink sm:text-4xl">
          {title}
        </h2>
      </div>
      {withControls && <CarouselControls {...controls} />}
    </div>
  );
}
