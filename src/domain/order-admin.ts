import { EinvoiceStatusSchema } from './einvoice';
import { z } from 'zod';
import { UserRefSchema } from './auth';
import { FULFILMENT_MESSAGES, OrderNoteSchema, RefundSchema, ShipmentFieldsSchema } from './fulfilment';
import { checkDateRange, dateRange, IdParamsSchema, pageMeta, PageQuerySchema } from './list-query';
import { OrderSchema } from './order';
import { ORDER_STATUSES } from './order-status';
import { line } from './text';

// The staff side of orders, apart from order.ts so the storefront's bundle does not carry it.

export const RECENT_ORDERS_LIMIT = 10;

/** A refund's GST credit note, under its order. */
export const CreditNoteParamsSchema = IdParamsSchema.extend({ refundId: z.string().max(100) });

const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});

/** The shopper's order (domain/order.ts) plus what staff need to run it. */
export const AdminOrderSchema = OrderSchema.extend({
  updatedAt: z.string(),
  user: UserRefSchema,
  allowedNextStatuses: z.array(OrderStatusSchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

const orderFilterFields = {
  status: OrderStatusSchema.optional(),
  /** an order number, a name, an e-mail address or a phone number (any spacing, with or without +91) */
  search: line('search', 200, { tooLong: 'search is too long' }).optional(),
  ...dateRange,
};
export const AdminOrderQuerySchema = PageQuerySchema.extend(orderFilterFields).superRefine(checkDateRange);
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;
export const OrderExportQuerySchema = z.object(orderFilterFields).superRefine(checkDateRange);
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;

export const AdminOrderListSchema = z.object({ orders: z.array(AdminOrderSchema), ...pageMeta });
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** One order as its page shows it: with refunds and the staff's internal notes. */
export const AdminOrderDetailSchema = AdminOrderSchema.extend({
  refunds: z.array(RefundSchema),
  notes: z.array(OrderNoteSchema),
  /** the IRN recorded for its e-invoice (docs/decisions/060-einvoice-and-eway-bill.md); absent until one is */
  einvoice: EinvoiceStatusSchema.optional(),
  /** whether the store e-invoices (EINVOICE_ENABLED): only then are a B2B invoice's INV-01 JSON and IRN offered */
  einvoicing: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const OrderStatusBodySchema = ShipmentFieldsSchema.extend({ status: OrderStatusSchema }).superRefine(
  (body, ctx) => {
    if (body.status === 'shipped' && (!body.carrier || !body.trackingNumber))
      ctx.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: FULFILMENT_MESSAGES.trackingRequired,
      });
  },
);
export type OrderStatusBody = z.infer<typeof OrderStatusBodySchema>;
