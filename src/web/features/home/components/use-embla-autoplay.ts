import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useAutoplay } from './use-autoplay';

/**
 * An endless embla carousel (docs/store-rules.md#screens: carousels loop) that advances every `delayMs`, with
 * the selected snap for screen-reader status and tests.
 */
export function useEmblaAutoplay(delayMs: number) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', skipSnaps: false });
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      setSelected(embla.selectedScrollSnap());
      setSnapCount(embla.scrollSnapList().length);
    };
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla]);

  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const autoplay = useAutoplay(embla ? next : undefined, delayMs, selected);

  return { viewportRef, selected, snapCount, next, previous, autoplay };
}

export type EmblaAutoplay = ReturnType<typeof useEmblaAutoplay>;
