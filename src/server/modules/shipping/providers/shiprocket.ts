import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { SHIPPING_MESSAGES, type CarrierEvent, type ShipmentEventStatus } from '../../../../domain/shipping';
import { AppError, Invalid, Unauthorized } from '../../../errors';
import { signatureMatches } from '../../../hmac';
import { header, parseJson } from './sandbox';
import type { BookingRequest, CarrierProvider } from './types';

/**
 * Shiprocket's external API (https://apiv2.shiprocket.in/v1/external), as its API documentation gives it:
 * a token from POST auth/login (valid ten days, renewed here after nine or on a 401), courier/serviceability,
 * orders/create/adhoc, courier/assign/awb, courier/generate/label, courier/generate/pickup and
 * courier/track/awb. Its webhook carries the token set in its panel as `x-api-key`, which is
 * SHIPPING_WEBHOOK_SECRET here (docs/decisions/053-carriers-behind-a-provider.md).
 */

export interface ShiprocketSettings {
  email: string;
  password: string;
  pickupLocation: string;
  pickupPin: string;
  apiUrl: string;
}

export interface ShiprocketOptions {
  /** the HTTP client; tests pass a fake that answers as Shiprocket does */
  fetch?: typeof fetch;
  log?: Pick<FastifyBaseLogger, 'error'>;
  now?: () => number;
}

const TOKEN_LIFE_MS = 9 * 24 * 3_600_000;

const LoginSchema = z.object({ token: z.string().min(1) });
const ServiceabilitySchema = z.object({
  data: z
    .object({
      available_courier_companies: z
        .array(
          z.object({
            cod: z.coerce.number().optional(),
            estimated_delivery_days: z.coerce.number().optional(),
          }),
        )
        .default([]),
    })
    .optional(),
});
const CreatedOrderSchema = z.object({ order_id: z.coerce.number(), shipment_id: z.coerce.number() });
const AwbSchema = z.object({
  awb_assign_status: z.number(),
  response: z.object({
    data: z.object({ awb_code: z.coerce.string().min(1), courier_name: z.string().min(1) }),
  }),
});
const LabelSchema = z.object({ label_created: z.number(), label_url: z.string().optional() });
const TrackSchema = z.object({
  tracking_data: z.object({
    shipment_track_activities: z
      .array(
        z.object({
          date: z.string(),
          'sr-status-label': z.string().optional(),
          activity: z.string().optional(),
        }),
      )
      .nullish(),
  }),
});
const WebhookSchema = z.object({
  awb: z.coerce.string().min(1),
  current_status: z.string(),
  current_timestamp: z.string().optional(),
  scans: z.array(z.object({ date: z.string(), activity: z.string().optional() })).optional(),
});

/** Shiprocket's status labels, as its webhook and tracking name them, in our events. */
const STATUS_BY_LABEL: Record<string, ShipmentEventStatus> = {
  'PICKED UP': 'picked_up',
  'IN TRANSIT': 'in_transit',
  'REACHED AT DESTINATION HUB': 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  UNDELIVERED: 'ndr',
  'RTO INITIATED': 'rto_initiated',
  'RTO IN TRANSIT': 'rto_initiated',
  'RTO DELIVERED': 'rto_delivered',
};
export const statusOfLabel = (label: string): ShipmentEventStatus | null =>
  STATUS_BY_LABEL[label.trim().toUpperCase()] ?? null;

/**
 * Shiprocket writes times in India without a zone, as 'DD MM YYYY HH:mm:ss' (webhooks) or 'YYYY-MM-DD HH:mm:ss'
 * (tracking); both are read as IST.
 */
export function shiprocketTime(value: string | undefined): string | null {
  if (!value) return null;
  const dmy = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  const ymd = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  const parts = dmy ? [dmy[3], dmy[2], dmy[1], dmy[4], dmy[5], dmy[6]] : ymd ? ymd.slice(1) : null;
  if (!parts) return null;
  const [y, mo, d, h, mi, s] = parts;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`);
  if (Number.isNaN(at.getTime())) return null;
  // Date rolls 31 February over into March; a day that does not exist is no time at all.
  const inIndia = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return inIndia === `${y}-${mo}-${d}` ? at.toISOString() : null;
}

const rupees = (paise: number) => Math.round(paise) / 100;

export function createShiprocketCarrier(
  settings: ShiprocketSettings,
  webhookSecret: string,
  options: ShiprocketOptions = {},
): CarrierProvider {
  const http = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let token: { value: string; until: number } | null = null;

  const unavailable = (error: unknown, action: string) => {
    options.log?.error({ err: error, action }, 'Shiprocket request failed');
    return new AppError(502, SHIPPING_MESSAGES.carrierUnavailable);
  };

  async function login(): Promise<string> {
    const response = await http(`${settings.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: settings.email, password: settings.password }),
    });
    const body = LoginSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !body.success) throw new Error(`login answered ${response.status}`);
    token = { value: body.data.token, until: now() + TOKEN_LIFE_MS };
    return token.value;
  }

  /** One call with the token, logging in first when it is missing or old, and once more after a 401. */
  async function call<T>(action: string, path: string, schema: z.ZodType<T>, body?: object): Promise<T> {
    try {
      for (let attempt = 0; ; attempt++) {
        const bearer = token && token.until > now() ? token.value : await login();
        const response = await http(`${settings.apiUrl}${path}`, {
          method: body ? 'POST' : 'GET',
          headers: {
            authorization: `Bearer ${bearer}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        if (response.status === 401 && attempt === 0) {
          token = null;
          continue;
        }
        const json: unknown = await response.json().catch(() => null);
        if (response.status === 422 || response.status === 400) {
          const message = z.object({ message: z.string() }).safeParse(json);
          throw new AppError(
            502,
            SHIPPING_MESSAGES.carrierRefused(message.success ? message.data.message : 'refused'),
          );
        }
        if (!response.ok) throw new Error(`${action} answered ${response.status}`);
        const parsed = schema.safeParse(json);
        if (!parsed.success) throw new Error(`${action} answered an unexpected body`);
        return parsed.data;
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unavailable(error, action);
    }
  }

  async function book(request: BookingRequest) {
    const { shippingInfo: to, parcel } = request;
    const [first, ...rest] = to.name.trim().split(/\s+/);
    const created = await call('create order', '/orders/create/adhoc', CreatedOrderSchema, {
      order_id: request.orderNumber,
      order_date: request.orderDate.toISOString().slice(0, 16).replace('T', ' '),
      pickup_location: settings.pickupLocation,
      billing_customer_name: first ?? to.name,
      billing_last_name: rest.join(' '),
      billing_address: to.address,
      billing_city: to.city,
      billing_pincode: to.zip,
      billing_state: to.state,
      billing_country: 'India',
      billing_email: to.email,
      billing_phone: to.phone.replace(/\D/g, '').slice(-10),
      shipping_is_billing: true,
      order_items: request.items.map((i) => ({
        name: i.name,
        sku: i.sku,
        units: i.units,
        selling_price: rupees(i.sellingPricePaise),
      })),
      payment_method: request.codPaise > 0 ? 'COD' : 'Prepaid',
      sub_total: rupees(request.codPaise > 0 ? request.codPaise : request.subTotalPaise),
      length: parcel.lengthCm,
      breadth: parcel.breadthCm,
      height: parcel.heightCm,
      weight: parcel.weightG / 1000,
    });
    const awb = await call('assign awb', '/courier/assign/awb', AwbSchema, {
      shipment_id: created.shipment_id,
    });
    if (awb.awb_assign_status !== 1)
      throw new AppError(502, SHIPPING_MESSAGES.carrierRefused('no courier assigned'));
    const label = await call('generate label', '/courier/generate/label', LabelSchema, {
      shipment_id: [created.shipment_id],
    });
    // A pickup that fails to be requested is not a failed booking: staff can request it in the panel.
    await call('generate pickup', '/courier/generate/pickup', z.unknown(), {
      shipment_id: [created.shipment_id],
    }).catch((error: unknown) => options.log?.error({ err: error }, 'Shiprocket pickup request failed'));
    return {
      carrier: awb.response.data.courier_name,
      awb: awb.response.data.awb_code,
      providerShipmentId: String(created.shipment_id),
      labelUrl: label.label_created === 1 && label.label_url ? label.label_url : null,
    };
  }

  return {
    name: 'shiprocket',
    async serviceability(pin, { weightG }) {
      const query = new URLSearchParams({
        pickup_postcode: settings.pickupPin,
        delivery_postcode: pin,
        weight: String(weightG / 1000),
        cod: '0',
      });
      const answer = await call('serviceability', `/courier/serviceability/?${query}`, ServiceabilitySchema);
      const couriers = answer.data?.available_courier_companies ?? [];
      if (!couriers.length)
        return {
          deliverable: false,
          cod: false,
          etaDays: { min: 0, max: 0 },
          message: SHIPPING_MESSAGES.notDeliverable(pin),
        };
      const days = couriers.map((c) => c.estimated_delivery_days ?? 7);
      return {
        deliverable: true,
        cod: couriers.some((c) => c.cod === 1),
        etaDays: { min: Math.min(...days), max: Math.max(...days) },
      };
    },
    book,
    readWebhook(rawBody, headers) {
      const key = header(headers, 'x-api-key');
      if (!key || !signatureMatches(webhookSecret, key))
        throw new Unauthorized(SHIPPING_MESSAGES.invalidSignature);
      const body = WebhookSchema.safeParse(parseJson(rawBody));
      if (!body.success) throw new Invalid(SHIPPING_MESSAGES.invalidPayload);
      const status = statusOfLabel(body.data.current_status);
      const at = shiprocketTime(body.data.current_timestamp) ?? shiprocketTime(body.data.scans?.at(-1)?.date);
      if (!status || !at) return [];
      return [{ awb: body.data.awb, status, at }];
    },
    // Shiprocket's NDR action: POST ndr/{awb}/action with 're-attempt' (and the corrected phone or address) or 'return'.
    async ndrAction(awb, action, correction) {
      await call('ndr action', `/ndr/${encodeURIComponent(awb)}/action`, z.unknown(), {
        action: action === 'reattempt' ? 're-attempt' : 'return',
        comments: action === 'reattempt' ? 'Please attempt delivery again' : 'Return to origin',
        ...(correction.phone ? { phone: correction.phone.replace(/\D/g, '').slice(-10) } : {}),
        ...(correction.address ? { address1: correction.address } : {}),
      });
    },
    async track(awb) {
      const answer = await call('track', `/courier/track/awb/${encodeURIComponent(awb)}`, TrackSchema);
      const events: CarrierEvent[] = [];
      for (const activity of answer.tracking_data.shipment_track_activities ?? []) {
        const status = statusOfLabel(activity['sr-status-label'] ?? '');
        const at = shiprocketTime(activity.date);
        if (status && at)
          events.push({
            awb,
            status,
            at,
            ...(status === 'ndr' && activity.activity ? { reason: activity.activity } : {}),
          });
      }
      return events.reverse();
    },
  };
}
