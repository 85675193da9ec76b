import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type AdminCustomer, type AdminCustomerQuery } from '../../../domain/customer';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { toRupees } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { orders, refunds, users } from '../../db/schema';
import { NotFound } from '../../errors';
import { containing } from '../../db/sql-helpers';
import { ordersOfUsers } from '../orders/admin-service';
import { buyerIds, customerName, customerPhone, isCustomer } from './customer-rows';
import { earning, refundMade } from './stats-service';

const selectCustomers = (db: Db) =>
  db
    .select({
      user: {
        id: users.id,
        name: customerName,
        email: users.email,
        phone: customerPhone,
        createdAt: users.createdAt,
      },
      orderCount: sql<number>`count(${orders.id})::int`,
      // Less what was refunded to them (decision 024).
      lifetimePaise: sql<number>`(coalesce(sum(${orders.totalPaise}) filter (where ${earning}), 0) - coalesce((select sum(${refunds.amountPaise}) from ${refunds} inner join ${orders} o on o.id = ${refunds.orderId} where o.user_id = any(${buyerIds}) and ${refundMade}), 0))::float8`,
    })
    .from(users)
    .leftJoin(orders, sql`${orders.userId} = any(${buyerIds})`)
    .groupBy(users.id)
    .$dynamic();

function toAdminCustomer(row: Awaited<ReturnType<typeof selectCustomers>>[number]): AdminCustomer {
  return {
    ...row.user,
    _id: row.user.id,
    createdAt: row.user.createdAt.toISOString(),
    orderCount: row.orderCount,
    lifetimeValue: toRupees(row.lifetimePaise),
  };
}

export async function listCustomers(db: Db, query: AdminCustomerQuery) {
  const like = query.search ? containing(query.search) : undefined;
  const where = and(
    isCustomer,
    like ? or(sql`${customerName} ilike ${like}`, ilike(users.email, like)) : undefined,
  );
  const rows = await selectCustomers(db)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  return {
    customers: rows.map(toAdminCustomer),
    total: totals?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function getCustomer(db: Db, id: string) {
  const [row] = await selectCustomers(db).where(and(isCustomer, eq(users.id, id)));
  if (!row) throw new NotFound(ADMIN_MESSAGES.customerNotFound);
  const [buyer] = await db
    .select({ ids: sql<string[]>`${buyerIds}` })
    .from(users)
    .where(eq(users.id, id));
  return { ...toAdminCustomer(row), orders: await ordersOfUsers(db, buyer?.ids ?? [id]) };
}
