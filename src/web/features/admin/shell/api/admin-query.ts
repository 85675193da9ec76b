import { ApiError } from '../../../../lib/api-client';

/**
 * Spec §8: a failed admin fetch is logged to the console with the spec's text and the screen falls back to
 * its empty state. A cancelled request (the screen moved on) is not a failure.
 */
export async function logged<T>(text: string, task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(text, error);
    throw error;
  }
}

/** A refusal will be refused again; only a dropped connection is worth one more try. */
export const adminRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError) && failureCount < 1;

/** One root for every admin query, so signing out or a bulk change can drop them together. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  orders: () => ['admin', 'orders'] as const,
  products: () => ['admin', 'products'] as const,
  customers: () => ['admin', 'customers'] as const,
  media: () => ['admin', 'media'] as const,
};

/**
 * A page of a list answer. Domain `paged()` builds its schemas with a computed key, which zod types as an
 * index signature, so `z.infer` loses the list's type; the item types still come from the domain.
 */
export type Paged<K extends string, T> = { [P in K]: T[] } & { total: number; page: number; limit: number };
