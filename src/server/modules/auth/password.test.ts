import { randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs/promises';
import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './password';

/** A hash in the format stores made before argon2id; a low N keeps the test quick. */
function legacyScryptHash(password: string, N = 2 ** 10) {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP settings and checks the password', async () => {
    const stored = await hashPassword('saffron-walls');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('saffron-walls', stored)).toBe(true);
    expect(await verifyPassword('saffron-wall', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('treats the two Unicode spellings of one password as the same password', async () => {
    const stored = await hashPassword('caf\u00e9-walls');
    expect(await verifyPassword('cafe\u0301-walls', stored)).toBe(true);
  });

  it('still accepts a scrypt hash, and marks it for an upgrade', async () => {
    const stored = legacyScryptHash('old-password');
    expect(await verifyPassword('old-password', stored)).toBe(true);
    expect(await verifyPassword('Old-password', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('marks an argon2id hash made with weaker settings for an upgrade', () => {
    const weaker = DUMMY_HASH.replace('m=19456,t=2', 'm=4096,t=3');
    expect(needsRehash(weaker)).toBe(true);
  });

  it('answers false for a missing or unreadable hash, after a check against the dummy hash', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
    const { memoryCost, timeCost, parallelism } = parseOptions(DUMMY_HASH);
    expect({ memoryCost, timeCost, parallelism }).toEqual(ARGON2_OPTIONS);
  });

  it('leaves libuv’s threads free for file reads while hashes run', async () => {
    let finished = 0;
    const hashes = Array.from({ length: 6 }, () => hashPassword('busy-password').then(() => (finished += 1)));
    // With hashing on libuv's four threads, this read would queue behind the first four hashes.
    await fs.stat(process.cwd());
    expect(finished).toBe(0);
    await Promise.all(hashes);
    expect(finished).toBe(6);
  });
});
