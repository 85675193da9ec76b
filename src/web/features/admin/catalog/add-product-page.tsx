import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { usePageMeta } from '../../../components/ui/page-meta';
import { AdminPageHeader } from '../shell/admin-page-header';
import { NO_PERMISSION } from '../shell/require-access';
import { usePermissions } from '../shell/use-permissions';
import { PRODUCTS_TAB, ProductForm } from './product-form';
import { newProductValues } from './product-form-values';

export function AddProductPage() {
  usePageMeta('Add Product · Admin');
  const { canEdit } = usePermissions();

  // A viewer who follows an old link is sent back with the server's own words rather than a dead form.
  useEffect(() => {
    if (!canEdit) toast.error(NO_PERMISSION, { id: 'no-permission' });
  }, [canEdit]);
  if (!canEdit) return <Navigate to={PRODUCTS_TAB} replace />;

  return (
    <>
      <AdminPageHeader
        title="Add Product"
        description="A new wallpaper or decor piece for the store."
        back={{ to: PRODUCTS_TAB, label: 'Back to dashboard' }}
      />
      <ProductForm defaultValues={newProductValues()} />
    </>
  );
}
