import { Frame } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { Crop } from '../../../../../domain/walls';
import type { WallPreviewStart } from './use-wall-preview';

// The viewer, twgl.js and its shaders load on the first press, so the product page's first load stays small.
const WallPreviewViewer = lazy(() =>
  import('./wall-preview-viewer').then((m) => ({ default: m.WallPreviewViewer })),
);

interface WallPreviewButtonProps extends WallPreviewStart {
  onUseSize: (size: { width: number; height: number }) => void;
  onUseCrop?: (crop: Crop) => void;
}

/** 'See it on your wall' on the product page. */
export function WallPreviewButton({ onUseSize, onUseCrop, ...start }: WallPreviewButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        onClick={show}
        // Fetching the viewer's code as the finger lands saves a beat on a slow phone.
        onPointerDown={() => void import('./wall-preview-viewer')}
        icon={<Frame aria-hidden className="size-[18px]" />}
      >
        See it on your wall
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <WallPreviewViewer
            // Opened again after the walls or crop changed on the page, it starts from them afresh.
            key={JSON.stringify(start.room ?? null)}
            {...start}
            open={open}
            onOpenChange={setOpen}
            onUseSize={onUseSize}
            onUseCrop={onUseCrop}
          />
        </Suspense>
      )}
    </>
  );
}
