import { useParams } from 'react-router';
import type { Product } from '../../../domain/product';
import { ButtonLink } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { meansNotFound } from '../../lib/api-client';
import { useProduct } from './detail/api/get-product';
import { useProductsByIds } from './detail/api/get-recently-viewed';
import { useAlsoBought, useRelatedProducts } from './detail/api/get-recommendations';
import { DetailSkeleton } from './detail/components/detail-skeleton';
import { FeatureBadges } from './detail/components/feature-badges';
import { ProductBreadcrumb } from './detail/components/product-breadcrumb';
import { ProductFaq } from './detail/components/product-faq';
import { ProductGallery } from './detail/components/product-gallery';
import { ProductHeader } from './detail/components/product-header';
import { ProductNotFound } from './detail/components/product-not-found';
import { ProductRail } from './detail/components/product-rail';
import { PurchasePanel } from './detail/components/purchase-panel';
import { ReviewsSection } from './detail/components/reviews-section';
import { useRecentlyViewed } from './detail/use-recently-viewed';

/** The first sentence or so of the description, for search results and link previews. */
const summary = (description: string) => {
  const first = description.split(/(?<=\.)\s/)[0] ?? description;
  return first.length > 160 ? `${first.slice(0, 157)}...` : first;
};

function ProductDetail({ product, recentIds }: { product: Product; recentIds: string[] }) {
  const related = useRelatedProducts(product.id);
  const alsoBought = useAlsoBought(product.id);
  const recent = useProductsByIds(recentIds);

  return (
    <main className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
      <ProductBreadcrumb name={product.name} />
      <div className="grid gap-8 pb-12 lg:grid-cols-12 lg:gap-14 lg:pb-16">
        <div className="lg:col-span-7">
          <div className="lg:sticky lg:top-28">
            <ProductGallery product={product} />
          </div>
        </div>
        <div className="space-y-8 lg:col-span-5">
          <ProductHeader product={product} />
          <PurchasePanel product={product} />
        </div>
      </div>
      <FeatureBadges kind={product.kind} />
      <div className="mt-12 sm:mt-16">
        <ProductRail
          title="Related Products"
          eyebrow="You may also like"
          products={related.data}
          isLoading={related.isPending}
        />
      </div>
      <ProductFaq />
      <ProductRail
        title="Customers Also Bought"
        eyebrow="Often bought together"
        products={alsoBought.data}
        isLoading={alsoBought.isPending}
      />
      <ProductRail
        title="Recently Viewed"
        eyebrow="Pick up where you left off"
        products={recent.products}
        isLoading={recent.isLoading}
      />
      <ReviewsSection product={product} />
    </main>
  );
}

export function ProductPage() {
  const { id = '' } = useParams();
  const { data: product, isPending, isError, error, refetch, isFetching } = useProduct(id);
  const recentIds = useRecentlyViewed(product?.id);
  const notFound = isError && meansNotFound(error);
  useTablePageMeta(
    'product',
    product ? product.name : notFound ? 'Product Not Found' : undefined,
    product ? summary(product.description) : undefined,
  );

  if (isPending) return <DetailSkeleton />;
  // docs/store-rules.md#errors's 'Product Not Found' is for a product the server says is not there; a request
  // that failed says so and offers a retry, as the product may well exist (decision 013).
  if (notFound) return <ProductNotFound />;
  if (isError) {
    return (
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-5 py-20 sm:py-28">
        <LoadError
          heading="h1"
          title="This design could not be loaded."
          onRetry={() => void refetch()}
          retrying={isFetching}
        >
          <ButtonLink to="/products" variant="quiet">
            Back to Products
          </ButtonLink>
        </LoadError>
      </main>
    );
  }
  // Keyed, so moving to a related product starts with fresh choices rather than the last product's.
  return <ProductDetail key={product.id} product={product} recentIds={recentIds} />;
}
