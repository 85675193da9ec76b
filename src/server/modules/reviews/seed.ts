import { and, asc, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews, users } from '../../db/schema';
import { mulberry32 } from '../../lib/prng';
import { recomputeProductRating } from './service';

/** Seed shoppers have no password, so nobody can log in as them. */
export const SEED_CUSTOMERS = [
  { name: 'Priya Sharma', email: 'priya.sharma@example.in' },
  { name: 'Arjun Mehta', email: 'arjun.mehta@example.in' },
  { name: 'Ananya Iyer', email: 'ananya.iyer@example.in' },
  { name: 'Rohan Kapoor', email: 'rohan.kapoor@example.in' },
  { name: 'Kavya Reddy', email: 'kavya.reddy@example.in' },
  { name: 'Vikram Singh', email: 'vikram.singh@example.in' },
] as const;

export const SEED_REVIEWED_PRODUCTS = 30;

const TEXTS: Record<3 | 4 | 5, [string, ...string[]]> = {
  5: [
    'Absolutely love how this turned out in our living room. The colours are richer than in the photos and the print is crisp even up close.',
    'The installation team arrived on time, covered the furniture and finished the whole wall in under three hours. Not a single bubble or visible seam.',
    'Ordered this for my daughter’s room after measuring twice with the guide. The fit was perfect and the finish feels genuinely premium.',
    'My second order from this studio and the quality is as consistent as the first. Packaging was sturdy and delivery to Pune took four days.',
    'Guests always ask where we got it. The matte finish hides the uneven plaster in our old flat beautifully.',
    'Support helped me choose the right material on WhatsApp and even suggested a size change around my window. Very happy with the result.',
    'Worth every rupee. The pattern lines up perfectly across the joins and it has transformed a plain bedroom wall.',
    'We put it up in the corridor outside our puja room and the tones glow in the evening light. Beautiful craftsmanship.',
  ],
  4: [
    'Lovely design and good material. Delivery took a day longer than estimated, but the team kept me updated on WhatsApp throughout.',
    'Looks elegant and feels durable. I would have liked a printed swatch first, but the final wall is exactly what I hoped for.',
    'Great quality for the price. The colour is a shade warmer than on my phone screen, which actually suits our room better.',
    'Easy to clean: our toddler has already tested it with crayons. Installation was neat, and one edge needed a small re-trim.',
    'Very good print quality and it went up easily on our freshly painted wall. Would happily order again for the study.',
    'Beautiful on the wall. The measuring guide was helpful; do add the few spare inches they suggest, it made fitting easier.',
  ],
  3: [
    'The design is nice and the material is good, but the shade came out slightly darker than I expected. Support offered to help.',
    'Decent product overall. The installation visit was rescheduled once, though the final finish on the wall is clean.',
  ],
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A few believable reviews so a fresh catalogue does not look empty (docs/store-rules.md#constants): six seed
 * customers and 2–4 reviews on each of about 30 products, bestsellers first. Deterministic and safe to run
 * again: the customers' e-mails and the one-review-per-customer index keep a second run from adding anything.
 */
export async function seedReviews(db: Db): Promise<{ customers: number; reviews: number; products: number }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(SEED_CUSTOMERS.map((c) => ({ ...c, passwordHash: null, role: 'customer' as const })))
      .onConflictDoNothing();
    const customers = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      // A real account that happens to use one of these addresses has a password, and is left alone.
      .where(
        and(
          inArray(
            users.email,
            SEED_CUSTOMERS.map((c) => c.email),
          ),
          isNull(users.passwordHash),
        ),
      );
    const catalogue = await tx
      .select({ id: products.id, bestseller: products.bestseller, position: products.position })
      .from(products)
      .orderBy(asc(products.position), asc(products.skuId));
    const chosen = [
      ...catalogue.filter((p) => p.bestseller),
      ...catalogue.filter((p) => !p.bestseller && p.position % 5 === 2),
    ].slice(0, SEED_REVIEWED_PRODUCTS);
    if (customers.length === 0 || chosen.length === 0)
      return { customers: customers.length, reviews: 0, products: 0 };

    const rand = mulberry32(20250720);
    const now = Date.now();
    const rows = chosen.flatMap((product) => {
      const reviewers = customers
        .map((c) => ({ c, key: rand() }))
        .sort((a, b) => a.key - b.key)
        .slice(0, 2 + Math.floor(rand() * 3));
      return reviewers.map(({ c }) => {
        const roll = rand();
        const rating = roll < 0.55 ? 5 : roll < 0.88 ? 4 : 3;
        const texts = TEXTS[rating];
        return {
          productId: product.id,
          userId: c.id,
          rating,
          text: texts[Math.floor(rand() * texts.length)] ?? texts[0],
          createdAt: new Date(now - Math.floor((3 + rand() * 180) * DAY_MS)),
        };
      });
    });
    const inserted = await tx
      .insert(reviews)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    for (const product of chosen) await recomputeProductRating(tx, product.id);
    return { customers: customers.length, reviews: inserted.length, products: chosen.length };
  });
}
