import { stateByName } from './address';
import type { GstSplit } from './pricing';
import { splitTax } from './tax';

// Apart from pricing.ts: naming a state needs the table of states, which every page's prices need not load.
/** Whether a delivery to `deliveryState` crosses the state line of a store in `storeState`. */
export function isInterState(deliveryState: string | null | undefined, storeState: string): boolean {
  const delivery = stateByName(deliveryState ?? '');
  return Boolean(delivery && delivery !== stateByName(storeState));
}

/**
 * The split of `taxPaise` for a delivery to `deliveryState` from a store in `storeState`, paise exact: CGST and
 * SGST each half, the odd paisa going to CGST (docs/decisions/057-gst-by-tax-class.md), so the two always sum to
 * the tax charged. A delivery state we cannot name (an order made without an address) is taxed as a supply
 * within the store's state: the place of supply then falls back to where the supplier is.
 */
export const gstSplit = (
  taxPaise: number,
  deliveryState: string | null | undefined,
  storeState: string,
): GstSplit => splitTax(taxPaise, isInterState(deliveryState, storeState));
