import { clsx } from 'clsx';
import { useId } from 'react';
import { formatLength } from '../../../../../domain/walls';
import { InchesInput } from '../components/inches-input';
import { CropEditor, useLengthUnit } from '../components/room-walls';
import { groupTitleClass } from '../components/section-heading';
import type { useWallPreview } from './use-wall-preview';

/**
 * The wall the design covers: the page's measured walls one at a time, with the mural's crop over them, or a
 * width and height typed here.
 */
export function WallSizePicker({
  size,
  image,
}: {
  size: ReturnType<typeof useWallPreview>['size'];
  /** the product's picture, which a mural's crop is made on */
  image: string | undefined;
}) {
  const ids = useId();
  const [unit] = useLengthUnit();
  const { roomWalls, wallIndex, crop } = size;
  return (
    <>
      {roomWalls ? (
        <fieldset>
          <legend className={groupTitleClass}>Your walls</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {roomWalls.map((w, i) => (
              <button
                key={i}
                type="button"
                aria-pressed={i === wallIndex}
                onClick={() => size.setWallIndex(i)}
                className={clsx(
                  'rounded-full border px-3 py-1.5 text-sm tabular-nums',
                  i === wallIndex ? 'border-gold-dark bg-gold/10' : 'border-sand-300',
                )}
              >
                Wall {i + 1} · {formatLength(w.widthIn, unit)} × {formatLength(w.heightIn, unit)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <InchesInput id={`${ids}-Width`} label="Width" value={size.width} onChange={size.setWidth} />
          <InchesInput id={`${ids}-Height`} label="Height" value={size.height} onChange={size.setHeight} />
        </div>
      )}
      {roomWalls && crop && image && (
        <CropEditor image={image} walls={roomWalls} crop={crop} onChange={size.setCrop} />
      )}
    </>
  );
}
