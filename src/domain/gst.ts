import { stateByName } from './address';
import type { GstSplit } from './pricing';

// Apart from pricing.ts: naming a state needs the table of states, which every page's prices need not load.
/**
 * The split of `taxPaise` for a delivery to `deliveryState` from a store in `storeState`, paise exact: CGST is
 * the lower half (floor(tax / 2)) and SGST the rest, so an odd paisa goes to SGST and the two always sum to the
 * tax charged. A delivery state we cannot name (an order made without an address) is taxed as a supply within
 * the store's state: the place of supply then falls back to where the supplier is.
 */
export function gstSplit(
  taxPaise: number,
  deliveryState: string | null | undefined,
  storeState: string,
): GstSplit {
  const delivery = stateByName(deliveryState ?? '');
  const store = stateByName(storeState);
  if (delivery && delivery !== store) return { igst: taxPaise };
  const cgst = Math.floor(taxPaise / 2);
  return { cgst, sgst: taxPaise - cgst };
}
