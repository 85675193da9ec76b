// Runs on piscina's worker threads. The sync calls are deliberate: @node-rs/argon2's async functions and
// node's async scrypt queue on libuv's four threads, which also serve every file read, so hashing there
// stalls image serving; here each hash occupies this thread alone. Plain JavaScript so that node, tsx and
// vitest can all start it without a TypeScript loader.
import { scryptSync } from 'node:crypto';
import { hashSync, verifySync } from '@node-rs/argon2';

export const hash = ({ password, options }) => hashSync(password, options);

export const verify = ({ stored, password }) => verifySync(stored, password);

export const scrypt = ({ password, salt, N, r, p, keyLength }) =>
  scryptSync(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r });
