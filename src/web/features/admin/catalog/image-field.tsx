import { ChevronLeft, ChevronRight, ImagePlus, Images, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProductImage } from '../../../components/ui/product-image';
import { FieldError } from '../../../components/ui/form-field';
import { MediaPicker } from './media-picker';
import { AddToList } from './add-to-list';

export interface ImageFieldProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  disabled?: boolean;
}

const move = (list: readonly string[], from: number, to: number): string[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * docs/store-rules.md#screens, #validation: images added by URL (trimmed, blanks ignored, no duplicates) or
 * from the media library; the first is the cover the storefront shows on cards, so the order can be changed.
 */
export function ImageField({ value, onChange, error, disabled }: ImageFieldProps) {
  const [pickerOpen, setPickerOpen] = useState(false);

  return (
    <div>
      {value.length > 0 ? (
        <ol aria-label="Product images" className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {value.map((src, index) => (
            <li key={src} className="group relative">
              <ProductImage
                src={src}
                alt={`Image ${index + 1}`}
                width={160}
                height={200}
                sizes="160px"
                className="aspect-[4/5] w-full rounded-lg border border-sand-200"
              />
              {index === 0 && (
                <Badge tone="ink" className="absolute top-1.5 left-1.5">
                  Cover
                </Badge>
              )}
              {!disabled && (
                <div className="absolute inset-x-1.5 bottom-1.5 flex items-center justify-between gap-1">
                  <div className="flex gap-1">
                    <TileButton
                      label={`Move image ${index + 1} left`}
                      disabled={index === 0}
                      onClick={() => onChange(move(value, index, index - 1))}
                    >
                      <ChevronLeft aria-hidden className="size-3.5" />
                    </TileButton>
                    <TileButton
                      label={`Move image ${index + 1} right`}
                      disabled={index === value.length - 1}
                      onClick={() => onChange(move(value, index, index + 1))}
                    >
                      <ChevronRight aria-hidden className="size-3.5" />
                    </TileButton>
                  </div>
                  <TileButton
                    label={`Remove image ${index + 1}`}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                    danger
                  >
                    <X aria-hidden className="size-3.5" />
                  </TileButton>
                </div>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <div className="flex flex-col items-center rounded-lg border border-dashed border-sand-300 bg-sand-50/60 px-4 py-8 text-center">
          <Images aria-hidden className="size-6 text-gold-dark" strokeWidth={1.5} />
          <p className="mt-2 text-sm text-ink">No images yet</p>
          <p className="mt-0.5 text-xs text-ink-muted">The store shows a placeholder until one is added.</p>
        </div>
      )}

      {!disabled && (
        <AddToList
          label="Image URL"
          list={value}
          onChange={onChange}
          duplicateNote={() => 'That image is already added.'}
          placeholder="/images/… or https://…"
          addLabel="Add Image"
          addIcon={<ImagePlus className="size-4" />}
          type="url"
          className="mt-4"
          extra={
            <Button
              variant="secondary"
              size="sm"
              className="h-10 flex-1 sm:flex-none"
              icon={<Images className="size-4" />}
              onClick={() => setPickerOpen(true)}
            >
              Media library
            </Button>
          }
        />
      )}
      {error && <FieldError>{error}</FieldError>}

      <MediaPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        chosen={value}
        onPick={(urls) => onChange([...value, ...urls.filter((u) => !value.includes(u))])}
      />
    </div>
  );
}

function TileButton({
  label,
  onClick,
  disabled,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex size-7 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm ring-1 ring-ink/10 transition-colors disabled:opacity-40 ${
        danger ? 'hover:bg-danger hover:text-white' : 'hover:bg-ink hover:text-ivory'
      }`}
    >
      {children}
    </button>
  );
}
