import { ExternalLink, PackageX } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { usePageMeta } from '../../../components/ui/page-meta';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useProduct } from './api/get-product';
import { AdminPageHeader } from '../shell/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePermissions } from '../shell/use-permissions';
import { PRODUCTS_TAB, ProductForm } from './product-form';
import { productValues } from './product-form-values';
import { StockPanel } from './stock-panel';

function FormSkeleton() {
  return (
    <div aria-hidden className="space-y-8">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-4 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
          <SkeletonGroup className="space-y-2" shapes={['h-5 w-40', 'h-3 w-48']} />
          <Skeleton className="h-48 w-full" rounded="lg" />
        </div>
      ))}
    </div>
  );
}

export function EditProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const { canEdit } = usePermissions();
  usePageMeta(product.data ? `Edit ${product.data.name} · Admin` : 'Edit Product · Admin');

  if (product.isError) {
    return (
      <EmptyState
        look="screen"
        icon={PackageX}
        title="Product Not Found"
        text="It may have been deleted, or the link is out of date."
      >
        <ButtonLink to="/admin" variant="secondary" size="sm">
          Back to dashboard
        </ButtonLink>
      </EmptyState>
    );
  }

  return (
    <>
      <AdminPageHeader
        title={canEdit ? 'Edit Product' : 'View Product'}
        description={
          product.data ? (
            <>
              {product.data.name} · {product.data.skuId} ·{' '}
              <a
                href={`/products/${product.data.id}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium text-gold-dark underline-offset-4 hover:text-ink hover:underline"
              >
                View in store
                <ExternalLink aria-hidden className="size-3.5" />
              </a>
            </>
          ) : (
            'Loading…'
          )
        }
        back={{ to: PRODUCTS_TAB, label: 'Back to dashboard' }}
      />
      {!canEdit && (
        <Alert tone="info" className="mb-6">
          You can look at this product, but only editors and admins can change it.
        </Alert>
      )}
      {product.data ? (
        <>
          {product.data.kind === 'rolls' && (
            <div className="mb-8">
              <StockPanel product={product.data} readOnly={!canEdit} />
            </div>
          )}
          <ProductForm
            key={`${product.data.id}:${product.data.updatedAt}`}
            product={product.data}
            defaultValues={productValues(product.data)}
            readOnly={!canEdit}
          />
        </>
      ) : (
        <FormSkeleton />
      )}
    </>
  );
}
