import { EARLY_INPUT_GLOBAL } from '../../domain/constants';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the boot script (src/server/modules/pages/boot.ts) kept of the shopper's doings before React had the page. */
type EarlyInput =
  { target: HTMLButtonElement | HTMLFormElement } | { target: Field; value: string; checked: boolean };

declare global {
  interface Window {
    [EARLY_INPUT_GLOBAL]?: EarlyInput[];
  }
}

/**
 * Puts a field to the value the shopper gave it, so that React hears it as a change. React compares a
 * field with the value it last saw, and since hydration keeps what the browser shows, it may already have
 * seen this one while its state still holds the server's: the field first moves away through its tracked
 * setter, then arrives through the element's own.
 */
function enter(field: Field, value: string, checked: boolean) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio button that was left is replayed through the one that was chosen.
    if (field.type === 'radio' && !checked) return;
    field.checked = !checked;
    field.click();
  } else {
    field.value = `${value} `;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Replays, in order, what the shopper did before React had the page: fields take their last value, held taps
 * and submits happen now. Each waits for React to have drawn the one before, so Add to Cart pressed after a
 * material was chosen adds that material.
 */
export async function replayEarlyInput() {
  const queue = window[EARLY_INPUT_GLOBAL]?.splice(0) ?? [];
  for (const [index, input] of queue.entries()) {
    if (!input.target.isConnected) continue;
    if ('value' in input) {
      if (queue[index + 1]?.target === input.target) continue;
      enter(input.target, input.value, input.checked);
    } else if (input.target instanceof HTMLFormElement) {
      input.target.requestSubmit();
    } else {
      input.target.click();
    }
    await new Promise((resolve) => setTimeout(resolve));
  }
}
