import { LayoutList } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { toast } from 'sonner';
import { HOME_CAROUSEL_SIZE } from '../../../../domain/constants';
import { usePageMeta } from '../../../components/ui/page-meta';
import { errorMessage } from '../../../lib/api-client';
import {
  COLLECTIONS_FAILURE,
  useCollections,
  useSetFeatured,
  type CollectionProduct,
} from './api/collections';
import { AdminPageHeader } from '../shell/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { QueryList } from '../shell/query-state';
import { usePermissions } from '../shell/use-permissions';
import { CollectionCard, CollectionsSkeleton } from './arrange-collection';
import { CreateCollectionForm } from './create-collection-form';

export function ArrangePage() {
  usePageMeta('Arrange Products · Admin');
  const { canEdit } = usePermissions();
  const collections = useCollections();
  const setFeatured = useSetFeatured();
  // The switch answers at once; a refusal puts the old value back (see onFeatured).
  const [featured, setFeaturedState] = useState<Record<string, boolean>>({});
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const anyDirty = Object.values(dirty).some(Boolean);

  const onDirtyChange = useCallback((id: string, value: boolean) => {
    setDirty((prev) => (prev[id] === value ? prev : { ...prev, [id]: value }));
  }, []);

  const featuredOf = (product: CollectionProduct) => featured[product.id] ?? product.featured;
  const onFeatured = (product: CollectionProduct, next: boolean) => {
    const before = featuredOf(product);
    setFeaturedState((prev) => ({ ...prev, [product.id]: next }));
    setFeatured.mutate(
      { id: product.id, featured: next },
      {
        onSuccess: (result) => setFeaturedState((prev) => ({ ...prev, [result.id]: result.featured })),
        onError: (error) => {
          setFeaturedState((prev) => ({ ...prev, [product.id]: before }));
          toast.error(errorMessage(error, `Could not change ${product.name}`));
        },
      },
    );
  };

  // Unsaved orders are easy to lose: warn before the tab closes or the admin navigates away.
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => anyDirty && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <>
      <AdminPageHeader
        title="Arrange Products"
        description="Order the products in each collection. Changes go live when you save."
      />
      <Alert tone="info" className="mb-5">
        “Our Bestsellers” on the home page shows the first {HOME_CAROUSEL_SIZE} products marked{' '}
        <strong className="font-semibold text-ink">Bestseller</strong> (in the product form): those in the
        Bestsellers collection first, in the order saved here, then the other marked ones; a product here that
        is not marked is not shown. The first {HOME_CAROUSEL_SIZE} products of{' '}
        <strong className="font-semibold text-ink">Top Picks</strong> show in “Top Picks: Watch &amp; Shop”,
        in the order saved here. <strong className="font-semibold text-ink">Featured</strong> marks a product
        as a studio pick; featured products fill Top Picks whenever that collection is empty.
        {canEdit &&
          ' Drag a product by its handle (or focus the handle and use Space and the arrow keys), or use the up and down arrows.'}
      </Alert>
      {!canEdit && (
        <Alert tone="info" className="mb-5">
          You can see the arrangement. Only editors and admins can change it.
        </Alert>
      )}
      {canEdit && (
        <div className="mb-6 rounded-card border border-sand-200 bg-white px-4 py-4 sm:px-5">
          <CreateCollectionForm />
        </div>
      )}

      <QueryList
        query={collections}
        skeleton={<CollectionsSkeleton />}
        empty={{
          icon: LayoutList,
          title: 'No collections yet',
          failure: COLLECTIONS_FAILURE,
          text: canEdit ? 'Create one above, then add products to it.' : undefined,
        }}
      >
        {(list) => (
          <div className="grid items-start gap-5 xl:grid-cols-2">
            {list.map((collection) => (
              <CollectionCard
                key={collection.id}
                collection={collection}
                canEdit={canEdit}
                featuredOf={featuredOf}
                onFeatured={onFeatured}
                onDirtyChange={onDirtyChange}
              />
            ))}
          </div>
        )}
      </QueryList>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
        title="Leave without saving?"
        description="Some collections have an order you have not saved. Leaving discards it."
        confirmLabel="Leave"
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      />
    </>
  );
}
