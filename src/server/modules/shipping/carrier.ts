import type { FastifyBaseLogger } from 'fastify';
import type { Serviceability } from '../../../domain/shipping';
import type { Config } from '../../config';
import { createSandboxCarrier } from './providers/sandbox';
import { createShiprocketCarrier, type ShiprocketOptions } from './providers/shiprocket';
import type { CarrierProvider } from './providers/types';

export type { CarrierProvider } from './providers/types';

export function createCarrier(
  config: Pick<Config, 'shipping'>,
  log?: Pick<FastifyBaseLogger, 'error'>,
  options: Pick<ShiprocketOptions, 'fetch'> = {},
): CarrierProvider {
  return config.shipping.provider === 'shiprocket'
    ? createShiprocketCarrier(config.shipping.shiprocket, config.shipping.webhookSecret, { ...options, log })
    : createSandboxCarrier(config.shipping.webhookSecret);
}

/** Answers per PIN for six hours: a PIN's couriers change rarely, and the product page asks on every check. */
const CACHE_MS = 6 * 3_600_000;
const CACHE_MAX = 10_000;

export class ServiceabilityCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  get(pin: string): T | undefined {
    const entry = this.entries.get(pin);
    if (!entry) return undefined;
    if (entry.until > this.now()) return entry.value;
    this.entries.delete(pin);
    return undefined;
  }

  set(pin: string, value: T) {
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= CACHE_MAX) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(pin, { value, until: this.now() + CACHE_MS });
  }
}

/**
 * One carrier and one serviceability cache per app, shared by checkout and the shipping routes; keyed on the
 * app's config object, which every plugin of one app shares.
 */
const perApp = new WeakMap<
  object,
  { carrier: CarrierProvider; cache: ServiceabilityCache<Serviceability> }
>();

export function carrierOf(app: { config: Config; log: Pick<FastifyBaseLogger, 'error'> }) {
  let entry = perApp.get(app.config);
  if (!entry) {
    entry = { carrier: createCarrier(app.config, app.log), cache: new ServiceabilityCache() };
    perApp.set(app.config, entry);
  }
  return entry;
}

/** Tests put a carrier whose HTTP is faked in place of the one the app would make. */
export function useCarrier(config: Config, carrier: CarrierProvider) {
  perApp.set(config, { carrier, cache: new ServiceabilityCache() });
}
