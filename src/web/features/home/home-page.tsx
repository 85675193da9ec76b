import { LoadError } from '../../components/ui/load-error';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { useHome } from './api/get-home';
import { CategoryTiles } from './components/category-tiles';
import { HeroSlider } from './components/hero-slider';
import { ProductCarousel } from './components/product-carousel';
import { Testimonials } from './components/testimonials';
import { WhyChoose } from './components/why-choose';

export function HomePage() {
  useTablePageMeta('home');
  const home = useHome();
  // A failed fetch says so once, where the first carousel would be, rather than leaving skeletons forever.
  const failed = home.isError && !home.data;
  const bestsellers = failed ? [] : home.data?.bestsellers;
  const topPicks = failed ? [] : home.data?.topPicks;

  return (
    <main>
      <HeroSlider />
      {failed && (
        <div className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8 lg:pt-24">
          <LoadError
            title="Our bestsellers could not be loaded."
            onRetry={() => void home.refetch()}
            retrying={home.isFetching}
          />
        </div>
      )}
      <ProductCarousel
        eyebrow="Most loved"
        title="Our Bestsellers"
        noun="bestsellers"
        products={bestsellers}
        className="pt-16 lg:pt-24"
      />
      <div className="pt-16 lg:pt-24">
        <CategoryTiles />
      </div>
      <ProductCarousel
        eyebrow="Curated by our studio"
        title="Top Picks: Watch & Shop"
        noun="top picks"
        products={topPicks}
        className="py-16 lg:py-24"
      />
      <WhyChoose />
      <div className="py-16 lg:py-24">
        <Testimonials />
      </div>
    </main>
  );
}
