import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { AdminProduct } from '../../../../domain/product-admin';
import { formatDateTime } from '../../../../domain/format';
import { isLowStock } from '../../../../domain/stock';
import {
  StockAdjustmentBodySchema,
  type StockAdjustmentBody,
  type StockAdjustmentBodyInput,
} from '../../../../domain/stock-adjustment';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useRefusal } from '../../../lib/use-refusal';
import { useAdjustStock, useStockAdjustments } from './api/stock-adjustments';
import { Alert } from '../../../components/ui/alert';
import { TextField, fieldsOf } from '../../../components/ui/form-field';
import { FormSection } from './form-section';
import { ROLLS } from './number-fields';
import { toNumber } from './product-form-values';

/** The roll count as it stands, with its warning. */
export function StockBadge({ product }: { product: Pick<AdminProduct, 'stock' | 'kind'> }) {
  if (product.stock === null) return null;
  if (product.stock === 0) return <Badge tone="danger">Out of stock</Badge>;
  if (isLowStock(product.stock)) return <Badge tone="warning">Low: {product.stock} left</Badge>;
  return <Badge tone="sand">{product.stock} rolls</Badge>;
}

/**
 * Adjusting a roll's stock with a reason (decision 026): a change relative to the count as it is when it lands, so
 * it never undoes a sale made meanwhile; a new batch only once the shelf is empty. Every change is listed below it.
 */
export function StockPanel({ product, readOnly }: { product: AdminProduct; readOnly: boolean }) {
  const history = useStockAdjustments(product.id);
  const adjust = useAdjustStock(product.id);
  const { refusal, attempt } = useRefusal();
  const form = useForm<StockAdjustmentBodyInput, unknown, StockAdjustmentBody>({
    resolver: zodResolver(StockAdjustmentBodySchema),
    defaultValues: { reason: '', batch: '' },
  });
  const { handleSubmit, reset } = form;
  const field = fieldsOf(form);

  const onSubmit = handleSubmit(async (body) => {
    await attempt('The stock could not be adjusted. Please try again.', async () => {
      const saved = await adjust.mutateAsync(body);
      toast.success(`${saved.name}: ${saved.stock ?? 0} rolls in stock`);
      reset({ reason: '', batch: '' });
      await history.refetch();
    });
  });

  const adjustments = history.data?.adjustments ?? [];
  return (
    <FormSection
      title="Stock"
      description="Rolls received, damaged or counted: each change is kept with its reason and who made it."
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink" aria-live="polite">
        {product.stock === null ? (
          'Printed to order: no count is kept. Add rolls below to start counting.'
        ) : (
          <>
            <span>
              <strong className="font-semibold">{product.stock}</strong>{' '}
              {product.stock === 1 ? 'roll' : 'rolls'} in stock
              {product.batch ? ` · batch ${product.batch}` : ''}
            </span>
            <StockBadge product={product} />
          </>
        )}
      </p>
      {!readOnly && (
        <form onSubmit={onSubmit} noValidate aria-label="Adjust stock" className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)_10rem]">
            <TextField
              label="Change"
              hint="+ received, − removed"
              {...ROLLS}
              {...field('change', { setValueAs: toNumber })}
            />
            <TextField label="Reason" {...field('reason')} />
            <TextField label="New batch" optional hint="Only once the shelf is empty." {...field('batch')} />
          </div>
          {refusal && <Alert>{refusal}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" size="sm" variant="secondary" loading={adjust.isPending}>
              Adjust stock
            </Button>
          </div>
        </form>
      )}
      {adjustments.length > 0 && (
        <div className="border-t border-sand-100 pt-4">
          <h3 className="mb-2 text-sm font-medium text-ink">Adjustments</h3>
          <ul className="divide-y divide-sand-100 text-sm" aria-label="Stock adjustments">
            {adjustments.map((a) => (
              <li key={a.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2">
                <span className={a.change < 0 ? 'font-semibold text-danger' : 'font-semibold text-success'}>
                  {a.change > 0 ? `+${a.change}` : a.change}
                </span>
                <span className="text-ink">{a.reason}</span>
                <span className="text-ink-muted">
                  → {a.stockAfter}
                  {a.batch ? ` · ${a.batch}` : ''}
                </span>
                <span className="ml-auto text-xs text-ink-muted">
                  {formatDateTime(a.createdAt)}
                  {a.actor ? ` · ${a.actor.name}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </FormSection>
  );
}
