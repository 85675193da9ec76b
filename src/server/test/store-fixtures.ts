import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import type { UserRole } from '../../domain/constants';
import type { OrderStatus } from '../../domain/order-status';
import type { Db } from '../db/client';
import {
  auditLog,
  cartLines,
  carts,
  contactMessages,
  customDesignRequests,
  orderItems,
  orders,
  products,
  users,
} from '../db/schema';
import { generateCatalog } from '../seed/catalog';
import { insertCatalog } from '../seed/seed';
import { createTestApp, insertRow } from './helpers';
import { createSession } from '../modules/auth/service';

/** Where the fixtures' orders ship, for tests that write orders of their own beside them. */
export const TEST_SHIPPING = {
  name: 'Asha Rao',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
  phone: '+91 98450 12345',
  email: 'asha@example.com',
};

export type Who = 'guest' | UserRole;
export const ROLES_IN_ORDER: readonly Who[] = ['guest', 'customer', 'installer', 'viewer', 'editor', 'admin'];

export interface Person {
  id: string;
  email: string;
  token: string;
}

/**
 * One account per role with a session made directly: these tests are about what each role may do, and
 * password hashing at OWASP cost would spend seconds on every account.
 */
export async function createPeople(db: Db): Promise<Record<UserRole, Person>> {
  const person = async (role: UserRole): Promise<Person> => {
    const email = `${role}@wallcraft.test`;
    const [user] = await db
      .insert(users)
      .values({ name: `Test ${role}`, email, role })
      .returning();
    return { id: user!.id, email, token: await createSession(db, user!.id) };
  };
  return {
    customer: await person('customer'),
    viewer: await person('viewer'),
    editor: await person('editor'),
    admin: await person('admin'),
    installer: await person('installer'),
  };
}

export const bearer = (person?: Person): Record<string, string> =>
  person ? { authorization: `Bearer ${person.token}` } : {};

export async function seedProducts(db: Db, count = 12) {
  await insertCatalog(db, generateCatalog(count));
  return db.select().from(products).orderBy(asc(products.skuId));
}

/**
 * The admin tests' starting point: a test app with an account per role, `productCount` catalogue products,
 * `call` for a request to the API as one of them (the editor unless told), and the fixtures below on its database.
 */
export async function createAdminTestApp(productCount = 0, env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const people = await createPeople(t.db);
  const products = productCount ? await seedProducts(t.db, productCount) : [];
  const call = (method: HTTPMethods, url: string, payload?: object, who: Person = people.editor) =>
    t.app.inject({ method, url, payload, headers: bearer(who) });
  return {
    ...t,
    people,
    products,
    call,
    /** a GET as the viewer, who may read everything in the dashboard */
    view: (url: string) => call('GET', url, undefined, people.viewer),
    /** the audit entries of one action, on one record when given */
    auditOf: (action: string, entityId?: string) =>
      t.db
        .select()
        .from(auditLog)
        .where(
          entityId
            ? and(eq(auditLog.action, action), eq(auditLog.entityId, entityId))
            : eq(auditLog.action, action),
        ),
    createCustomer: (name: string, createdAt?: Date) => createCustomer(t.db, name, createdAt),
    createOrder: (fixture: OrderFixture) => createOrder(t.db, fixture),
    createCart: (userId: string, productIds: readonly string[], updatedAt?: Date) =>
      createCart(t.db, userId, productIds, updatedAt),
    createDesignRequest: (values?: Partial<typeof customDesignRequests.$inferInsert>) =>
      createDesignRequest(t.db, values),
    createContactMessage: (values?: Partial<typeof contactMessages.$inferInsert>) =>
      createContactMessage(t.db, values),
  };
}
export type AdminTestApp = Awaited<ReturnType<typeof createAdminTestApp>>;

export async function createCustomer(db: Db, name: string, createdAt?: Date) {
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 8)}@example.com`,
      createdAt,
    })
    .returning();
  return user!;
}

export interface OrderFixture {
  userId: string;
  status?: OrderStatus;
  totalPaise?: number;
  createdAt?: Date;
  shippingName?: string;
  items?: { productId: string | null; name: string; quantity: number; lineTotalPaise: number }[];
}

/** An order as checkout would leave it, with the figures a test needs and plausible defaults for the rest. */
export async function createOrder(db: Db, fixture: OrderFixture) {
  const total = fixture.totalPaise ?? fixture.items?.reduce((sum, i) => sum + i.lineTotalPaise, 0) ?? 100_000;
  const [order] = await db
    .insert(orders)
    .values({
      userId: fixture.userId,
      status: fixture.status ?? 'paid',
      providerOrderId: `order_${randomUUID()}`,
      shippingInfo: { ...TEST_SHIPPING, name: fixture.shippingName ?? TEST_SHIPPING.name },
      subtotalPaise: total,
      shippingPaise: 0,
      taxPaise: 0,
      totalPaise: total,
      ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
    })
    .returning();
  if (fixture.items?.length) {
    await db.insert(orderItems).values(
      fixture.items.map((i) => ({
        orderId: order!.id,
        productId: i.productId,
        name: i.name,
        image: null,
        kind: 'customised' as const,
        installation: true,
        quantity: i.quantity,
        unitRatePaise: 9900,
        unitAmountPaise: Math.round(i.lineTotalPaise / i.quantity),
        lineTotalPaise: i.lineTotalPaise,
      })),
    );
  }
  return order!;
}

/** A cart holding the given products, last touched at updatedAt. */
export async function createCart(
  db: Db,
  userId: string,
  productIds: readonly string[],
  updatedAt = new Date(),
) {
  const [cart] = await db.insert(carts).values({ userId, updatedAt }).returning();
  if (productIds.length) {
    await db.insert(cartLines).values(
      productIds.map((productId) => ({
        cartId: cart!.id,
        productId,
        quantity: 1,
        widthIn: 53,
        heightIn: 10,
        installation: false,
        lineKey: productId,
      })),
    );
  }
  return cart!;
}

/** Inbox rows as the storefront's forms would have stored them; a test's own `values` replace these. */
const DESIGN_REQUEST = {
  name: 'Meera',
  email: 'meera@example.com',
  phone: '+91 98450 12345',
  roomType: 'Bedroom',
  widthFt: 12,
  heightFt: 9,
  style: 'Scandinavian',
  budget: 'Under $500',
  description: 'Soft pastel stripes',
} satisfies typeof customDesignRequests.$inferInsert;
const CONTACT_MESSAGE = {
  name: 'Ravi',
  email: 'ravi@example.com',
  subject: 'Samples',
  message: 'Do you send samples?',
} satisfies typeof contactMessages.$inferInsert;

export const createDesignRequest = (db: Db, values: Partial<typeof customDesignRequests.$inferInsert> = {}) =>
  insertRow(db, customDesignRequests, { ...DESIGN_REQUEST, ...values });

export const createContactMessage = (db: Db, values: Partial<typeof contactMessages.$inferInsert> = {}) =>
  insertRow(db, contactMessages, { ...CONTACT_MESSAGE, ...values });

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
export const daysAgo = (days: number) => hoursAgo(days * 24);

/** Every route in the app as method and URL pattern, read from Fastify's own route tree. */
export function routesOf(tree: string): { method: string; url: string }[] {
  const found: { method: string; url: string }[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (paths[depth - 1] ?? '') + match[2];
    paths[depth] = url;
    paths.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') found.push({ method, url });
    }
  }
  return found;
}
