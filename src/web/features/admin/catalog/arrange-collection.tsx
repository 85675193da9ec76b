import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, GripVertical, Home, Trash2 } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Collection } from '../../../../domain/collection';
import { HOME_CAROUSEL_SIZE } from '../../../../domain/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { ProductThumb } from '../../../components/ui/product-image';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useSaveCollectionOrder, type CollectionProduct } from './api/collections';
import { ProductSearch, toCollectionProduct } from './arrange-product-search';
import { Toggle } from '../shell/page-parts';

/** The two collections the home page reads (docs/store-rules.md#screens: 'Top Picks: Watch & Shop'). */
export const HOME_COLLECTIONS: Record<string, string> = {
  bestsellers: 'Our Bestsellers',
  'top-picks': 'Top Picks: Watch & Shop',
};

interface RowProps {
  product: CollectionProduct;
  index: number;
  count: number;
  featured: boolean;
  canEdit: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onFeatured: (product: CollectionProduct, featured: boolean) => void;
  /** beyond the carousel's length on a home collection: saved, but not shown on the home page */
  offCarousel: boolean;
}

function SortableRow({
  product,
  index,
  count,
  featured,
  canEdit,
  onMove,
  onRemove,
  onFeatured,
  offCarousel,
}: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: product.id,
      disabled: !canEdit,
    });
  const style = {
    transform: transform
      ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)`
      : undefined,
    transition,
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-product-id={product.id}
      className={clsx(
        'flex items-center gap-2 border-b border-sand-100 bg-white px-2 py-2 last:border-0 sm:gap-3 sm:px-3',
        isDragging && 'relative z-10 rounded-lg shadow-soft ring-1 ring-gold/40',
        offCarousel && 'bg-sand-50/60',
      )}
    >
      {canEdit && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${product.name}, position ${index + 1} of ${count}`}
          className="flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-ink-muted hover:bg-sand-100 hover:text-ink active:cursor-grabbing"
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
      )}
      <span
        aria-hidden
        className="w-5 shrink-0 text-right font-serif text-sm text-ink-muted tabular-nums lining-nums"
      >
        {index + 1}
      </span>
      <ProductThumb
        src={product.image || undefined}
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-md"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm leading-snug text-ink">{product.name}</p>
        <div className="mt-1">
          <Toggle
            checked={featured}
            disabled={!canEdit}
            label={`Featured: ${product.name}`}
            text={<span className="text-xs">Featured</span>}
            onChange={(next) => onFeatured(product, next)}
          />
        </div>
      </div>
      {canEdit && (
        <div className="flex shrink-0 flex-col items-center gap-0.5 sm:flex-row sm:gap-1">
          <IconButton
            label={`Move ${product.name} up`}
            icon={<ArrowUp />}
            size="sm"
            data-move="up"
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <IconButton
            label={`Move ${product.name} down`}
            icon={<ArrowDown />}
            size="sm"
            data-move="down"
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
        </div>
      )}
      {canEdit && (
        <IconButton
          label={`Remove ${product.name} from this collection`}
          icon={<Trash2 />}
          size="sm"
          className="shrink-0 text-ink-muted hover:bg-danger/10 hover:text-danger"
          onClick={() => onRemove(index)}
        />
      )}
    </li>
  );
}

/** Cards shaped like CollectionCard, while the collections load. */
export function CollectionsSkeleton() {
  return (
    <div className="grid gap-5 xl:grid-cols-2">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="rounded-card border border-sand-200 bg-white p-5">
          <Skeleton className="mb-4 h-6 w-40" />
          {Array.from({ length: 5 }, (_, j) => (
            <div key={j} className="flex items-center gap-3 py-2">
              <Skeleton className="size-12" />
              <Skeleton className="h-4 flex-1" />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export interface CollectionCardProps {
  collection: Collection;
  canEdit: boolean;
  featuredOf: (product: CollectionProduct) => boolean;
  onFeatured: (product: CollectionProduct, featured: boolean) => void;
  /** the page keeps a count of collections with unsaved changes, to warn before leaving */
  onDirtyChange: (id: string, dirty: boolean) => void;
}

const sameOrder = (a: readonly CollectionProduct[], b: readonly CollectionProduct[]) =>
  a.length === b.length && a.every((p, i) => p.id === b[i]?.id);

export function CollectionCard({
  collection,
  canEdit,
  featuredOf,
  onFeatured,
  onDirtyChange,
}: CollectionCardProps) {
  const save = useSaveCollectionOrder();
  const [draft, setDraftState] = useState<CollectionProduct[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const headingId = useId();
  const items = draft ?? collection.products;
  const dirty = draft !== null && !sameOrder(draft, collection.products);
  const homeTitle = HOME_COLLECTIONS[collection.slug];
  const ids = useMemo(() => items.map((p) => p.id), [items]);
  const included = useMemo(() => new Set(ids), [ids]);

  const setDraft = (next: CollectionProduct[] | null) => {
    setDraftState(next);
    onDirtyChange(collection.id, next !== null && !sameOrder(next, collection.products));
  };

  const nameOf = (id: UniqueIdentifier) => items.find((p) => p.id === id)?.name ?? 'the product';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const move = (from: number, to: number, focusButton = false) => {
    if (to < 0 || to >= items.length || from === to) return;
    const moved = items[from];
    if (!moved) return;
    setDraft(arrayMove(items, from, to));
    setAnnouncement(`${moved.name} moved to position ${to + 1} of ${items.length}.`);
    if (focusButton) {
      // Moving the row moves its DOM node, which can drop focus; keep it on the row's own arrow.
      requestAnimationFrame(() => {
        const row = listRef.current?.querySelector<HTMLElement>(`[data-product-id="${moved.id}"]`);
        const preferred = row?.querySelector<HTMLButtonElement>(`[data-move="${to < from ? 'up' : 'down'}"]`);
        const target =
          preferred && !preferred.disabled
            ? preferred
            : row?.querySelector<HTMLButtonElement>(`[data-move="${to < from ? 'down' : 'up'}"]`);
        target?.focus();
      });
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  const remove = (index: number) => {
    const removed = items[index];
    if (!removed) return;
    setDraft(items.filter((_, i) => i !== index));
    setAnnouncement(`${removed.name} removed. Save to keep the change.`);
  };

  const onSave = () =>
    save.mutate(
      { id: collection.id, productIds: items.map((p) => p.id) },
      {
        onSuccess: (saved) => {
          setDraft(null);
          toast.success(`${saved.name} saved`, {
            description: homeTitle ? 'The home page now shows this order.' : undefined,
          });
        },
        onError: (error) => toast.error(errorMessage(error, `Could not save ${collection.name}`)),
      },
    );

  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'overflow-hidden rounded-card border bg-white shadow-[0_1px_2px_rgb(43_39_36/0.04)] transition-colors',
        dirty ? 'border-gold/60' : 'border-sand-200',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-sand-100 px-4 py-4 sm:px-5">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="font-serif text-lg text-ink">
              {collection.name}
            </h2>
            {homeTitle && (
              <Badge tone="sand">
                <Home aria-hidden className="size-3" /> Home page
              </Badge>
            )}
            {dirty && (
              <Badge tone="warning">
                <span aria-hidden className="size-1.5 rounded-full bg-current" /> Unsaved changes
              </Badge>
            )}
          </div>
          <p className="mt-0.5 text-xs text-ink-muted">
            {items.length} {items.length === 1 ? 'product' : 'products'}
            {homeTitle && (
              <>
                {' '}
                · the first {HOME_CAROUSEL_SIZE} show in “{homeTitle}”
              </>
            )}
          </p>
        </div>
        {canEdit && (
          <div className="flex items-center gap-2">
            {dirty && (
              <Button variant="quiet" onClick={() => setDraft(null)} disabled={save.isPending}>
                Discard
              </Button>
            )}
            <Button
              size="sm"
              variant={dirty ? 'primary' : 'secondary'}
              disabled={!dirty}
              loading={save.isPending}
              onClick={onSave}
            >
              Save order
              <span className="sr-only"> of {collection.name}</span>
            </Button>
          </div>
        )}
      </header>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {items.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-ink-muted">
          {canEdit ? 'No products yet. Find one below to add it.' : 'No products in this collection.'}
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To pick up a product, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.',
            },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol ref={listRef} aria-label={`Products in ${collection.name}, in order`}>
              {items.map((product, index) => (
                <SortableRow
                  key={product.id}
                  product={product}
                  index={index}
                  count={items.length}
                  featured={featuredOf(product)}
                  canEdit={canEdit}
                  onMove={(from, to) => move(from, to, true)}
                  onRemove={remove}
                  onFeatured={onFeatured}
                  offCarousel={Boolean(homeTitle) && index >= HOME_CAROUSEL_SIZE}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      {canEdit && (
        <div className="border-t border-sand-100 px-4 py-4 sm:px-5">
          <ProductSearch
            collectionName={collection.name}
            included={included}
            onAdd={(product) => {
              setDraft([...items, toCollectionProduct(product, items.length)]);
              setAnnouncement(
                `${product.name} added at position ${items.length + 1}. Save to keep the change.`,
              );
            }}
          />
        </div>
      )}
    </section>
  );
}
