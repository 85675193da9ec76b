import { usePageMeta } from '../../components/ui/page-meta';
import { useHome } from './api/get-home';
import { CategoryTiles } from './components/category-tiles';
import { HeroSlider } from './components/hero-slider';
import { ProductCarousel } from './components/product-carousel';
import { Testimonials } from './components/testimonials';
import { WhyChoose } from './components/why-choose';

export function HomePage() {
  usePageMeta(null);
  const home = useHome();
  // A failed fetch hides the carousels rather than leaving skeletons forever.
  const bestsellers = home.isError ? [] : home.data?.bestsellers;
  const topPicks = home.isError ? [] : home.data?.topPicks;

  return (
    <main>
      <HeroSlider />
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
