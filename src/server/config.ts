import { readFileSync } from 'node:fs';
import { STOCK_HOLD_MAX_ROLLS_DEFAULT, STOCK_MAX } from '../domain/stock';
import path from 'node:path';
import { z } from 'zod';
import { INDIAN_STATES, stateByName } from '../domain/address';
import { parseGstRates } from '../domain/tax';
import { isValidGstin, sampleGstin } from '../domain/gstin';
import { INVOICE_PREFIX_PATTERN } from '../domain/invoice';
import { PAYMENT_PROVIDERS } from '../domain/store';
import { SHIPPING_PROVIDERS } from '../domain/shipping';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** proxy-addr's names for address ranges, as Fastify's trustProxy accepts them */
const ProxyRangeSchema = z.union([
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
]);

/**
 * Which proxies may say who the client is (X-Forwarded-For): `true` (any: only when nothing else can reach the
 * port), `false` (none), or a comma-separated list of addresses, CIDR ranges and range names. Not a hop count:
 * Fastify 5 trusts nobody for one, since a count alone cannot tell a proxy from a client that adds hops.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return ['loopback'];
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: "a hop count is not supported: name the proxy's addresses" });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      if (!ProxyRangeSchema.safeParse(entry).success)
        ctx.addIssue({
          code: 'custom',
          message: `'${entry}' is not an address, a CIDR range or a range name`,
        });
    }
    return entries;
  });
/** Left empty means the default; setTimeout and setInterval fire at once for anything above 2^31 - 1 ms. */
const milliseconds = (fallback: number) =>
  optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(0).max(2_147_483_647).default(fallback),
  );
/** What the sandbox signs with when nothing is set: printed in this file, so never good enough for a live store. */
const SANDBOX_DEFAULTS = {
  PAYMENT_KEY_ID: 'rzp_test_sandbox',
  PAYMENT_KEY_SECRET: 'sandbox_key_secret',
  PAYMENT_WEBHOOK_SECRET: 'sandbox_webhook_secret',
  ORDER_LINK_SECRET: 'sandbox_order_link_secret',
  SHIPPING_WEBHOOK_SECRET: 'sandbox_shipping_webhook_secret',
} as const;
const DEFAULT_ADMIN_PASSWORD = 'wallcraft-admin';
const SAMPLE_STORE_ADDRESS = 'Sample address: set STORE_ADDRESS';
const storeGstCode = (state: string) => stateByName(state)?.gstCode ?? '00';

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    ADMIN_EMAIL: z.email().default('admin@wallcraft.in'),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').default(DEFAULT_ADMIN_PASSWORD),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    STORE_NAME: z.string().trim().min(1).default('Wallcraft'),
    /** where the store is registered for GST: a delivery there is CGST + SGST, elsewhere IGST (decision 020) */
    STORE_STATE: z
      .string()
      .trim()
      .default('Maharashtra')
      .transform((value, ctx) => {
        const state = stateByName(value);
        if (state) return state.name;
        ctx.addIssue({
          code: 'custom',
          message: `must be a state or union territory, spelt as in the address form (e.g. ${INDIAN_STATES[0].name})`,
        });
        return z.NEVER;
      }),
    /** on every tax invoice (decision 025): required for a live store, a marked sample otherwise */
    STORE_GSTIN: optionalString.pipe(
      z
        .string()
        .toUpperCase()
        .refine(isValidGstin, 'must be a 15-character GSTIN with its check character (e.g. 27AAPFU0939F1ZV)')
        .optional(),
    ),
    STORE_LEGAL_NAME: optionalString.pipe(z.string().max(100, 'must be at most 100 characters').optional()),
    STORE_ADDRESS: optionalString.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
    /** each HSN/SAC's GST rate, '4814:18,9954:18'; unset, the spec's 8% (docs/decisions/057-gst-by-tax-class.md) */
    GST_RATES: optionalString.pipe(
      z
        .string()
        .transform((value, ctx) => {
          const parsed = parseGstRates(value);
          if ('rates' in parsed) return parsed.rates;
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        })
        .optional(),
    ),
    /** a PKCS#12 file (certificate and key) every invoice and credit note is digitally signed with (decision 059) */
    INVOICE_SIGNING_P12: optionalString.pipe(
      z
        .string()
        .transform((file, ctx) => {
          try {
            return readFileSync(file);
          } catch {
            ctx.addIssue({ code: 'custom', message: `cannot read ${file}` });
            return z.NEVER;
          }
        })
        .optional(),
    ),
    INVOICE_SIGNING_PASSWORD: z.string().optional(),
    /** e-invoicing (docs/decisions/060-einvoice-and-eway-bill.md): B2B invoices exportable as INV-01 for the IRP */
    EINVOICE_ENABLED: z
      .enum(['true', 'false', ''], { error: "must be 'true' or 'false'" })
      .optional()
      .transform((value) => value === 'true'),
    /** who signs for the store on an unsigned document's 'Authorised signatory' block */
    STORE_SIGNATORY: optionalString.pipe(z.string().max(100, 'must be at most 100 characters').optional()),
    INVOICE_PREFIX: z
      .string()
      .trim()
      .regex(
        INVOICE_PREFIX_PATTERN,
        'must be 1 or 2 capital letters or digits, so a number fits 16 characters',
      )
      .default('WC'),
    SUPPORT_EMAIL: z.email().default('support@wallcraft.in'),
    SUPPORT_PHONE: z.string().trim().min(5).default('+91 98765 43210'),
    WHATSAPP_NUMBER: z
      .string()
      .trim()
      .regex(/^\d{10,15}$/, 'must be digits only, with the country code (e.g. 919876543210)')
      .default('919876543210'),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3).optional(),
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    /** put before every key, so several stores (or test runs) can share one Redis */
    REDIS_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'must be 1-40 letters, digits, colons, dashes or underscores')
      .default('wallcraft'),
    /** opens GET /metrics to requests bearing it; unset, /metrics is served to nobody */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
    PAYMENT_KEY_ID: optionalString,
    PAYMENT_KEY_SECRET: optionalString,
    PAYMENT_WEBHOOK_SECRET: optionalString,
    ORDER_LINK_SECRET: optionalString,
    SHIPPING_PROVIDER: z.enum(SHIPPING_PROVIDERS).default('sandbox'),
    SHIPPING_WEBHOOK_SECRET: optionalString,
    SHIPROCKET_EMAIL: optionalString,
    SHIPROCKET_PASSWORD: optionalString,
    /** the pickup address's name in the Shiprocket panel, and its PIN (serviceability is asked from there) */
    SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).default('Primary'),
    SHIPROCKET_PICKUP_PIN: optionalString.pipe(
      z
        .string()
        .regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN')
        .optional(),
    ),
    SHIPROCKET_API_URL: z.url().default('https://apiv2.shiprocket.in/v1/external'),
    /** how often parcels without webhooks are polled for news; 0 turns polling off */
    SHIPPING_POLL_INTERVAL_MS: milliseconds(30 * 60_000),
    COD_MAX_RUPEES: z.coerce.number().int().min(0).default(20_000),
    COD_FEE_RUPEES: z.coerce.number().int().min(0).default(49),
    COD_ADVANCE_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
    COD_CONFIRM_HOURS: z.coerce.number().int().min(1).default(24),
    /** the measurement visit's fee, credited to the customer's store credit (docs/decisions/071-measurement-visits.md) */
    MEASURE_VISIT_RUPEES: z.coerce.number().int().min(1).max(50_000).default(499),
    /** made to measure (docs/decisions/067-walls-openings-and-strip-plans.md, 068-production-pack.md) */
    TRIM_ALLOWANCE_CM: z.coerce.number().min(0).max(50).default(10),
    PRINT_BLEED_MM: z.coerce.number().min(0).max(200).default(50),
    PRINT_MEDIA_WIDTH_CM: optionalString.pipe(
      z.coerce.number<string | undefined>().min(20).max(500).optional(),
    ),
    PRINT_DPI: z.coerce.number().int().min(10).max(600).default(150),
    /** 0 turns the production-pack job off */
    PRODUCTION_PACK_INTERVAL_MS: milliseconds(60_000),
    TRUST_PROXY: TrustProxySchema.default(['loopback']),
    SANDBOX_WEBHOOK_DELAY_MS: milliseconds(3000),
    /** 0 turns reconciliation off */
    PAYMENT_RECONCILE_INTERVAL_MS: milliseconds(60_000),
    /**
     * The whole request, headers and body, must arrive within this (0: no limit), so a client trickling a body
     * cannot hold a connection for ever; long enough for a 50 MB admin video at about 4 Mbit/s.
     */
    REQUEST_TIMEOUT_MS: milliseconds(120_000),
    /** an idle keep-alive connection is closed after this; above a load balancer's own idle timeout (60 s) */
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ORDER_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    STOCK_HOLD_MAX_ROLLS: z.coerce
      .number<string | undefined>()
      .int()
      .min(1)
      .max(STOCK_MAX)
      .default(STOCK_HOLD_MAX_ROLLS_DEFAULT),
    /** days a gift card can be spent after it is sent (docs/decisions/063-gift-cards.md) */
    GIFT_CARD_VALID_DAYS: z.coerce.number<string | undefined>().int().min(1).max(3650).default(365),
    NODE_ENV: optionalString,
    /** `1` lets a live store run on the embedded database, one connection in one process (decision 042) */
    ALLOW_EMBEDDED_DB: optionalString.pipe(z.enum(['0', '1']).optional()),
  })
  .superRefine((env, ctx) => {
    const storeState = stateByName(env.STORE_STATE);
    if (env.STORE_GSTIN && storeState && env.STORE_GSTIN.slice(0, 2) !== storeState.gstCode)
      ctx.addIssue({
        code: 'custom',
        path: ['STORE_GSTIN'],
        message: `must begin with ${storeState.gstCode}, the GST code of STORE_STATE (${storeState.name})`,
      });
    const paymentKeys = ['PAYMENT_KEY_ID', 'PAYMENT_KEY_SECRET', 'PAYMENT_WEBHOOK_SECRET'] as const;
    if (env.PAYMENT_PROVIDER === 'razorpay') {
      for (const key of paymentKeys) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when PAYMENT_PROVIDER=razorpay',
          });
      }
    }
    if (env.SHIPPING_PROVIDER === 'shiprocket') {
      for (const key of ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'SHIPROCKET_PICKUP_PIN'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when SHIPPING_PROVIDER=shiprocket',
          });
      }
    }
    // docs/decisions/011-passwords-and-live-mode.md: a live store takes real money, so nothing it runs on may
    // be a value printed in the source.
    if (env.NODE_ENV !== 'production') return;
    if (env.PAYMENT_PROVIDER === 'sandbox')
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'must be razorpay when NODE_ENV=production (the sandbox takes no real payments)',
      });
    for (const key of paymentKeys) {
      if (env[key] === SANDBOX_DEFAULTS[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is the built-in sandbox value; set your own when NODE_ENV=production',
        });
    }
    // docs/decisions/053-carriers-behind-a-provider.md: the sandbox carrier books nothing, and a printed secret
    // would let anyone mark parcels delivered.
    if (env.SHIPPING_PROVIDER === 'sandbox')
      ctx.addIssue({
        code: 'custom',
        path: ['SHIPPING_PROVIDER'],
        message: 'must be shiprocket when NODE_ENV=production (the sandbox carrier books no real parcels)',
      });
    if (
      (env.SHIPPING_WEBHOOK_SECRET ?? SANDBOX_DEFAULTS.SHIPPING_WEBHOOK_SECRET) ===
      SANDBOX_DEFAULTS.SHIPPING_WEBHOOK_SECRET
    )
      ctx.addIssue({
        code: 'custom',
        path: ['SHIPPING_WEBHOOK_SECRET'],
        message: 'is the built-in sandbox value or unset; set your own when NODE_ENV=production',
      });
    // Anyone holding the printed secret could sign a link to any order, so unset counts as the default.
    if ((env.ORDER_LINK_SECRET ?? SANDBOX_DEFAULTS.ORDER_LINK_SECRET) === SANDBOX_DEFAULTS.ORDER_LINK_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['ORDER_LINK_SECRET'],
        message: 'is the built-in sandbox value or unset; set your own when NODE_ENV=production',
      });
    // Rule 46: an invoice names the supplier's GSTIN and address; a sample one would be a false tax invoice.
    for (const key of ['STORE_GSTIN', 'STORE_ADDRESS'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
    }
    // Without rates every order would be taxed at the demo's flat 8%, whatever the goods' schedule says.
    if (!env.GST_RATES)
      ctx.addIssue({
        code: 'custom',
        path: ['GST_RATES'],
        message:
          'is required when NODE_ENV=production: the GST rate of each HSN/SAC the store sells, e.g. 4814:18,3921:18,3916:18,9954:18',
      });
    // The embedded database is one connection in one process: no second instance, no backups while it runs.
    if (!env.DATABASE_URL && env.ALLOW_EMBEDDED_DB !== '1')
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message:
          'is required when NODE_ENV=production (a PostgreSQL server), or set ALLOW_EMBEDDED_DB=1 to run on the embedded database',
      });
    // Canonical links, the sitemap and the links in e-mails are built on it; localhost would send shoppers
    // nowhere.
    if (!env.PUBLIC_URL?.startsWith('https://'))
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: "must be the store's https:// address when NODE_ENV=production",
      });
    if (env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD)
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is the built-in default; set your own when NODE_ENV=production',
      });
  });

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const adminFromDefaults = !env.ADMIN_EMAIL?.trim() && !env.ADMIN_PASSWORD?.trim();
  return {
    /** NODE_ENV=production: a live store (docs/decisions/011-passwords-and-live-mode.md). */
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, fromDefaults: adminFromDefaults },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    storeName: e.STORE_NAME,
    storeState: e.STORE_STATE,
    /** the supplier as tax invoices name it; `sample` marks the made-up GSTIN of a store not yet registered */
    invoice: {
      prefix: e.INVOICE_PREFIX,
      legalName: e.STORE_LEGAL_NAME ?? e.STORE_NAME,
      address: e.STORE_ADDRESS ?? SAMPLE_STORE_ADDRESS,
      gstin: e.STORE_GSTIN ?? sampleGstin(storeGstCode(e.STORE_STATE)),
      sample: !e.STORE_GSTIN,
      signatory: e.STORE_SIGNATORY ?? null,
      /** the store's certificate; null: documents carry an 'Authorised signatory' block instead */
      signing: e.INVOICE_SIGNING_P12
        ? { p12: e.INVOICE_SIGNING_P12, password: e.INVOICE_SIGNING_PASSWORD ?? '' }
        : null,
    },
    /** rates by HSN/SAC in basis points; null keeps the spec's 8% of the goods, shipping untaxed (decision 057) */
    gstRates: e.GST_RATES ?? null,
    /** the store is above the e-invoicing threshold: staff export B2B invoices for the IRP and record their IRN */
    einvoiceEnabled: e.EINVOICE_ENABLED,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    whatsappNumber: e.WHATSAPP_NUMBER,
    smtpUrl: e.SMTP_URL,
    /** shared state for several instances (rate limits, cache invalidation, jobs); in process when unset */
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
    mailFrom: e.MAIL_FROM ?? `${e.STORE_NAME} <${e.SUPPORT_EMAIL}>`,
    /** what Prometheus presents as a bearer token to read /metrics; undefined keeps /metrics closed */
    metricsToken: e.METRICS_TOKEN,
    payment: {
      provider: e.PAYMENT_PROVIDER,
      // The sandbox signs with a fixed local secret unless one is given; nothing leaves the machine.
      keyId: e.PAYMENT_KEY_ID ?? SANDBOX_DEFAULTS.PAYMENT_KEY_ID,
      keySecret: e.PAYMENT_KEY_SECRET ?? SANDBOX_DEFAULTS.PAYMENT_KEY_SECRET,
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? SANDBOX_DEFAULTS.PAYMENT_WEBHOOK_SECRET,
      /** false while the webhook secret is the one printed above, which anyone could sign a forged event with */
      webhookSecretSet:
        e.PAYMENT_WEBHOOK_SECRET !== undefined &&
        e.PAYMENT_WEBHOOK_SECRET !== SANDBOX_DEFAULTS.PAYMENT_WEBHOOK_SECRET,
      /** how long after a sandbox payment its own payment.captured webhook arrives, as Razorpay's does */
      sandboxWebhookDelayMs: e.SANDBOX_WEBHOOK_DELAY_MS,
      reconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_MS,
    },
    shipping: {
      provider: e.SHIPPING_PROVIDER,
      webhookSecret: e.SHIPPING_WEBHOOK_SECRET ?? SANDBOX_DEFAULTS.SHIPPING_WEBHOOK_SECRET,
      shiprocket: {
        email: e.SHIPROCKET_EMAIL ?? '',
        password: e.SHIPROCKET_PASSWORD ?? '',
        pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
        pickupPin: e.SHIPROCKET_PICKUP_PIN ?? '',
        apiUrl: e.SHIPROCKET_API_URL.replace(/\/$/, ''),
      },
      pollIntervalMs: e.SHIPPING_POLL_INTERVAL_MS,
    },
    /** cash on delivery (docs/decisions/056-cash-on-delivery.md); money in paise */
    /** the production pack's print settings (decision 068); mediaWidthCm null: the product's roll width */
    print: {
      trimAllowanceCm: e.TRIM_ALLOWANCE_CM,
      bleedMm: e.PRINT_BLEED_MM,
      mediaWidthCm: e.PRINT_MEDIA_WIDTH_CM ?? null,
      dpi: e.PRINT_DPI,
      packIntervalMs: e.PRODUCTION_PACK_INTERVAL_MS,
    },
    cod: {
      maxPaise: e.COD_MAX_RUPEES * 100,
      feePaise: e.COD_FEE_RUPEES * 100,
      advancePercent: e.COD_ADVANCE_PERCENT,
      confirmHours: e.COD_CONFIRM_HOURS,
    },
    /** the measurement visit's fee in paise (docs/decisions/071-measurement-visits.md) */
    measureVisitPaise: e.MEASURE_VISIT_RUPEES * 100,
    /** signs the order links mailed to guests (decision 019); changing it breaks the links already sent */
    orderLinkSecret: e.ORDER_LINK_SECRET ?? SANDBOX_DEFAULTS.ORDER_LINK_SECRET,
    trustProxy: e.TRUST_PROXY,
    /** payment orders one customer may start in a minute before create-order answers 429 */
    orderAttemptsPerMinute: e.ORDER_ATTEMPTS_PER_MINUTE,
    /** rolls of one product one shopper, guest session or address may hold across open checkouts (decision 044) */
    stockHoldMaxRolls: e.STOCK_HOLD_MAX_ROLLS,
    /** days a gift card lasts from its send date (docs/decisions/063-gift-cards.md) */
    giftCardValidDays: e.GIFT_CARD_VALID_DAYS,
    logLevel: e.LOG_LEVEL,
    /** the HTTP server's limits on slow clients (docs/decisions/042-request-timeouts-and-live-mode-checks.md) */
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS },
  };
}
export type Config = ReturnType<typeof loadConfig>;
