import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/**
 * Who the owner's figures count as a customer (decision 047). A guest checkout makes a users row per session
 * (decision 019), so rows are not buyers: a guest row that never bought is nobody, and the guest rows of one
 * e-mail that bought are one customer, shown as the first of them. An account is a customer when its role is
 * customer, or when a member of staff has shop orders of their own (they stay visible with their lifetime value).
 */

const bought = (userId: ReturnType<typeof sql>) =>
  sql`exists (select 1 from orders o where o.user_id = ${userId})`;

/** The first guest row of its e-mail that bought: the one row that stands for that guest buyer. */
const firstGuestBuyer = sql`(${users.guest} and ${bought(sql`${users.id}`)} and not exists (
  select 1 from users g where g.guest and lower(g.email) = lower(${users.email})
    and (g.created_at, g.id) < (${users.createdAt}, ${users.id}) and ${bought(sql`g.id`)}))`;

export const isCustomer = sql`((not ${users.guest} and (${users.role} = 'customer' or ${bought(sql`${users.id}`)})) or ${firstGuestBuyer})`;

/** The users rows whose orders are this customer's: the account itself, or every guest row of the e-mail. */
export const buyerIds = sql`(case when ${users.guest}
  then array(select g.id from users g where g.guest and lower(g.email) = lower(${users.email}))
  else array[${users.id}] end)`;

/** A guest buyer is named as they named themselves on their latest order; an account by its own name. */
export const customerName = sql<string>`(case when ${users.guest}
  then coalesce((select o.shipping_info->>'name' from orders o where o.user_id = any(${buyerIds})
    order by o.created_at desc limit 1), ${users.name})
  else ${users.name} end)`;

/** A guest buyer's phone is the one on their latest order. */
export const customerPhone = sql<string | null>`(case when ${users.guest}
  then (select o.shipping_info->>'phone' from orders o where o.user_id = any(${buyerIds})
    order by o.created_at desc limit 1)
  else ${users.phone} end)`;
