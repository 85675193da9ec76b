import { baseURL } from './browser';

let shoppers = 0;

/**
 * A client address of its own for each call, as the store sees the many shoppers the suite plays: sign-ups are
 * limited per address (30 in 10 minutes), and the suite signs up more customers than one household would. The
 * store trusts X-Forwarded-For from its own machine (TRUST_PROXY's default), as it would from a local proxy.
 */
function nextShopperAddress(): string {
  shoppers += 1;
  return `10.${process.pid % 250}.${Math.floor(shoppers / 250) % 250}.${(shoppers % 250) + 1}`;
}

/** The store's JSON API as the browser tests call it directly: bearer token, JSON body, and a throw on 4xx/5xx. */
export async function callApi<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const res = await fetch(`${baseURL()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Forwarded-For': nextShopperAddress(),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const data = (await res.json()) as T;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${JSON.stringify(data)}`);
  return data;
}
