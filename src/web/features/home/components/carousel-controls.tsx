import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { IconButton } from '../../../components/ui/icon-button';

export interface CarouselControlsProps {
  /** what moves, for the buttons' names: 'bestsellers', 'reviews' */
  noun: string;
  onPrevious(): void;
  onNext(): void;
  playing: boolean;
  onToggle(): void;
  /** the element the controls drive */
  controls?: string;
}

/** Pause/play, previous and next for a rotating carousel, as WCAG 2.2.2 asks of anything that moves on its own. */
export function CarouselControls({
  noun,
  onPrevious,
  onNext,
  playing,
  onToggle,
  controls,
}: CarouselControlsProps) {
  return (
    <div className="flex items-center gap-1.5">
      <IconButton
        label={playing ? `Pause ${noun}` : `Play ${noun}`}
        icon={playing ? <Pause /> : <Play />}
        size="sm"
        onClick={onToggle}
        data-autoplay-toggle=""
        className="mr-1 text-ink-soft hover:bg-sand-100"
      />
      <IconButton
        label={`Previous ${noun}`}
        icon={<ChevronLeft />}
        variant="outline"
        onClick={onPrevious}
        aria-controls={controls}
      />
      <IconButton
        label={`Next ${noun}`}
        icon={<ChevronRight />}
        variant="outline"
        onClick={onNext}
        aria-controls={controls}
      />
    </div>
  );
}
