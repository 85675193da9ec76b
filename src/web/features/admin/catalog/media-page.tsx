import { clsx } from 'clsx';
import { Copy, Film, ImageIcon, Images, Link2, Plus, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_TYPES,
  MEDIA_VIDEO_MAX_BYTES,
  type MediaItem,
} from '../../../../domain/media';
import { ADMIN_MESSAGES } from '../../../../domain/staff';
import { formatDate } from '../../../../domain/format';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { Modal } from '../../../components/ui/modal';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../components/ui/page-meta';
import { errorMessage } from '../../../lib/api-client';
import { MEDIA_FAILURE, useAddMediaUrl, useDeleteMedia, useMedia, useUploadMedia } from './api/media';
import { AdminPageHeader } from '../shell/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog, useConfirmation } from '../shell/confirm-dialog';
import { QueryList } from '../shell/query-state';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useDraft } from '../shell/use-draft';
import { usePermissions } from '../shell/use-permissions';
import { FilterChips, formatBytes } from '../shell/page-parts';

type MediaType = MediaItem['type'];
type Source = 'file' | 'url';

const ACCEPT: Record<MediaType, string> = {
  image: 'image/jpeg,image/png,image/webp,image/gif',
  video: 'video/mp4,video/webm',
};
const LIMIT_NOTE: Record<MediaType, string> = {
  image: 'JPEG, PNG, WebP or GIF, up to 10 MB. Saved as WebP with a thumbnail.',
  video: 'MP4 or WebM, up to 50 MB.',
};

/** Spares a long upload the server would refuse anyway, with the server's own words. */
function sizeRefusal(file: File): string | null {
  if (file.size > MEDIA_VIDEO_MAX_BYTES) return ADMIN_MESSAGES.fileTooLarge;
  if (file.type.startsWith('image/') && file.size > MEDIA_IMAGE_MAX_BYTES)
    return ADMIN_MESSAGES.imageTooLarge;
  return null;
}

const displayName = (item: MediaItem) => {
  if (item.fileName) return item.fileName;
  try {
    const url = new URL(item.url, window.location.origin);
    return decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? url.host);
  } catch {
    return item.url;
  }
};

function AddMediaDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const upload = useUploadMedia();
  const addUrl = useAddMediaUrl();
  const [type, setType] = useState<MediaType>('image');
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<File | null>(null);
  const url = useDraft();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const pending = upload.isPending || addUrl.isPending;

  const reset = () => {
    setFile(null);
    url.set('');
    setProgress(null);
    setRefusal(null);
    setDragging(false);
  };
  const close = (next: boolean) => {
    if (pending) return;
    onOpenChange(next);
    if (!next) reset();
  };
  const choose = (chosen: File | null) => {
    setRefusal(chosen ? sizeRefusal(chosen) : null);
    setFile(chosen);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    const done = (item: MediaItem) => {
      toast.success(`${item.type === 'video' ? 'Video' : 'Image'} added`);
      onOpenChange(false);
      reset();
    };
    const fail = (error: unknown) => {
      setProgress(null);
      setRefusal(errorMessage(error, 'Could not add this media'));
    };
    if (source === 'url') {
      const trimmed = url.value.trim();
      // docs/store-rules.md#screens: a blank URL is ignored; nothing is sent.
      if (!trimmed) {
        urlRef.current?.focus();
        return;
      }
      addUrl.mutate({ type, url: trimmed }, { onSuccess: done, onError: fail });
      return;
    }
    if (!file) {
      setRefusal(ADMIN_MESSAGES.noFile);
      return;
    }
    const tooLarge = sizeRefusal(file);
    if (tooLarge) {
      setRefusal(tooLarge);
      return;
    }
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress }, { onSuccess: done, onError: fail });
  };

  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setDragging(false);
    choose(e.dataTransfer.files[0] ?? null);
  };

  const uploading = upload.isPending && progress !== null;
  const processing = uploading && progress >= 1;

  return (
    <Modal open={open} onOpenChange={close} title="Add media" description="Upload a file or link to one.">
      <form onSubmit={onSubmit} noValidate className="space-y-5 px-6 pt-4 pb-6">
        {refusal && <Alert>{refusal}</Alert>}
        <SelectField
          label="Media type"
          value={type}
          disabled={pending}
          onChange={(e) => {
            const next = MEDIA_TYPES.find((t) => t === e.target.value);
            if (next) setType(next);
          }}
        >
          <option value="image">Image</option>
          <option value="video">Video</option>
        </SelectField>

        <FilterChips
          label="Add from"
          value={source}
          onChange={(next) => {
            setSource(next);
            setRefusal(null);
          }}
          options={[
            { value: 'file', label: 'Upload a file' },
            { value: 'url', label: 'Paste a URL' },
          ]}
        />

        {source === 'file' ? (
          <div>
            <label
              htmlFor={fileInputId}
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              className={clsx(
                'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed px-4 py-8 text-center transition-colors',
                'has-[:focus-visible]:border-gold-dark has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-gold/15',
                dragging ? 'border-gold-dark bg-sand-50' : 'border-sand-300 bg-white hover:border-gold',
              )}
            >
              <Upload aria-hidden className="size-6 text-gold-dark" />
              {file ? (
                <span className="text-sm">
                  <span className="block max-w-[18rem] truncate font-medium text-ink">{file.name}</span>
                  <span className="text-ink-muted">{formatBytes(file.size)} · choose another</span>
                </span>
              ) : (
                <span className="text-sm text-ink-soft">
                  <span className="font-medium text-ink">Choose a file</span> or drop it here
                </span>
              )}
              <span className="text-xs text-ink-muted">{LIMIT_NOTE[type]}</span>
              <input
                id={fileInputId}
                name="file"
                type="file"
                accept={ACCEPT[type]}
                disabled={pending}
                className="sr-only"
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
              />
            </label>
            {uploading && (
              <div className="mt-3" aria-live="polite">
                {processing ? (
                  <p className="flex items-center gap-2 text-sm text-ink-soft">
                    <Spinner size="sm" label={null} /> Processing…
                  </p>
                ) : (
                  <>
                    <div
                      role="progressbar"
                      aria-label="Upload progress"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(progress * 100)}
                      className="h-2 overflow-hidden rounded-full bg-sand-100"
                    >
                      <div
                        className="h-full rounded-full bg-gold-dark transition-[width]"
                        style={{ width: `${Math.round(progress * 100)}%` }}
                      />
                    </div>
                    <p className="mt-1 text-xs text-ink-muted tabular-nums">
                      Uploading… {Math.round(progress * 100)}%
                    </p>
                  </>
                )}
              </div>
            )}
          </div>
        ) : (
          <TextField
            ref={urlRef}
            {...url.field}
            label={type === 'video' ? 'Video URL' : 'Image URL'}
            type="url"
            inputMode="url"
            placeholder="https://"
            disabled={pending}
            hint="Linked as it is; the file stays where it is hosted."
          />
        )}

        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="sm" onClick={() => close(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" loading={pending}>
            {source === 'file' ? 'Upload' : 'Add URL'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function MediaCard({
  item,
  canEdit,
  onDelete,
}: {
  item: MediaItem;
  canEdit: boolean;
  onDelete: (item: MediaItem) => void;
}) {
  const name = displayName(item);
  const copy = async () => {
    const absolute = new URL(item.url, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(absolute);
      toast.success('URL copied');
    } catch {
      toast.error('Could not copy. The URL is ' + absolute);
    }
  };
  return (
    <li className="group flex flex-col overflow-hidden rounded-card border border-sand-200 bg-white shadow-[0_1px_2px_rgb(43_39_36/0.04)]">
      <div className="relative aspect-[4/3] bg-sand-100">
        {item.type === 'video' ? (
          <video
            src={item.url}
            muted
            controls
            playsInline
            preload="metadata"
            aria-label={`Video: ${name}`}
            className="size-full bg-ink object-contain"
          />
        ) : (
          <img
            src={item.thumbnailUrl ?? item.url}
            alt={`Image: ${name}`}
            loading="lazy"
            className="size-full object-cover"
          />
        )}
        <span className="pointer-events-none absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-ivory/90 px-2 py-0.5 text-[10px] font-semibold tracking-[0.08em] text-ink uppercase backdrop-blur">
          {item.type === 'video' ? (
            <Film aria-hidden className="size-3" />
          ) : (
            <ImageIcon aria-hidden className="size-3" />
          )}
          {item.type}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 pb-2">
        <p className="truncate text-sm font-medium text-ink" title={name}>
          {name}
        </p>
        <div className="flex items-center gap-1">
          <p className="flex min-w-0 flex-1 items-center gap-1 text-xs text-ink-muted">
            {item.sizeBytes !== null ? (
              formatBytes(item.sizeBytes)
            ) : (
              <>
                <Link2 aria-hidden className="size-3" /> Linked
              </>
            )}
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <span className="hidden truncate sm:inline">{formatDate(item.createdAt)}</span>
          </p>
          <IconButton label={`Copy URL of ${name}`} icon={<Copy />} size="sm" onClick={() => void copy()} />
          {canEdit && (
            <IconButton
              label={`Delete ${name}`}
              icon={<Trash2 />}
              size="sm"
              className="text-danger hover:bg-danger/10"
              onClick={() => onDelete(item)}
            />
          )}
        </div>
      </div>
    </li>
  );
}

export function MediaPage() {
  usePageMeta('Media Management · Admin');
  const { canEdit } = usePermissions();
  const media = useMedia();
  const remove = useDeleteMedia();
  const [adding, setAdding] = useState(false);
  const deletion = useConfirmation<MediaItem>(remove, 'Could not delete this media');
  const deleting = deletion.target;
  const addButton = canEdit && (
    <Button size="sm" icon={<Plus className="size-4" />} onClick={() => setAdding(true)}>
      Add media
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Media Management"
        description="Images and videos for products and pages. Copy a URL into a product's images."
        actions={addButton}
      />
      <QueryList
        query={media}
        skeleton={
          <ul aria-busy className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="overflow-hidden rounded-card border border-sand-200 bg-white">
                <Skeleton className="aspect-[4/3] w-full" rounded="md" />
                <SkeletonGroup className="space-y-2 p-3" shapes={['h-4 w-3/4', 'h-3 w-1/2']} />
              </li>
            ))}
          </ul>
        }
        empty={{
          icon: Images,
          title: 'No media yet',
          failure: MEDIA_FAILURE,
          text: canEdit ? 'Upload an image or a video, or link to one hosted elsewhere.' : undefined,
          action: addButton,
        }}
      >
        {(items) => (
          <ul
            aria-label="Media library"
            className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
          >
            {items.map((item) => (
              <MediaCard key={item.id} item={item} canEdit={canEdit} onDelete={deletion.ask} />
            ))}
          </ul>
        )}
      </QueryList>

      {canEdit && <AddMediaDialog open={adding} onOpenChange={setAdding} />}
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete this media?"
        description={
          deleting && (
            <>
              <span className="font-medium text-ink">{displayName(deleting)}</span> will be removed from the
              library{deleting.sizeBytes !== null ? ' and its file deleted' : ''}. Anything still using its
              URL will no longer show it.
            </>
          )
        }
        confirmLabel="Delete"
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Media deleted');
              deletion.close();
            },
          });
        }}
      />
    </>
  );
}
