import { timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { parseOptions } from '@node-rs/argon2';
import { Piscina } from 'piscina';

/** OWASP's argon2id settings: 19 MiB, two passes, one lane. */
export const ARGON2_OPTIONS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * An argon2id hash (at ARGON2_OPTIONS) of a random string nobody kept: checking a password against it costs
 * what a real check costs, so a missing account is not revealed by timing.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$ZRnmo3BS7RPMN0kmLqFo4Q$l8Y5K0S/EVMv2LZ5acLDoqk/PUCrV9WxR1vEJtilyIg';

const ARGON2ID_PREFIX = '$argon2id$';

let pool: Piscina | undefined;

/**
 * Hashing runs on its own worker threads, never on libuv's pool (see password-worker.mjs). One core is left
 * to the event loop, so a burst of logins queues here while pages and images keep being served.
 */
function hashers(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./password-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
    // A lower priority than the event loop: when cores are short, serving comes first and logins wait.
    niceIncrement: 19,
  });
  return pool;
}

// NFKC, as the scrypt hashes were made: the same typed password checks out whichever way the keyboard composed it.
const normalize = (password: string) => password.normalize('NFKC');

export async function hashPassword(password: string): Promise<string> {
  return hashers().run({ password: normalize(password), options: ARGON2_OPTIONS }, { name: 'hash' });
}

/** The format used before argon2id: scrypt$N$r$p$salt$key, base64 salt and key. */
function parseScrypt(stored: string) {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key || rest.length > 0) return null;
  return {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const legacy = stored ? parseScrypt(stored) : null;
  if (legacy) {
    const { key, ...params } = legacy;
    const actual: Uint8Array = await hashers().run(
      { password: normalize(password), ...params, keyLength: key.length },
      { name: 'scrypt' },
    );
    return actual.length === key.length && timingSafeEqual(actual, key);
  }
  const real = stored?.startsWith(ARGON2ID_PREFIX) ? stored : null;
  const ok: boolean = await hashers().run(
    { stored: real ?? DUMMY_HASH, password: normalize(password) },
    { name: 'verify' },
  );
  return real !== null && ok;
}

/** True for an older scrypt hash or an argon2id one made with other settings: it is replaced at the next login. */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith(ARGON2ID_PREFIX)) return true;
  const { memoryCost, timeCost, parallelism } = parseOptions(stored);
  return (
    memoryCost !== ARGON2_OPTIONS.memoryCost ||
    timeCost !== ARGON2_OPTIONS.timeCost ||
    parallelism !== ARGON2_OPTIONS.parallelism
  );
}
