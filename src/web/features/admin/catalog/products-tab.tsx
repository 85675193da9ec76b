import { Eye, Package, Pencil, Plus, Star, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PRODUCT_STATUSES, type AdminProduct, type ImportRefusal } from '../../../../domain/product-admin';
import { CATEGORIES, PRODUCT_KINDS } from '../../../../domain/constants';
import { CategoryFilterSchema } from '../../../../domain/product';
import { formatINR } from '../../../../domain/format';
import { productPrice } from '../../../../domain/pricing';
import { Badge } from '../../../components/ui/badge';
import { formatRate } from '../../../components/ui/price';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { DownloadButton } from '../../../components/ui/download-button';
import { ProductThumb } from '../../../components/ui/product-image';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteProduct } from './api/delete-product';
import { useProductCategories } from './api/get-product-categories';
import { useProducts } from './api/list-products';
import { downloadProductsCsv, useImportProducts } from './api/product-csv';
import { ConfirmDialog, useConfirmation } from '../shell/confirm-dialog';
import { textColumn, type Column } from '../shell/data-table';
import {
  LIST_PAGE_SIZE,
  DashboardTable,
  ListFilter,
  ListSearch,
  StatusFilter,
  Toolbar,
} from '../shell/dashboard-list';
import { Options } from '../shell/options';
import { RemoveButton } from '../shell/page-parts';
import { usePermissions } from '../shell/use-permissions';
import { StockBadge } from './stock-panel';
import { useDashboardParams } from '../shell/use-dashboard-params';

/** The rate shoppers see on the product's card (docs/decisions/014-one-honest-price.md). */
const rateText = (product: AdminProduct) => {
  const price = productPrice(product);
  return formatRate(price.rate, price.unit, price.ratePerSqft);
};

const KIND_LABEL = { customised: 'Customised', rolls: 'Wallpaper rolls' } as const;

const STATUS_LABEL = { active: 'Active', draft: 'Drafts' } as const;

const editPath = (product: AdminProduct) => `/admin/products/edit/${product.id}`;
const asStatus = (value: string) => PRODUCT_STATUSES.find((s) => s === value);

/** A row's first cell: the cover, the name that opens the product, and what kind of product it is. */
function ProductSummary({ product }: { product: AdminProduct }) {
  return (
    <div className="flex items-center gap-3">
      <ProductThumb
        src={product.images[0]}
        width={40}
        height={50}
        className="h-12 w-10 shrink-0 rounded-md"
      />
      <div className="min-w-0">
        <Link
          to={editPath(product)}
          className="line-clamp-2 max-w-[16rem] font-medium text-ink underline-offset-4 hover:text-gold-dark hover:underline"
        >
          {product.name}
        </Link>
        {product.status === 'draft' && (
          <Badge tone="warning" className="mt-1">
            Draft
          </Badge>
        )}
        <p className="mt-0.5 truncate text-xs text-ink-muted">
          {KIND_LABEL[product.kind]}
          {product.theme ? ` · ${product.theme}` : ''}
        </p>
        {/* The price column is hidden on a phone; the rate rides under the name instead. */}
        <p className="mt-0.5 text-xs text-ink sm:hidden">{rateText(product)}</p>
      </div>
    </div>
  );
}

/** The rows an import refused, one line each, as the server named them; nothing was written. */
function ImportReport({
  report,
  onClose,
}: {
  report: { message: string; refused: ImportRefusal[] } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={report !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Import refused"
      description={report?.message}
      size="lg"
    >
      <div className="max-h-[60vh] overflow-y-auto px-6 pt-2 pb-6">
        <table className="w-full text-sm">
          <caption className="sr-only">Refused rows</caption>
          <thead className="sticky top-0 bg-ivory">
            <tr className="text-left text-xs text-ink-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                Row
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Column
              </th>
              <th scope="col" className="py-2 font-medium">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {report?.refused.map((r, i) => (
              <tr key={`${r.row}-${r.field}-${i}`} className="border-t border-sand-100 align-top">
                <td className="py-1.5 pr-3 tabular-nums">{r.row}</td>
                <td className="py-1.5 pr-3 whitespace-nowrap text-ink-soft">{r.field}</td>
                <td className="py-1.5">{r.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}

export function ProductsTab() {
  const { page, search, category, status, update } = useDashboardParams();
  const { canEdit } = usePermissions();
  const categories = useProductCategories();
  const filter = CategoryFilterSchema.safeParse(category);
  const query = {
    search: search || undefined,
    category: filter.success && filter.data !== 'all' ? filter.data : undefined,
    status: asStatus(status),
  };
  const products = useProducts({ page, limit: LIST_PAGE_SIZE, ...query });
  const remove = useDeleteProduct();
  const deletion = useConfirmation<AdminProduct>(remove, 'The product could not be deleted.');
  const doomed = deletion.target;
  const importer = useImportProducts();
  const [report, setReport] = useState<{ message: string; refused: ImportRefusal[] } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const rows = products.isError ? [] : products.data?.products;

  const importCsv = (file: File) =>
    importer.mutate(file, {
      onSuccess: (outcome) => {
        if (outcome.imported) toast.success(outcome.result.message);
        else setReport(outcome.report);
      },
      onError: (error) => toast.error(errorMessage(error, 'The file could not be imported.')),
    });

  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        toast.success(`Deleted ${doomed.name}`);
        deletion.close();
        // The last product on the last page: step back rather than show an empty page.
        if (rows?.length === 1 && page > 1) update({ page: page - 1 });
      },
    });
  };

  const columns: Column<AdminProduct>[] = [
    {
      id: 'product',
      header: 'Product',
      cell: (product) => <ProductSummary product={product} />,
    },
    {
      id: 'sku',
      header: 'SKU',
      cell: (product) => (
        <span className="text-xs tracking-wide text-ink-soft tabular-nums">{product.skuId}</span>
      ),
      hideBelow: 'lg',
      className: 'whitespace-nowrap',
    },
    textColumn('category', 'Category', (product) => product.category, { hideBelow: 'md' }),
    {
      id: 'price',
      header: 'Price',
      cell: (product) => (
        <span className="whitespace-nowrap">
          <span className="font-medium tabular-nums">{formatINR(productPrice(product).rate)}</span>
          <span className="block text-[11px] text-ink-muted">
            {product.kind === 'rolls' ? `per roll · ${formatINR(product.price)} per sq ft` : 'per sq ft'}
          </span>
        </span>
      ),
      align: 'right',
      hideBelow: 'sm',
    },
    {
      id: 'stock',
      header: 'Stock',
      cell: (product) =>
        product.stock !== null ? (
          <StockBadge product={product} />
        ) : product.inStock ? (
          <Badge tone="success">In stock</Badge>
        ) : (
          <Badge tone="neutral">Out of stock</Badge>
        ),
      hideBelow: 'sm',
    },
    {
      id: 'bestseller',
      header: 'Bestseller',
      cell: (product) =>
        product.bestseller ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-gold-dark">
            <Star aria-hidden className="size-3.5 fill-gold text-gold" />
            Yes
          </span>
        ) : (
          <span className="text-xs text-ink-muted">No</span>
        ),
      hideBelow: 'md',
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (product) => (
        <div className="flex items-center justify-end gap-0.5">
          <Link
            to={editPath(product)}
            aria-label={`${canEdit ? 'Edit' : 'View'} ${product.name}`}
            title={canEdit ? 'Edit' : 'View'}
            className="inline-flex size-8 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-sand-100 hover:text-ink"
          >
            {canEdit ? <Pencil aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          </Link>
          {canEdit && (
            <RemoveButton
              label={`Delete ${product.name}`}
              icon={<Trash2 />}
              onClick={() => deletion.ask(product)}
            />
          )}
        </div>
      ),
      align: 'right',
    },
  ];

  return (
    <>
      <Toolbar>
        <ListSearch placeholder="Search name, tag or SKU" className="sm:w-72" />
        <ListFilter
          param="category"
          label="Category"
          all="All categories"
          value={category}
          className="sm:w-56"
        >
          <optgroup label="Category">
            <Options values={categories.data ?? CATEGORIES} labelOf={String} />
          </optgroup>
          <optgroup label="Kind">
            <Options values={PRODUCT_KINDS} labelOf={(kind) => KIND_LABEL[kind]} />
          </optgroup>
        </ListFilter>
        <StatusFilter values={PRODUCT_STATUSES} labelOf={(s) => STATUS_LABEL[s]} className="sm:w-36" />
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <DownloadButton
            variant="secondary"
            size="sm"
            download={() => downloadProductsCsv(query)}
            failure="The products could not be exported. Please try again."
          >
            Export CSV
          </DownloadButton>
          {canEdit && (
            <>
              <Button
                variant="secondary"
                size="sm"
                icon={<Upload className="size-4" />}
                loading={importer.isPending}
                onClick={() => fileInput.current?.click()}
              >
                Import CSV
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file to import"
                className="sr-only"
                tabIndex={-1}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) importCsv(file);
                }}
              />
              <ButtonLink to="/admin/products/add" size="sm" icon={<Plus className="size-4" />}>
                Add Product
              </ButtonLink>
            </>
          )}
        </div>
      </Toolbar>
      {canEdit && (
        <p className="-mt-2 mb-4 text-xs text-ink-muted">
          Import takes a file in the export&apos;s columns and matches products by SKU. If any row is refused,
          nothing is imported and each problem is listed.
        </p>
      )}

      <DashboardTable
        noun="products"
        query={products}
        columns={columns}
        empty={{
          icon: Package,
          filtered: Boolean(search || category || query.status),
          filteredHint: 'Try another search, category or status.',
          emptyHint: 'Add the first product to start the catalogue.',
        }}
      />

      <ImportReport report={report} onClose={() => setReport(null)} />
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete this product?"
        description={
          <>
            <span className="font-medium text-ink">{doomed?.name}</span> will be removed from the store, carts
            and wishlists. Orders that include it keep their own copy.
          </>
        }
        confirmLabel="Delete product"
        onConfirm={confirmDelete}
      />
    </>
  );
}
