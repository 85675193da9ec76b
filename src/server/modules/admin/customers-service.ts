import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type AdminCustomer, type AdminCustomerQuery } from '../../../domain/customer';
import { ADMIN_MESSAGES } from '../../../domain/staff';
import { toRupees } from '../../../domain/pricing';
import type { Db } from '../../db/client';
import { orders, refunds, users } from '../../db/schema';
import { NotFound } from '../../errors';
import { containing } from '../../db/sql-helpers';
import { ordersOfUser } from '../orders/admin-service';
import { earning, refundMade } from './stats-service';

const isCustomer = eq(users.role, 'customer');

const selectCustomers = (db: Db) =>
  db
    .select({
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        createdAt: users.createdAt,
      },
      orderCount: sql<number>`count(${orders.id})::int`,
      // Less what was refunded to them (decision 024).
      lifetimePaise: sql<number>`(coalesce(sum(${orders.totalPaise}) filter (where ${earning}), 0) - coalesce((select sum(${refunds.amountPaise}) from ${refunds} inner join ${orders} o on o.id = ${refunds.orderId} where o.user_id = ${users.id} and ${refundMade}), 0))::float8`,
    })
    .from(users)
    .leftJoin(orders, eq(orders.userId, users.id))
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
  const where = and(isCustomer, like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined);
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
  return { ...toAdminCustomer(row), orders: await ordersOfUser(db, id) };
}
