import { clsx } from 'clsx';
import { Camera } from 'lucide-react';
import { groupTitleClass } from '../components/section-heading';
import type { useWallPhoto } from './use-wall-photo';

/** The store's rooms as thumbnails, and the shopper's own photo taken or uploaded. */
export function RoomPicker({ photo }: { photo: ReturnType<typeof useWallPhoto> }) {
  return (
    <fieldset>
      <legend className={groupTitleClass}>Room</legend>
      <div className="mt-2 grid grid-cols-5 gap-2">
        {photo.rooms.map((r) => (
          <button
            key={r.id}
            type="button"
            aria-pressed={photo.room?.id === r.id}
            onClick={() => photo.chooseRoom(r)}
            className={clsx(
              'overflow-hidden rounded-lg border-2 transition-colors',
              photo.room?.id === r.id ? 'border-gold-dark' : 'border-transparent hover:border-sand-300',
            )}
          >
            <img src={r.image} alt={r.name} className="aspect-[4/3] w-full object-cover" />
          </button>
        ))}
        <label
          className={clsx(
            'flex aspect-[4/3] cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed text-[10px] leading-tight font-medium focus-within:ring-4 focus-within:ring-gold/30',
            photo.own ? 'border-gold-dark' : 'border-sand-300',
          )}
        >
          <Camera aria-hidden className="size-4" />
          Your wall
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => void photo.chooseOwnPhoto(event)}
            className="sr-only"
            aria-label="Take or upload a photo of your wall"
          />
        </label>
      </div>
    </fieldset>
  );
}
