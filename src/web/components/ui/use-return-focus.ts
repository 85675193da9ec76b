import { useRef } from 'react';

/**
 * Radix returns focus to its own Dialog.Trigger only; our drawers and modals are opened from
 * anywhere (header icons, keyboard shortcuts, other components), so remember whatever had focus
 * on opening and give it back on closing.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = previous.current;
      previous.current = null;
      if (target && target !== document.body && target.isConnected) {
        event.preventDefault();
        target.focus({ preventScroll: true });
      }
    },
  };
}
