import type { AuthResponse } from '../../src/domain/auth';
import type { PaymentOrder, PaymentResult, ShippingInfo } from '../../src/domain/checkout';
import type { Order } from '../../src/domain/order';
import type { Product } from '../../src/domain/product';

/** A shopper's checkout through the HTTP API, as the browser makes it, timing each step. */

const SHIPPING: Omit<ShippingInfo, 'email'> = {
  name: 'Bench Shopper',
  address: '12 Lavelle Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
  phone: '+919845012345',
};
const TEST_CARD = { number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123', name: 'Bench Shopper' };
const PASSWORD = 'bench-shopper-pass';
/** Past this a shopper gives up on a step, as a person would close the tab. */
const GIVE_UP_MS = 30_000;

export type Step = 'register' | 'login' | 'cart add' | 'create-order' | 'pay (sandbox)' | 'place order';

export interface Tally {
  /** milliseconds of each step's answered attempt */
  times: Map<Step, number[]>;
  /** attempts repeated after a refused connection, a 502/503 or a 429 */
  retries: number;
  /** ids of the orders the store confirmed to a shopper (201, or 200 for one placed already) */
  confirmed: Set<string>;
  gaveUp: number;
  /** each 5xx answer and when (performance.now()) it came, so a fault's window can be counted apart */
  serverErrors: { at: number; status: number }[];
}

export const newTally = (): Tally => ({
  times: new Map(),
  retries: 0,
  confirmed: new Set(),
  gaveUp: 0,
  serverErrors: [],
});

class GaveUp extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Shopper {
  private token = '';
  private registered = false;
  readonly email: string;

  constructor(
    private readonly base: string,
    private readonly tally: Tally,
    emailPrefix: string,
    private readonly index: number,
  ) {
    this.email = `${emailPrefix}-${index}@bench.test`;
  }

  /**
   * One request, repeated like a browser whose shopper presses again: after a refused or dropped connection or
   * a 502/503 (an instance gone), and after a 429 once Retry-After has passed. Other answers are returned.
   */
  private async call<T>(step: Step, method: string, path: string, body?: unknown, expect = [200, 201]) {
    const started = performance.now();
    for (;;) {
      const attempt = performance.now();
      let status = 0;
      let text = '';
      let retryAfter = 0;
      try {
        const res = await fetch(`${this.base}${path}`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
            // Each shopper its own address, as on the internet, so per-address limits count one person.
            'x-forwarded-for': `10.77.${this.index >> 8}.${this.index & 255}`,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        status = res.status;
        text = await res.text();
        retryAfter = Number(res.headers.get('retry-after') ?? 0);
      } catch {
        status = 0;
      }
      if (status >= 500) this.tally.serverErrors.push({ at: performance.now(), status });
      if (expect.includes(status)) {
        const times = this.tally.times.get(step) ?? [];
        times.push(performance.now() - attempt);
        this.tally.times.set(step, times);
        return { status, body: JSON.parse(text) as T };
      }
      if (![0, 429, 502, 503].includes(status)) return { status, body: null };
      if (performance.now() - started > GIVE_UP_MS) throw new GaveUp(`${step}: ${status}`);
      this.tally.retries += 1;
      await sleep(status === 429 ? Math.max(1, retryAfter) * 1000 : 250);
    }
  }

  private async signIn() {
    if (!this.registered) {
      const made = await this.call<AuthResponse>('register', 'POST', '/api/auth/register', {
        name: 'Bench Shopper',
        email: this.email,
        password: PASSWORD,
      });
      // 409: the account was made by an attempt whose answer was lost; log in instead.
      this.registered = true;
      if (made.body) {
        this.token = made.body.token;
        return;
      }
      if (made.status !== 409) throw new Error(`register answered ${made.status}`);
    }
    const login = await this.call<AuthResponse>('login', 'POST', '/api/auth/login', {
      email: this.email,
      password: PASSWORD,
    });
    if (!login.body) throw new Error(`login answered ${login.status}`);
    this.token = login.body.token;
  }

  async register() {
    await this.signIn();
  }

  /** Cart add, create-order, sandbox card payment, place order; `signIn` first logs in (or registers) again. */
  async checkout(productId: string, { signIn = false } = {}) {
    try {
      if (signIn || !this.token) await this.signIn();
      const shippingInfo = { ...SHIPPING, email: this.email };
      const added = await this.call('cart add', 'POST', '/api/cart', { productId, quantity: 1 });
      if (!added.body) throw new Error(`cart add answered ${added.status}`);
      const created = await this.call<PaymentOrder>('create-order', 'POST', '/api/payment/create-order', {
        currency: 'INR',
        shippingInfo,
      });
      if (!created.body) throw new Error(`create-order answered ${created.status}`);
      const paid = await this.call<PaymentResult>('pay (sandbox)', 'POST', '/api/payment/sandbox/authorize', {
        orderId: created.body.orderId,
        method: 'card',
        card: TEST_CARD,
      });
      // 400 'already paid': the webhook placed the order while this shopper was retrying; nothing more to do.
      if (paid.status === 400) return;
      if (!paid.body) throw new Error(`pay answered ${paid.status}`);
      const placed = await this.call<Order>('place order', 'POST', '/api/orders', {
        shippingInfo,
        paymentId: paid.body.razorpay_payment_id,
        orderId: paid.body.razorpay_order_id,
        signature: paid.body.razorpay_signature,
      });
      if (!placed.body) throw new Error(`place order answered ${placed.status}`);
      this.tally.confirmed.add(placed.body.id);
    } catch (error) {
      if (!(error instanceof GaveUp)) throw error;
      this.tally.gaveUp += 1;
    }
  }
}

/** In-stock rolls (no wall size to choose), for shoppers to put in their carts. */
export async function rollsInStock(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/products?category=rolls&limit=100`);
  const products = (await res.json()) as Product[];
  const ids = products.filter((p) => p.inStock).map((p) => p.id);
  if (ids.length === 0) throw new Error('the catalogue has no roll in stock');
  return ids;
}
