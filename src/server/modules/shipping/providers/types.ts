import type { ShippingInfo } from '../../../../domain/checkout';
import type {
  CarrierEvent,
  NdrAction,
  Parcel,
  Serviceability,
  ShippingProviderName,
} from '../../../../domain/shipping';

/** One parcel to book, from an order; money in paise. */
export interface BookingRequest {
  orderId: string;
  /** the number people see, which the carrier's label and panel show */
  orderNumber: string;
  orderDate: Date;
  shippingInfo: ShippingInfo;
  items: { name: string; sku: string; units: number; sellingPricePaise: number }[];
  subTotalPaise: number;
  /** what the courier collects at the door; 0 for a prepaid order */
  codPaise: number;
  parcel: Parcel;
}

export interface BookedParcel {
  /** the courier the carrier assigned ('Delhivery'), or the sandbox's own name */
  carrier: string;
  awb: string;
  providerShipmentId: string;
  /** the carrier's own label, when it makes one; the sandbox's is drawn by us */
  labelUrl: string | null;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * The one seam between the store and whoever carries its parcels: the offline sandbox or Shiprocket
 * (docs/decisions/053-carriers-behind-a-provider.md). Calls that reach the carrier throw an AppError when it
 * refuses or cannot be reached.
 */
export interface CarrierProvider {
  readonly name: ShippingProviderName;
  serviceability(pin: string, options: { weightG: number }): Promise<Serviceability>;
  book(request: BookingRequest): Promise<BookedParcel>;
  /**
   * The events of one webhook call; throws Unauthorized when it is not authentic and Invalid when its body is not
   * an event. An authentic event we do not act on is left out.
   */
  readWebhook(rawBody: Buffer, headers: WebhookHeaders): CarrierEvent[];
  /** staff's decision on a failed delivery: try again (with corrections) or send the parcel back */
  ndrAction(awb: string, action: NdrAction, correction: { phone?: string; address?: string }): Promise<void>;
  /** every event the carrier knows for a parcel, for carriers that only offer polling */
  track(awb: string): Promise<CarrierEvent[]>;
}
