import type { PaymentOrder, PaymentResult, ShippingInfo } from '../../../../domain/checkout';
import type { CodCodeSent, PlacedCod } from '../../../../domain/cod';
import type { Order } from '../../../../domain/order';
import type { Serviceability } from '../../../../domain/shipping';
import { api } from '../../../lib/api-client';

/** Whether the carrier collects cash at this PIN (docs/decisions/056-cash-on-delivery.md). */
export const fetchServiceability = (pin: string, signal?: AbortSignal) =>
  api<Serviceability>(`/shipping/serviceability?pin=${encodeURIComponent(pin)}`, { signal });

/** Places the cart as cash on delivery; with the advance's payment when custom-fit lines needed one. */
export const placeCodOrder = (shippingInfo: ShippingInfo, advance?: PaymentResult) =>
  api<PlacedCod>('/orders/cod', {
    method: 'POST',
    body: {
      shippingInfo,
      ...(advance
        ? {
            advance: {
              orderId: advance.razorpay_order_id,
              paymentId: advance.razorpay_payment_id,
              signature: advance.razorpay_signature,
            },
          }
        : {}),
    },
  });

/** Opens the provider order for the advance on custom-fit lines. */
export const openCodAdvance = (shippingInfo: ShippingInfo) =>
  api<PaymentOrder>('/orders/cod/advance', { method: 'POST', body: { shippingInfo } });

export const confirmCodOrder = (orderId: string, code: string) =>
  api<Order>(`/orders/${encodeURIComponent(orderId)}/confirm-cod`, { method: 'POST', body: { code } });

/** A new code in place of the mailed one (docs/decisions/077-delivery-corrections-and-returned-refunds.md). */
export const resendCodCode = (orderId: string) =>
  api<CodCodeSent>(`/orders/${encodeURIComponent(orderId)}/cod-code`, { method: 'POST' });
