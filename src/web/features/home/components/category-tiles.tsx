import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { CATEGORY_TILES } from '../content';

/** The four category tiles (docs/store-rules.md#screens); the first carries 'New'. */
export function CategoryTiles() {
  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <div className="max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">Collections</p>
        <h2 id="home-categories" className="mt-2 font-serif text-3xl text-ink sm:text-4xl">
          Shop by Category
        </h2>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4 lg:gap-6">
        {CATEGORY_TILES.map((tile, index) => (
          <li key={tile.slug}>
            <Link
              to={`/products?category=${encodeURIComponent(tile.name)}`}
              className="group relative block aspect-[4/5] overflow-hidden rounded-card bg-sand-100"
            >
              <img
                // Below the first screen: lazy, so the browser fetches them as they near it (decision 049).
                src={`/images/category-${tile.slug}.webp`}
                srcSet={`/images/category-${tile.slug}-sm.webp 400w, /images/category-${tile.slug}.webp 800w`}
                sizes="(min-width: 1024px) 25vw, 50vw"
                width={800}
                height={1000}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-105 motion-reduce:transition-none"
              />
              <div
                aria-hidden
                className="absolute inset-0 bg-gradient-to-t from-ink/85 via-ink/25 to-transparent"
              />
              {index === 0 && <Badge className="absolute top-3 left-3">New</Badge>}
              <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 p-3.5 text-ivory sm:p-5">
                <div>
                  <h3 className="font-serif text-lg leading-tight sm:text-2xl">{tile.name}</h3>
                  <p className="mt-1 hidden text-sm text-ivory/80 sm:block">{tile.blurb}</p>
                </div>
                <span
                  aria-hidden
                  className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-ivory/15 backdrop-blur-sm transition-colors group-hover:bg-gold-light group-hover:text-ink sm:inline-flex"
                >
                  <ArrowUpRight className="size-4" />
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
