import type { RoomPhoto } from '../../domain/wall-preview';

export const ROOM_PHOTO_SIZE = { width: 1600, height: 1200 } as const;

/**
 * The rooms the wall preview ships with. The art draws each wall at exactly these corners (the paperable
 * part, above the skirting), so the viewer can place a design there without the shopper marking anything.
 */
export const ROOM_PHOTOS: readonly RoomPhoto[] = [
  {
    id: 'living',
    name: 'Living room',
    corners: [
      { x: 200, y: 90 },
      { x: 1400, y: 90 },
      { x: 1400, y: 830 },
      { x: 200, y: 830 },
    ],
  },
  {
    id: 'bedroom',
    name: 'Bedroom',
    corners: [
      { x: 330, y: 170 },
      { x: 1480, y: 50 },
      { x: 1480, y: 900 },
      { x: 330, y: 800 },
    ],
  },
  {
    id: 'dining',
    name: 'Dining room',
    corners: [
      { x: 120, y: 140 },
      { x: 1480, y: 140 },
      { x: 1480, y: 790 },
      { x: 120, y: 790 },
    ],
  },
  {
    id: 'study',
    name: 'Study',
    corners: [
      { x: 130, y: 50 },
      { x: 1260, y: 160 },
      { x: 1260, y: 810 },
      { x: 130, y: 920 },
    ],
  },
].map((room) => ({
  ...room,
  corners: room.corners as RoomPhoto['corners'],
  image: `/images/room-${room.id}.webp`,
  front: `/images/room-${room.id}-front.webp`,
  ...ROOM_PHOTO_SIZE,
}));
