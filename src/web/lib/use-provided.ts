import { use, type Context } from 'react';

/** Reads a context that has no sensible default: a hook used outside its provider says so at once. */
export function useProvided<T>(context: Context<T | null>, hook: string, provider: string): T {
  const value = use(context);
  if (!value) throw new Error(`${hook} must be used inside <${provider}>`);
  return value;
}
