import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const LIVE = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'razorpay',
  PAYMENT_KEY_ID: 'rzp_live_AbCdEf123456',
  PAYMENT_KEY_SECRET: 'live-key-secret',
  PAYMENT_WEBHOOK_SECRET: 'live-webhook-secret',
  ORDER_LINK_SECRET: 'live-order-link-secret',
  SHIPPING_PROVIDER: 'shiprocket',
  SHIPPING_WEBHOOK_SECRET: 'live-shipping-webhook-secret',
  SHIPROCKET_EMAIL: 'api@wallcraft.in',
  SHIPROCKET_PASSWORD: 'live-shiprocket-password',
  SHIPROCKET_PICKUP_PIN: '560001',
  ADMIN_EMAIL: 'owner@wallcraft.in',
  ADMIN_PASSWORD: 'a-long-owner-password',
  STORE_GSTIN: '27AAPFU0939F1ZV',
  STORE_ADDRESS: '12 Linking Road, Bandra West, Mumbai 400050',
  DATABASE_URL: 'postgres://wallcraft@db.internal:5432/wallcraft',
  PUBLIC_URL: 'https://www.wallcraft.in',
  GST_RATES: '4814:18,3921:18,3916:18,9954:18',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('live mode (NODE_ENV=production)', () => {
  it('starts with Razorpay, secrets of its own and an admin password of its own', () => {
    const config = loadConfig(LIVE);
    expect(config.production).toBe(true);
    expect(config.payment).toMatchObject({ provider: 'razorpay', webhookSecretSet: true });
  });

  it('refuses the sandbox, naming PAYMENT_PROVIDER', () => {
    const message = refusal({ ...LIVE, PAYMENT_PROVIDER: 'sandbox' });
    expect(message).toContain(
      'PAYMENT_PROVIDER: must be razorpay when NODE_ENV=production (the sandbox takes no real payments)',
    );
    // With no PAYMENT_PROVIDER at all the sandbox is the default, and is refused the same way.
    const { PAYMENT_PROVIDER: _, ...rest } = LIVE;
    expect(refusal(rest)).toContain('PAYMENT_PROVIDER: must be razorpay');
  });

  it.each([
    ['PAYMENT_KEY_ID', 'rzp_test_sandbox'],
    ['PAYMENT_KEY_SECRET', 'sandbox_key_secret'],
    ['PAYMENT_WEBHOOK_SECRET', 'sandbox_webhook_secret'],
  ])('refuses %s left at the built-in %s, naming it', (key, value) => {
    expect(refusal({ ...LIVE, [key]: value })).toBe(
      `Invalid environment variables:\n  ${key}: is the built-in sandbox value; set your own when NODE_ENV=production`,
    );
  });

  it.each([
    ['ORDER_LINK_SECRET', 'sandbox_order_link_secret', 'is the built-in sandbox value or unset'],
    ['ADMIN_PASSWORD', 'wallcraft-admin', 'is the built-in default'],
  ] as const)('refuses %s given as the built-in %s or left unset, naming it', (key, builtIn, problem) => {
    const expected = `Invalid environment variables:\n  ${key}: ${problem}; set your own when NODE_ENV=production`;
    expect(refusal({ ...LIVE, [key]: builtIn })).toBe(expected);
    const { [key]: _, ...rest } = LIVE;
    expect(refusal(rest)).toBe(expected);
  });

  it('names every problem at once when nothing is set', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toContain('PAYMENT_PROVIDER:');
    expect(message).toContain('ADMIN_PASSWORD:');
  });
});

describe('what a live store runs on and is reached at', () => {
  it('refuses the embedded database, naming DATABASE_URL', () => {
    const { DATABASE_URL: _, ...rest } = LIVE;
    expect(refusal(rest)).toBe(
      'Invalid environment variables:\n  DATABASE_URL: is required when NODE_ENV=production (a PostgreSQL server), or set ALLOW_EMBEDDED_DB=1 to run on the embedded database',
    );
    expect(refusal({ ...rest, ALLOW_EMBEDDED_DB: '0' })).toContain('DATABASE_URL: is required');
  });

  it('runs on the embedded database when ALLOW_EMBEDDED_DB=1 says so', () => {
    const { DATABASE_URL: _, ...rest } = LIVE;
    const config = loadConfig({ ...rest, ALLOW_EMBEDDED_DB: '1' });
    expect(config.production).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['http', 'http://www.wallcraft.in'],
    ['localhost', 'http://localhost:3000'],
  ])('refuses a PUBLIC_URL that is %s, naming it', (_case, value) => {
    const { PUBLIC_URL: _, ...rest } = LIVE;
    const env = value === undefined ? rest : { ...rest, PUBLIC_URL: value };
    expect(refusal(env)).toBe(
      "Invalid environment variables:\n  PUBLIC_URL: must be the store's https:// address when NODE_ENV=production",
    );
  });

  it('asks neither outside production', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });
});

describe('carriers in live mode', () => {
  it('refuses the sandbox carrier and the printed webhook secret, naming each variable', () => {
    const message = refusal({ ...LIVE, SHIPPING_PROVIDER: 'sandbox', SHIPPING_WEBHOOK_SECRET: '' });
    expect(message).toContain(
      'SHIPPING_PROVIDER: must be shiprocket when NODE_ENV=production (the sandbox carrier books no real parcels)',
    );
    expect(message).toContain(
      'SHIPPING_WEBHOOK_SECRET: is the built-in sandbox value or unset; set your own when NODE_ENV=production',
    );
  });

  it('asks for the Shiprocket credentials whenever Shiprocket is chosen', () => {
    const message = refusal({ SHIPPING_PROVIDER: 'shiprocket' });
    for (const key of ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'SHIPROCKET_PICKUP_PIN'])
      expect(message).toContain(`${key}: is required when SHIPPING_PROVIDER=shiprocket`);
  });
});

describe('outside production', () => {
  it('runs the sandbox on its built-in values, with no webhook secret of its own', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.admin).toMatchObject({ password: 'wallcraft-admin', fromDefaults: true });
    expect(config.payment).toMatchObject({
      provider: 'sandbox',
      keySecret: 'sandbox_key_secret',
      webhookSecretSet: false,
    });
  });

  it('counts a webhook secret as set only when it is not the built-in one', () => {
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: 'sandbox_webhook_secret' }).payment.webhookSecretSet).toBe(
      false,
    );
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: 'my-own-secret' }).payment.webhookSecretSet).toBe(true);
  });
});

describe('STORE_STATE', () => {
  it('defaults to Maharashtra and is stored under its own spelling', () => {
    expect(loadConfig({}).storeState).toBe('Maharashtra');
    expect(loadConfig({ STORE_STATE: '  tamil nadu ' }).storeState).toBe('Tamil Nadu');
    expect(loadConfig({ STORE_STATE: 'Delhi' }).storeState).toBe('Delhi');
  });

  it('refuses a name that is not a state or union territory', () => {
    expect(refusal({ STORE_STATE: 'Bombay' })).toContain(
      'STORE_STATE: must be a state or union territory, spelt as in the address form',
    );
  });
});

describe('the supplier on tax invoices (decision 025)', () => {
  it('takes a GSTIN of the store state, upper-cased, with its legal name, address and invoice prefix', () => {
    const config = loadConfig({
      STORE_GSTIN: '29aagcb7383j1z4',
      STORE_STATE: 'Karnataka',
      STORE_LEGAL_NAME: 'Wallcraft Decor Private Limited',
      STORE_ADDRESS: '5 MG Road, Bengaluru 560001',
      INVOICE_PREFIX: 'WB',
    });
    expect(config.invoice).toEqual({
      prefix: 'WB',
      legalName: 'Wallcraft Decor Private Limited',
      address: '5 MG Road, Bengaluru 560001',
      gstin: '29AAGCB7383J1Z4',
      sample: false,
      signatory: null,
      signing: null,
    });
  });

  it('refuses a signing certificate file it cannot read, naming it', () => {
    expect(refusal({ INVOICE_SIGNING_P12: '/nowhere/store.p12' })).toContain(
      'INVOICE_SIGNING_P12: cannot read /nowhere/store.p12',
    );
  });

  it('uses a marked sample GSTIN of the store state outside production', () => {
    const config = loadConfig({ STORE_STATE: 'Karnataka' });
    expect(config.invoice).toMatchObject({ prefix: 'WC', legalName: 'Wallcraft', sample: true });
    expect(config.invoice.gstin).toMatch(/^29AAAAA0000A1Z.$/);
  });

  it('refuses a GSTIN with a wrong check character or of another state', () => {
    expect(refusal({ STORE_GSTIN: '27AAPFU0939F1ZW' })).toContain(
      'STORE_GSTIN: must be a 15-character GSTIN with its check character',
    );
    expect(refusal({ STORE_GSTIN: '29AAGCB7383J1Z4' })).toContain(
      'STORE_GSTIN: must begin with 27, the GST code of STORE_STATE (Maharashtra)',
    );
  });

  it('refuses a prefix that would make a number longer than 16 characters', () => {
    expect(refusal({ INVOICE_PREFIX: 'WCX' })).toContain(
      'INVOICE_PREFIX: must be 1 or 2 capital letters or digits',
    );
    expect(refusal({ INVOICE_PREFIX: 'w/' })).toContain('INVOICE_PREFIX:');
  });

  it('requires a GSTIN and an address in production', () => {
    const { STORE_GSTIN: _g, STORE_ADDRESS: _a, ...rest } = LIVE;
    const message = refusal(rest);
    expect(message).toContain('STORE_GSTIN: is required when NODE_ENV=production');
    expect(message).toContain('STORE_ADDRESS: is required when NODE_ENV=production');
  });
});

describe('GST_RATES (docs/decisions/057-gst-by-tax-class.md)', () => {
  it('is required in production, naming it', () => {
    const { GST_RATES: _r, ...rest } = LIVE;
    expect(refusal(rest)).toBe(
      'Invalid environment variables:\n  GST_RATES: is required when NODE_ENV=production: the GST rate of each HSN/SAC the store sells, e.g. 4814:18,3921:18,3916:18,9954:18',
    );
  });
  it('is unset outside production: the spec arithmetic', () => {
    expect(loadConfig({}).gstRates).toBeNull();
  });
  it('reads code:percent pairs into basis points', () => {
    expect(loadConfig({ GST_RATES: ' 4814:18, 995475:18 ,3921:2.5' }).gstRates).toEqual({
      '4814': 1800,
      '995475': 1800,
      '3921': 250,
    });
  });
  it('refuses malformed pairs, repeated codes and rates over 100%', () => {
    expect(refusal({ GST_RATES: '4814=18' })).toContain(
      "GST_RATES: '4814=18' is not code:percent (a 4, 6 or 8-digit HSN or SAC, e.g. 4814:18)",
    );
    expect(refusal({ GST_RATES: '481:18' })).toContain('GST_RATES:');
    expect(refusal({ GST_RATES: '4814:18,4814:12' })).toContain('GST_RATES: 4814 is given twice');
    expect(refusal({ GST_RATES: '4814:180' })).toContain('GST_RATES: 4814: 180% is more than 100%');
    expect(refusal({ GST_RATES: '4814:18.125' })).toContain('GST_RATES:');
  });
});

describe('STOCK_HOLD_MAX_ROLLS', () => {
  it('defaults to 12, takes a count of its own, and refuses 0 or a fraction', () => {
    expect(loadConfig({}).stockHoldMaxRolls).toBe(12);
    expect(loadConfig({ STOCK_HOLD_MAX_ROLLS: '30' }).stockHoldMaxRolls).toBe(30);
    expect(refusal({ STOCK_HOLD_MAX_ROLLS: '0' })).toContain('STOCK_HOLD_MAX_ROLLS');
    expect(refusal({ STOCK_HOLD_MAX_ROLLS: '2.5' })).toContain('STOCK_HOLD_MAX_ROLLS');
  });
});
