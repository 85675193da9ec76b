import { v4 as uuidv4 } from 'uuid';
import { createLocalStore, type LocalStore } from '../../lib/local-store';
import { parseGuestLines, type GuestCartLine } from './cart-line';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const lines = createLocalStore<GuestCartLine[]>('cart', parseGuestLines, []);
/** The hand-over key of the local cart (decision 052), kept beside it until the account has its lines. */
const handOverKey = createLocalStore<string | null>(
  'cart-hand-over',
  (raw) => (typeof raw === 'string' && UUID.test(raw) ? raw : null),
  null,
);

/**
 * The guest cart lives under localStorage 'cart' (docs/store-rules.md#sessions). Its hand-over key goes with it:
 * a cart emptied or forgotten starts the next one under a new key.
 */
export const guestCartStore: LocalStore<GuestCartLine[]> = {
  ...lines,
  set(next) {
    lines.set(next);
    if (lines.get().length === 0) handOverKey.remove();
  },
  remove() {
    handOverKey.remove();
    lines.remove();
  },
};

/** The local cart's hand-over key, made and kept the first time it is handed over. */
export function guestCartHandOverKey(): string {
  const kept = handOverKey.get();
  if (kept) return kept;
  const key = uuidv4();
  handOverKey.set(key);
  return key;
}
