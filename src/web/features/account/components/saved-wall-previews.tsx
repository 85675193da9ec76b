import { useQuery } from '@tanstack/react-query';
import { Frame, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatDate } from '../../../../domain/format';
import { IconButton } from '../../../components/ui/icon-button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteWallPreview, wallPreviewsQuery } from '../api/wall-previews';

/** The previews a shopper kept from 'See it on your wall' (decision 017), newest first. */
export function SavedWallPreviews() {
  const titleId = useId();
  const previews = useQuery(wallPreviewsQuery());
  const remove = useDeleteWallPreview();

  const onDelete = (id: string) =>
    remove.mutate(id, {
      onError: (error) => toast.error(errorMessage(error, 'We could not delete this preview.')),
    });

  return (
    <section aria-labelledby={titleId} data-testid="saved-wall-previews" className="mt-10">
      <h2 id={titleId} className="font-serif text-2xl text-ink">
        Saved wall previews
      </h2>
      {previews.isPending ? (
        <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Skeleton rounded="lg" className="aspect-[4/3]" />
          <Skeleton rounded="lg" className="aspect-[4/3]" />
        </div>
      ) : previews.isError ? (
        <LoadError
          title="Your saved previews could not be loaded."
          onRetry={() => void previews.refetch()}
          retrying={previews.isFetching}
          className="mt-4"
        />
      ) : previews.data.length === 0 ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-ink-muted">
          <Frame aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-dark" />
          Press ‘See it on your wall’ on a product page, mark your wall, and save the preview: it will wait
          for you here.
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {previews.data.map((preview) => {
            const name = preview.productName ?? 'A design no longer in the store';
            return (
              <li
                key={preview.id}
                className="overflow-hidden rounded-card border border-sand-200 bg-white/80 shadow-soft"
              >
                <a href={preview.image} target="_blank" rel="noopener noreferrer" className="block">
                  <img
                    src={preview.image}
                    alt={`Wall preview of ${name}`}
                    loading="lazy"
                    width={400}
                    height={300}
                    className="aspect-[4/3] w-full bg-sand-100 object-cover"
                  />
                </a>
                <div className="flex items-start gap-2 p-3">
                  <div className="min-w-0 flex-1">
                    {preview.productId ? (
                      <Link
                        to={`/products/${preview.productId}`}
                        className="line-clamp-2 text-sm font-medium text-ink underline-offset-4 hover:underline"
                      >
                        {name}
                      </Link>
                    ) : (
                      <p className="line-clamp-2 text-sm text-ink-muted">{name}</p>
                    )}
                    <p className="mt-0.5 text-xs text-ink-muted">Saved {formatDate(preview.createdAt)}</p>
                  </div>
                  <IconButton
                    label={`Delete the preview of ${name}`}
                    icon={<Trash2 />}
                    size="sm"
                    className="-mt-1 -mr-1 text-ink-muted hover:text-danger"
                    onClick={() => onDelete(preview.id)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
