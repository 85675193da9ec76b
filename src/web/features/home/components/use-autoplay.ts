import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../../../components/ui/use-prefers-reduced-motion';

export interface Autoplay {
  /** the shopper has not paused it (and, with reduced motion, has started it) */
  playing: boolean;
  /** playing and nobody is hovering over or keyboard-focused inside it */
  running: boolean;
  toggle(): void;
  /** spread on the carousel's root: hover and keyboard focus pause it */
  rootProps: {
    onPointerEnter(): void;
    onPointerLeave(): void;
    onFocus(event: FocusEvent<HTMLElement>): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/**
 * Calls `advance` every `delayMs` (WCAG 2.2.2): a pause control, a pause while hovered or while the
 * keyboard is inside, none at all under prefers-reduced-motion until the shopper presses play, and
 * none while the tab is hidden.
 */
export function useAutoplay(
  advance: (() => void) | undefined,
  delayMs: number,
  /** the current slide: any change (a click on next, a dot) starts the wait afresh */
  position?: number,
): Autoplay {
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const running = playing && !hovered && !focused;

  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);

  const ready = advance !== undefined;
  useEffect(() => {
    if (!running || !ready) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) advanceRef.current?.();
    }, delayMs);
    return () => window.clearInterval(timer);
  }, [running, ready, delayMs, position]);

  return {
    playing,
    running,
    toggle: () => setChoice(playing ? 'pause' : 'play'),
    rootProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      // Only keyboard focus pauses; a mouse click on next or on play must not stop the rotation it asked for.
      onFocus: (event) =>
        setFocused(
          event.target.matches(':focus-visible') && !event.target.hasAttribute('data-autoplay-toggle'),
        ),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
