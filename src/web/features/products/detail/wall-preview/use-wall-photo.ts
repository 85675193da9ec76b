import { useEffect, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import type { RoomPhoto, WallCorners } from '../../../../../domain/wall-preview';
import { useBitmap } from './api/get-bitmap';
import { useRooms } from './api/get-rooms';

/** A shopper's own photo is scaled to this longest edge: sharper would not show and costs memory. */
const OWN_PHOTO_MAX_EDGE = 1600;

type Source = { kind: 'room'; room: RoomPhoto } | { kind: 'own'; url: string; name: string };

async function ownPhotoBitmap(file: Blob): Promise<ImageBitmap> {
  const full = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, OWN_PHOTO_MAX_EDGE / Math.max(full.width, full.height));
  if (scale === 1) return full;
  const resized = await createImageBitmap(full, {
    resizeWidth: Math.round(full.width * scale),
    resizeHeight: Math.round(full.height * scale),
    resizeQuality: 'high',
  });
  full.close();
  return resized;
}

/** A first guess for a new photo: the middle of the frame, for the shopper to pull onto their wall. */
const insetCorners = (w: number, h: number): WallCorners => [
  { x: w * 0.18, y: h * 0.12 },
  { x: w * 0.82, y: h * 0.12 },
  { x: w * 0.82, y: h * 0.78 },
  { x: w * 0.18, y: h * 0.78 },
];

/**
 * The photo the design goes on: one of the store's rooms (the first until another is chosen) or the shopper's
 * own, with the wall's four corners marked on it.
 */
export function useWallPhoto() {
  const rooms = useRooms();
  const [chosenSource, setSource] = useState<Source | null>(null);
  const [ownPhoto, setOwnPhoto] = useState<ImageBitmap | null>(null);
  const [markedCorners, setCorners] = useState<WallCorners | null>(null);

  const firstRoom = rooms.data?.[0];
  const source: Source | null = chosenSource ?? (firstRoom ? { kind: 'room', room: firstRoom } : null);
  const room = source?.kind === 'room' ? source.room : null;
  const own = source?.kind === 'own';
  const roomPhoto = useBitmap(room?.image ?? null);
  const roomFront = useBitmap(room?.front ?? null);

  // The shopper's photo never leaves the browser unless they save the preview; its URL is let go with it.
  useEffect(() => {
    if (chosenSource?.kind !== 'own') return;
    return () => URL.revokeObjectURL(chosenSource.url);
  }, [chosenSource]);

  const chooseRoom = (next: RoomPhoto) => {
    setSource({ kind: 'room', room: next });
    setCorners(next.corners);
  };

  const chooseOwnPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const bitmap = await ownPhotoBitmap(file);
      setOwnPhoto(bitmap);
      setSource({ kind: 'own', url: URL.createObjectURL(file), name: file.name });
      setCorners(insetCorners(bitmap.width, bitmap.height));
    } catch {
      toast.error('That file could not be read as a photo. Please try a JPEG or PNG.');
    }
  };

  return {
    rooms: rooms.data ?? [],
    /** the store's room on show, null for the shopper's own photo */
    room,
    own,
    photo: own ? ownPhoto : roomPhoto,
    /** the room's furniture, drawn over the design; the shopper's photo has none */
    front: own ? null : roomFront,
    corners: markedCorners ?? room?.corners ?? null,
    setCorners,
    chooseRoom,
    chooseOwnPhoto,
  };
}
