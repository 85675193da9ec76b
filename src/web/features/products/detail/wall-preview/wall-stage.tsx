import { clsx } from 'clsx';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Point, WallCorners } from '../../../../../domain/wall-preview';
import { isConvexQuad } from './homography';
import { supportsWallPreview, WallRenderer, type WallScene } from './wall-renderer';

const CORNER_NAMES = ['Top-left', 'Top-right', 'Bottom-right', 'Bottom-left'] as const;
const HINT_ID = 'wall-handle-hint';

interface WallStageProps {
  photo: ImageBitmap | null;
  front: ImageBitmap | null;
  tile: ImageBitmap | null;
  corners: WallCorners;
  onCornersChange: (corners: WallCorners) => void;
  repeats: WallScene['repeats'];
  offset?: WallScene['offset'];
  onRenderer: (renderer: WallRenderer | null) => void;
}

const clampTo = (p: Point, w: number, h: number): Point => ({
  x: Math.min(w, Math.max(0, p.x)),
  y: Math.min(h, Math.max(0, p.y)),
});

/**
 * The photo with the design on the marked wall, and the four corner handles: dragged with a pointer, or
 * focused and moved with the arrow keys (1 px, 10 px with Shift). Corners are kept in photo pixels, so
 * the handles stay on the wall however the stage is sized.
 */
export function WallStage({
  photo,
  front,
  tile,
  corners,
  onCornersChange,
  repeats,
  offset,
  onRenderer,
}: WallStageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const rendererRef = useRef<WallRenderer | null>(null);
  const [supported] = useState(supportsWallPreview);
  const dragging = useRef<number | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !supported) return;
    const renderer = new WallRenderer(canvas);
    rendererRef.current = renderer;
    renderer.onDraw = () => {
      canvas.dataset.drawnCorners = JSON.stringify(renderer.drawnCorners);
      canvas.dataset.drawCount = String(Number(canvas.dataset.drawCount ?? 0) + 1);
    };
    onRenderer(renderer);
    return () => {
      onRenderer(null);
      renderer.dispose();
      rendererRef.current = null;
    };
  }, [onRenderer, supported]);

  useEffect(() => {
    if (photo) rendererRef.current?.setPhoto(photo, front);
  }, [photo, front]);
  useEffect(() => {
    if (tile) rendererRef.current?.setTile(tile);
  }, [tile]);
  useEffect(() => {
    rendererRef.current?.setScene({ corners, repeats, offset });
  }, [corners, repeats, offset]);

  const width = photo?.width ?? 4;
  const height = photo?.height ?? 3;

  const move = (index: number, next: Point) => {
    const updated = corners.map((c, i) => (i === index ? clampTo(next, width, height) : c)) as WallCorners;
    // A crossed or folded quad is no wall; the handle stops rather than turning the paper inside out.
    if (isConvexQuad(updated)) onCornersChange(updated);
  };

  const toPhoto = (event: PointerEvent): Point | null => {
    const rect = frameRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return null;
    return {
      x: ((event.clientX - rect.left) / rect.width) * width,
      y: ((event.clientY - rect.top) / rect.height) * height,
    };
  };

  const onPointerDown = (index: number) => (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    dragging.current = index;
  };
  const onPointerMove = (index: number) => (event: PointerEvent<HTMLButtonElement>) => {
    if (dragging.current !== index) return;
    const p = toPhoto(event);
    if (p) move(index, p);
  };
  const onPointerUp = () => {
    dragging.current = null;
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 10 : 1;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
      event.key
    ];
    if (!delta) return;
    event.preventDefault();
    // Steps are screen pixels, whatever the photo's own resolution.
    const rect = frameRef.current?.getBoundingClientRect();
    const scale = rect && rect.width > 0 ? width / rect.width : 1;
    const c = corners[index];
    if (c) move(index, { x: c.x + (delta[0] ?? 0) * scale, y: c.y + (delta[1] ?? 0) * scale });
  };

  if (!supported) {
    return (
      <p role="alert" className="p-6 text-center text-sm text-ivory">
        This browser cannot draw the wall preview (it needs WebGL 2). Try another browser or device.
      </p>
    );
  }

  return (
    <div
      ref={frameRef}
      className="relative touch-none select-none"
      // The stage is a size container: the photo fits it either way without cropping.
      style={{ aspectRatio: `${width} / ${height}`, width: `min(100cqw, calc(100cqh * ${width / height}))` }}
    >
      <canvas
        ref={canvasRef}
        data-testid="wall-canvas"
        data-repeats-x={repeats.x.toFixed(3)}
        data-repeats-y={repeats.y.toFixed(3)}
        data-offset-x={(offset?.x ?? 0).toFixed(3)}
        data-offset-y={(offset?.y ?? 0).toFixed(3)}
        aria-label="Your wall with the design on it"
        role="img"
        className={clsx('block size-full rounded-lg bg-ink/40', !photo && 'animate-pulse')}
      />
      <p id={HINT_ID} className="sr-only">
        Drag a corner to the corner of your wall, or use the arrow keys; hold Shift to move 10 pixels.
      </p>
      {corners.map((c, i) => (
        <button
          key={CORNER_NAMES[i]}
          type="button"
          data-testid="wall-handle"
          aria-label={`${CORNER_NAMES[i]} corner of the wall`}
          aria-describedby={HINT_ID}
          onPointerDown={onPointerDown(i)}
          onPointerMove={onPointerMove(i)}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown(i)}
          className="absolute size-11 -translate-x-1/2 -translate-y-1/2 cursor-grab rounded-full focus-visible:outline-none active:cursor-grabbing [&:focus-visible>span]:ring-4 [&:focus-visible>span]:ring-gold"
          style={{ left: `${(c.x / width) * 100}%`, top: `${(c.y / height) * 100}%` }}
        >
          <span
            aria-hidden
            className="absolute inset-3 rounded-full border-2 border-white bg-gold-dark/80 shadow-[0_0_0_1px_rgb(0_0_0/0.35)]"
          />
        </button>
      ))}
    </div>
  );
}
