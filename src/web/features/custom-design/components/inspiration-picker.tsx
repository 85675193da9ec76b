import { clsx } from 'clsx';
import { Check, ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { buttonStyles } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { ACCEPTED_IMAGE_TYPES, IMAGE_RULE, MAX_UPLOAD_BYTES } from '../../../../domain/http';
import { coverPixelsPerInch, lowResolutionWarning } from '../../../../domain/walls';
import { useUploadInspiration } from '../api/upload-inspiration';
import { INSPIRATION_SAMPLES } from '../content';
import { StudioPhoto } from './studio-photo';

/** The request schema's cap on inspiration images, samples and uploads together. */
export const MAX_INSPIRATION_IMAGES = 10;
const SAMPLE_URLS = new Set(INSPIRATION_SAMPLES.map((s) => s.url));

interface PendingUpload {
  key: string;
  preview: string;
}

export interface InspirationPickerProps {
  images: readonly string[];
  /** given the current list, returns the next: uploads finish later, so they must not overwrite a newer list */
  onChange: (update: (images: string[]) => string[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** the wall the request is for, to warn when the shopper's own picture would print soft on it */
  wall?: { widthIn: number; heightIn: number } | null;
}

/** The file's own pixels, before the store scales its copy down: what a print could be made from. */
async function pixelSize(file: File): Promise<{ widthPx: number; heightPx: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { widthPx: bitmap.width, heightPx: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

export function InspirationPicker({ images, onChange, onUploadingChange, wall }: InspirationPickerProps) {
  const inputId = useId();
  const statusId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const inFlight = useRef(0);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sizes, setSizes] = useState<Record<string, { widthPx: number; heightPx: number }>>({});
  const upload = useUploadInspiration();
  const uploads = images.filter((url) => !SAMPLE_URLS.has(url));
  const room = MAX_INSPIRATION_IMAGES - images.length - pending.length;

  const toggleSample = (url: string) => {
    setError(null);
    if (!images.includes(url) && room <= 0) {
      setError(`You can add up to ${MAX_INSPIRATION_IMAGES} images.`);
      return;
    }
    onChange((list) => (list.includes(url) ? list.filter((u) => u !== url) : [...list, url]));
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setError(null);
    // The server judges by content; this only spares a pointless upload of an obviously wrong file.
    const wrong = files.find(
      (f) =>
        f.size > MAX_UPLOAD_BYTES ||
        (f.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(f.type)),
    );
    if (wrong) {
      setError(`${wrong.name}: ${IMAGE_RULE}`);
      return;
    }
    if (files.length > room) {
      setError(`You can add up to ${MAX_INSPIRATION_IMAGES} images.`);
      return;
    }
    const batch = files.map((file) => ({
      file,
      key: `${file.name}-${crypto.randomUUID()}`,
      preview: URL.createObjectURL(file),
    }));
    setPending((list) => [...list, ...batch]);
    inFlight.current += batch.length;
    onUploadingChange(true);
    await Promise.all(
      batch.map(async ({ file, key, preview }) => {
        try {
          const [{ url }, size] = await Promise.all([upload.mutateAsync(file), pixelSize(file)]);
          if (size) setSizes((known) => ({ ...known, [url]: size }));
          onChange((list) => [...list, url]);
        } catch (err) {
          setError(err instanceof ApiError ? err.message : 'The upload failed. Please try again.');
        } finally {
          URL.revokeObjectURL(preview);
          setPending((list) => list.filter((p) => p.key !== key));
          inFlight.current -= 1;
          if (inFlight.current === 0) onUploadingChange(false);
        }
      }),
    );
    fileInput.current?.focus();
  };

  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium text-ink">
          Pick any that feel close to your idea{' '}
          <span className="text-xs font-normal text-ink-muted">(optional)</span>
        </legend>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {INSPIRATION_SAMPLES.map((sample) => {
            const selected = images.includes(sample.url);
            return (
              <li key={sample.url}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => toggleSample(sample.url)}
                  className={clsx(
                    'group relative block w-full overflow-hidden rounded-lg bg-sand-100 text-left ring-offset-2 ring-offset-ivory transition',
                    selected ? 'ring-2 ring-gold-dark' : 'ring-1 ring-sand-200 hover:ring-sand-300',
                  )}
                >
                  <StudioPhoto
                    src={sample.url}
                    alt={sample.alt}
                    className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                  />
                  <span className="block bg-white px-2.5 py-2 text-xs font-medium text-ink">
                    {sample.label}
                  </span>
                  <span
                    aria-hidden
                    className={clsx(
                      'absolute top-2 right-2 flex size-6 items-center justify-center rounded-full transition',
                      selected
                        ? 'bg-gold-dark text-white'
                        : 'border border-white/80 bg-ink/25 text-transparent',
                    )}
                  >
                    <Check className="size-3.5" strokeWidth={3} />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div>
        <p className="text-sm font-medium text-ink">
          Or upload your own <span className="text-xs font-normal text-ink-muted">(optional)</span>
        </p>
        <p className="mt-1 text-xs text-ink-muted">
          Photos of your wall, sketches or images you love. JPEG, PNG or WebP, up to 5 MB each.
        </p>

        {(uploads.length > 0 || pending.length > 0) && (
          <ul className="mt-3 flex flex-wrap gap-3" aria-label="Your uploaded images">
            {uploads.map((url, index) => (
              <li key={url} className="relative">
                <img
                  src={url}
                  alt={`Your uploaded image ${index + 1}`}
                  className="size-24 rounded-lg object-cover ring-1 ring-sand-200"
                />
                {/* IconButton positions itself relatively, so the corner placement lives on a wrapper. */}
                <span className="absolute -top-2 -right-2">
                  <IconButton
                    label={`Remove uploaded image ${index + 1}`}
                    icon={<X />}
                    size="sm"
                    variant="solid"
                    className="shadow-md"
                    onClick={() => onChange((list) => list.filter((u) => u !== url))}
                  />
                </span>
              </li>
            ))}
            {pending.map((p) => (
              <li key={p.key} className="relative size-24 overflow-hidden rounded-lg ring-1 ring-sand-200">
                <img src={p.preview} alt="" className="size-full object-cover opacity-50" />
                <Spinner className="absolute inset-0 text-ink" label="Uploading" />
              </li>
            ))}
          </ul>
        )}
        {wall &&
          uploads.map((url, index) => {
            const size = sizes[url];
            const warning = size ? lowResolutionWarning(coverPixelsPerInch(size, wall)) : null;
            return (
              warning && (
                <p key={url} data-testid="low-resolution" className="mt-2 text-xs text-danger">
                  Uploaded image {index + 1} ({size?.widthPx} × {size?.heightPx} px): {warning}
                </p>
              )
            );
          })}

        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          multiple
          className="peer sr-only"
          aria-describedby={error ? statusId : undefined}
          onChange={onFiles}
          disabled={room <= 0}
        />
        <label
          htmlFor={inputId}
          className={buttonStyles({
            variant: 'secondary',
            size: 'sm',
            className: clsx(
              'mt-3 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold',
              room <= 0 && 'pointer-events-none opacity-50',
            ),
          })}
        >
          <ImagePlus aria-hidden className="size-4" />
          Upload images
        </label>
        {error && (
          <p id={statusId} role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
