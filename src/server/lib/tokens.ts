import { createHash, randomBytes } from 'node:crypto';

/** 256 bits: far beyond guessing, so a token needs no rate limit of its own. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only the hash is stored, so a leaked database row cannot be replayed as a login or a reset link. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
