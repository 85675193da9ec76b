import type { RoomPhoto } from '../../../domain/wall-preview';

export const ROOM_PHOTO_SIZE = { width: 1600, height: 1200 } as const;

/** One side of a wall: the camera is level, so each side is upright, at one x from its top y to its bottom y. */
type WallSide = readonly [x: number, top: number, bottom: number];

const room = (
  id: string,
  name: string,
  [lx, lTop, lBottom]: WallSide,
  [rx, rTop, rBottom]: WallSide,
  wallIn: RoomPhoto['wallIn'],
): RoomPhoto => ({
  id,
  name,
  wallIn,
  corners: [
    { x: lx, y: lTop },
    { x: rx, y: rTop },
    { x: rx, y: rBottom },
    { x: lx, y: lBottom },
  ],
  image: `/images/room-${id}.webp`,
  front: `/images/room-${id}-front.webp`,
  ...ROOM_PHOTO_SIZE,
});

/**
 * The rooms the wall preview ships with. The art draws each wall at exactly these corners (the paperable
 * part, above the skirting), so the viewer can place a design there without the shopper marking anything. Each
 * wall's real size (inches, width × height) is what the art depicts: an 8 ft ceiling above a skirting, widths
 * in the proportion of the wall's drawn sides, so a motif is drawn at its true size on it.
 */
export const ROOM_PHOTOS: readonly RoomPhoto[] = [
  room('living', 'Living room', [200, 90, 830], [1400, 90, 830], { width: 148, height: 92 }),
  room('bedroom', 'Bedroom', [330, 170, 800], [1480, 50, 900], { width: 156, height: 92 }),
  room('dining', 'Dining room', [120, 140, 790], [1480, 140, 790], { width: 192, height: 92 }),
  room('study', 'Study', [130, 50, 920], [1260, 160, 810], { width: 132, height: 92 }),
];
