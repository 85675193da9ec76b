import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { Crop } from '../../../../../domain/walls';
import { IconButton } from '../../../../components/ui/icon-button';
import { DesignPicker } from './design-picker';
import { RoomPicker } from './room-picker';
import { useWallPreview, type WallPreviewStart } from './use-wall-preview';
import { WallOrderPanel } from './wall-order-panel';
import { WallSizePicker } from './wall-size-picker';
import { WallStage } from './wall-stage';

interface WallPreviewViewerProps extends WallPreviewStart {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUseSize: (size: { width: number; height: number }) => void;
  /** takes the crop placed here back to the page */
  onUseCrop?: (crop: Crop) => void;
}

/** 'See it on your wall': a full-screen viewer that tiles the design across a marked wall at its true scale. */
export function WallPreviewViewer({
  open,
  onOpenChange,
  onUseSize,
  onUseCrop,
  ...start
}: WallPreviewViewerProps) {
  const preview = useWallPreview(start);
  const { photo, stage } = preview;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="wall-preview"
          className="fixed inset-0 z-50 flex flex-col bg-[#1f1c1a] text-ivory outline-none lg:flex-row"
        >
          <div className="flex min-h-0 flex-[1_1_55%] flex-col lg:flex-1">
            <div className="flex items-center justify-between gap-3 px-4 py-3">
              <Dialog.Title className="font-serif text-lg lining-nums sm:text-xl">
                See it on your wall
              </Dialog.Title>
              <Dialog.Close asChild>
                <IconButton label="Close" icon={<X />} className="text-ivory hover:bg-white/10" />
              </Dialog.Close>
            </div>
            <div className="grid min-h-0 flex-1 place-items-center px-3 pb-3 [container-type:size]">
              {photo.photo && photo.corners ? (
                <WallStage
                  photo={photo.photo}
                  front={photo.front}
                  tile={stage.tile}
                  corners={photo.corners}
                  onCornersChange={photo.setCorners}
                  repeats={stage.repeats}
                  offset={stage.offset}
                  onRenderer={stage.setRenderer}
                />
              ) : (
                <div className="aspect-[4/3] w-full max-w-3xl animate-pulse rounded-lg bg-white/10" />
              )}
            </div>
            <p className="px-4 pb-3 text-[13px] text-ivory/75">
              Drag the four corners onto your wall’s corners.{' '}
              {stage.placed
                ? `Wall ${preview.size.wallIndex + 1} shows its part of the picture, as placed for your walls.`
                : `The design is drawn at its true size: ${stage.repeatCm > 0 ? `one repeat is ${stage.repeatCm.toFixed(1)} cm wide` : 'loading its repeat'}.`}
            </p>
          </div>

          <div className="max-h-[45dvh] shrink-0 overflow-y-auto bg-ivory px-4 py-4 text-ink lg:max-h-none lg:w-[380px] lg:px-6 lg:py-6">
            <div className="space-y-5">
              <RoomPicker photo={photo} />
              <DesignPicker choice={preview.design} />
              <WallSizePicker size={preview.size} image={start.product.images[0]} />
              <WallOrderPanel
                preview={preview}
                productId={start.product.id}
                onUseSize={onUseSize}
                onUseCrop={onUseCrop}
                onClose={() => onOpenChange(false)}
              />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
