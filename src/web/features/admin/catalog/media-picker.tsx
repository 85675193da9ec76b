import { clsx } from 'clsx';
import { Check, ImageOff, Upload } from 'lucide-react';
import { useState } from 'react';
import { countOf } from '../../../../domain/format';
import type { MediaItem } from '../../../../domain/media';
import { Button, buttonStyles } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useMedia, useUploadMedia } from './api/media';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';

export interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** images the product already has; shown as added and not offered again */
  chosen: readonly string[];
  /** the URLs picked, in the order they were picked */
  onPick: (urls: string[]) => void;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

function Library({
  chosen,
  onPick,
  onCancel,
}: Omit<MediaPickerProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const media = useMedia();
  const upload = useUploadMedia();
  const [picked, setPicked] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const images = (media.data ?? []).filter((item): item is MediaItem => item.type === 'image');

  const toggle = (url: string) =>
    setPicked((list) => (list.includes(url) ? list.filter((u) => u !== url) : [...list, url]));

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        // What was just uploaded is almost always what is wanted: pick it straight away.
        onSuccess: (item) => setPicked((list) => [...list, item.url]),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <>
      <div className="px-6 pt-4 pb-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-muted">
            {media.isPending ? 'Loading the library…' : countOf(images.length, 'image')}
          </p>
          <label className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'cursor-pointer' })}>
            <Upload aria-hidden className="size-4" />
            {progress !== null ? `Uploading ${Math.round(progress * 100)}%` : 'Upload image'}
            <input
              type="file"
              accept={ACCEPT}
              className="sr-only"
              disabled={upload.isPending}
              onChange={(e) => {
                onFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        </div>
        {upload.isError && (
          <Alert className="mt-3">{errorMessage(upload.error, 'The image could not be uploaded.')}</Alert>
        )}
      </div>

      <div className="max-h-[55vh] overflow-y-auto px-6 py-3">
        {media.isPending ? (
          <div className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="aspect-square w-full" rounded="lg" />
            ))}
          </div>
        ) : images.length === 0 ? (
          <EmptyState
            look="inset"
            icon={ImageOff}
            title={media.isError ? 'The library could not be loaded' : 'No images yet'}
            text="Upload one above, or add an image by its URL."
          />
        ) : (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {images.map((item) => {
              const already = chosen.includes(item.url);
              const selected = picked.includes(item.url);
              const order = picked.indexOf(item.url) + 1;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    disabled={already}
                    aria-pressed={selected}
                    aria-label={`${item.fileName ?? 'Image'}${already ? ' (already added)' : ''}`}
                    onClick={() => toggle(item.url)}
                    className={clsx(
                      'group relative block aspect-square w-full overflow-hidden rounded-lg bg-sand-100 ring-offset-2 transition',
                      selected ? 'ring-2 ring-gold-dark' : 'hover:ring-2 hover:ring-sand-300',
                      already && 'cursor-not-allowed opacity-45',
                    )}
                  >
                    <img
                      src={item.thumbnailUrl ?? item.url}
                      alt=""
                      loading="lazy"
                      className="size-full object-cover"
                    />
                    {selected && (
                      <span className="absolute top-1.5 right-1.5 flex size-6 items-center justify-center rounded-full bg-gold-dark text-xs font-semibold text-white shadow">
                        {order}
                      </span>
                    )}
                    {already && (
                      <span className="absolute inset-x-1.5 bottom-1.5 inline-flex items-center justify-center gap-1 rounded-full bg-ink/75 py-0.5 text-[10px] font-medium text-white">
                        <Check aria-hidden className="size-3" /> Added
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div className="flex items-center justify-end gap-2 border-t border-sand-200 bg-sand-50 px-6 py-4">
        <p className="mr-auto hidden text-xs text-ink-muted sm:block">
          {picked.length ? `${picked.length} selected, added in the order picked` : 'Pick one or more images'}
        </p>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" disabled={picked.length === 0} onClick={() => onPick(picked)}>
          {picked.length > 1 ? `Add ${picked.length} images` : 'Add image'}
        </Button>
      </div>
    </>
  );
}

/** The media library in a dialog: pick existing images or upload a new one (POST /api/admin/media). */
export function MediaPicker({ open, onOpenChange, chosen, onPick }: MediaPickerProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Media library"
      description="Choose images for this product, or upload new ones."
      size="lg"
      hideClose
    >
      <Library
        chosen={chosen}
        onPick={(urls) => {
          onPick(urls);
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}
