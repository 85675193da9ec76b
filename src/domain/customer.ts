import { z } from 'zod';
import { RupeesSchema } from './money';
import { UserSchema } from './auth';
import { pageMeta, PageQuerySchema } from './list-query';
import { AdminOrderSchema } from './order-admin';
import { line } from './text';

/** A customer's account, with the phone and figures staff see beside it. */
export const AdminCustomerSchema = UserSchema.pick({ id: true, _id: true, name: true, email: true }).extend({
  phone: z.string().nullable(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  /** rupees from paid-or-later orders */
  lifetimeValue: RupeesSchema,
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
export const AdminCustomerListSchema = z.object({ customers: z.array(AdminCustomerSchema), ...pageMeta });
export const AdminCustomerQuerySchema = PageQuerySchema.extend({
  search: line('search', 200, { tooLong: 'search is too long' }).optional(),
});
export type AdminCustomerQuery = z.infer<typeof AdminCustomerQuerySchema>;
export const AdminCustomerDetailSchema = AdminCustomerSchema.extend({ orders: z.array(AdminOrderSchema) });
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;
