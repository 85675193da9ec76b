import { clsx } from 'clsx';
import { Check, Crop as CropIcon, Download, Heart, Ruler, ShoppingBag } from 'lucide-react';
import { formatINR } from '../../../../../domain/format';
import type { Crop } from '../../../../../domain/walls';
import { Button } from '../../../../components/ui/button';
import type { useWallPreview } from './use-wall-preview';

type Preview = ReturnType<typeof useWallPreview>;

interface WallOrderPanelProps {
  preview: Preview;
  /** the product the viewer opened on: only its own size goes back to the page */
  productId: string;
  onUseSize: (size: { width: number; height: number }) => void;
  onUseCrop?: (crop: Crop) => void;
  onClose: () => void;
}

/** The wall's price, and what to do with it: add it to the cart, take it back to the page, save the picture. */
export function WallOrderPanel({ preview, productId, onUseSize, onUseCrop, onClose }: WallOrderPanelProps) {
  const { design } = preview.design;
  const { roomWalls, crop, widthIn, heightIn } = preview.size;
  const order = preview.order;
  return (
    <>
      <div className="flex items-baseline justify-between gap-3 rounded-card bg-sand-50 px-4 py-3">
        <span className="text-sm text-ink-soft">
          {design.kind === 'rolls'
            ? `${order.rolls} rolls for this wall`
            : roomWalls
              ? 'Price for your walls'
              : 'Price for this wall'}
        </span>
        <span
          data-testid="wall-price"
          aria-live="polite"
          className="font-serif text-2xl lining-nums tabular-nums"
        >
          {formatINR(order.price)}
        </span>
      </div>

      <div className="grid gap-2.5">
        <Button
          onClick={() => {
            if (!order.added) void order.add();
          }}
          disabled={order.blocked || !design.inStock}
          // Not disabled while 'Added to Cart' shows, so the keyboard focus stays on it.
          aria-disabled={order.added || undefined}
          className={clsx(order.added && 'aria-disabled:opacity-100')}
          icon={
            order.added ? (
              <Check aria-hidden className="size-[18px]" />
            ) : (
              <ShoppingBag aria-hidden className="size-[18px]" />
            )
          }
        >
          {!design.inStock ? 'Out of Stock' : order.added ? 'Added to Cart' : 'Add to Cart'}
        </Button>
        <div className="grid grid-cols-2 gap-2.5">
          {roomWalls ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={!crop || !onUseCrop}
              onClick={() => {
                if (crop) onUseCrop?.(crop);
                onClose();
              }}
              icon={<CropIcon aria-hidden className="size-4" />}
            >
              Use this placement
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              disabled={order.blocked || design.id !== productId}
              onClick={() => {
                onUseSize({ width: widthIn, height: heightIn });
                onClose();
              }}
              icon={<Ruler aria-hidden className="size-4" />}
            >
              Use this wall size
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={!order.drawn}
            onClick={() => void order.download()}
            icon={<Download aria-hidden className="size-4" />}
          >
            Save image
          </Button>
        </div>
        {order.loggedIn && (
          <Button
            variant="quiet"
            size="sm"
            disabled={!order.drawn}
            loading={order.keeping}
            onClick={() => void order.keep()}
            icon={<Heart aria-hidden className="size-4" />}
          >
            Keep in my account
          </Button>
        )}
      </div>
    </>
  );
}
