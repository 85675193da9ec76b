import sharp from 'sharp';
import type { Point, RoomPhoto } from '../../../domain/wall-preview';
import { ROOM_PHOTOS } from '../../modules/wall-preview/room-photos';
import { shade } from './color';
import type { Kit } from './furniture';
import {
  armchair,
  bed,
  consoleTable,
  floorLamp,
  nightstand,
  pendant,
  plant,
  pouf,
  sideTable,
  sofa,
  tableLamp,
} from './furniture';
import { createRng, hashString } from '../../lib/prng';
import { renderSvg, svgDocument, type SaveImage } from './render';
import { f, linearGradient, makeUid, polygon, radialGradient } from './svg';

const PAINT: Record<string, string> = {
  living: '#ece6dc',
  bedroom: '#e8e2da',
  dining: '#efe9df',
  study: '#e6e1d8',
};

/** Furniture that stands in front of the wall, keyed by room; the base line is the skirting's foot. */
function furniture(id: string, k: Kit, base: (x: number) => number): string {
  const y = (x: number, ahead: number) => base(x) + ahead;
  switch (id) {
    case 'living':
      return (
        floorLamp(k, 330, y(330, 90), '#c9a45c') +
        sofa(k, 800, y(800, 110), '#5d6b5c', ['#c9a45c', '#e3d6c2', '#9a6a45', '#f1ebe1']) +
        plant(k, 1330, y(1330, 100), '#e9e3d9', 'fiddle')
      );
    case 'bedroom':
      return (
        nightstand(k, 560, y(560, 40), '#a07a57') +
        tableLamp(k, 560, y(560, 40) - 190 * k.u, '#c9a45c', 0.85) +
        bed(k, 930, y(930, 190), '#6b5a4e', '#f4efe6', '#9a6a45') +
        plant(k, 1400, y(1400, 120), '#c98f67', 'snake')
      );
    case 'dining':
      return (
        pendant(k, 640, 140, 180, '#c9a45c') +
        pendant(k, 960, 140, 140, '#c9a45c', 0.8) +
        consoleTable(k, 800, y(800, 30), '#8a6247', '#c9a45c') +
        pouf(k, 650, y(650, 150), '#e3d6c2') +
        pouf(k, 950, y(950, 150), '#e3d6c2') +
        plant(k, 1330, y(1330, 90), '#3e3a36', 'palm')
      );
    default:
      return (
        armchair(k, 560, y(560, 150), '#2f4858') +
        sideTable(k, 800, y(800, 120), '#b08a64') +
        tableLamp(k, 800, y(800, 120) - 190 * k.u, '#c9a45c', 0.8) +
        plant(k, 300, y(300, 140), '#d8c7ae', 'fiddle')
      );
  }
}

const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

interface RoomLayers {
  back: string;
  front: string;
}

function roomLayers(room: RoomPhoto): RoomLayers {
  const { width: w, height: h } = room;
  const [tl, tr, br, bl] = room.corners;
  const uid = makeUid(`rp${room.id}`);
  const k: Kit = { u: 0.95, uid, rng: createRng(hashString(`room-photo|${room.id}`)) };
  // The skirting hangs below the paperable wall, its height a share of the wall's height on each side.
  const skirtL = { x: bl.x, y: bl.y + (bl.y - tl.y) * 0.05 };
  const skirtR = { x: br.x, y: br.y + (br.y - tr.y) * 0.05 };
  const paint = PAINT[room.id] ?? '#ece6dc';
  const clip = uid('wc');
  const vGrad = uid('wv');
  const hGrad = uid('wh');
  const glow = uid('wg');
  const floor = uid('fl');
  const xs = [tl.x, tr.x, br.x, bl.x];
  const ys = [tl.y, tr.y, br.y, bl.y];
  const box = {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
  const mid = lerp(lerp(tl, tr, 0.35), lerp(bl, br, 0.35), 0.4);
  const defs =
    `<defs><clipPath id="${clip}"><path d="${polygon(room.corners)}"/></clipPath>` +
    linearGradient(vGrad, [
      [0, '#000000', 0.16],
      [0.4, '#000000', 0],
      [1, '#000000', 0.12],
    ]) +
    linearGradient(
      hGrad,
      [
        [0, '#000000', 0.14],
        [0.25, '#000000', 0],
        [0.75, '#000000', 0],
        [1, '#000000', 0.16],
      ],
      0,
      0,
      1,
      0,
    ) +
    radialGradient(glow, [
      [0, '#fff3dc', 0.3],
      [1, '#fff3dc', 0],
    ]) +
    linearGradient(floor, [
      [0, '#8f6b4a'],
      [0.3, '#b48d66'],
      [1, '#c29c73'],
    ]) +
    '</defs>';
  const back =
    defs +
    `<rect width="${w}" height="${h}" fill="${shade(paint, 0.1)}"/>` +
    `<path d="${polygon([{ x: 0, y: 0 }, { x: w, y: 0 }, tr, tl])}" fill="#f6f3ee"/>` +
    `<path d="${polygon([{ x: 0, y: 0 }, tl, skirtL, { x: 0, y: h }])}" fill="${shade(paint, 0.16)}"/>` +
    `<path d="${polygon([{ x: w, y: 0 }, tr, skirtR, { x: w, y: h }])}" fill="${shade(paint, 0.06)}"/>` +
    `<path d="${polygon([skirtL, skirtR, { x: w, y: h }, { x: 0, y: h }])}" fill="url(#${floor})"/>` +
    `<g clip-path="url(#${clip})"><rect x="${f(box.x)}" y="${f(box.y)}" width="${f(box.w)}" height="${f(box.h)}" fill="${paint}"/>` +
    `<rect x="${f(box.x)}" y="${f(box.y)}" width="${f(box.w)}" height="${f(box.h)}" fill="url(#${vGrad})"/>` +
    `<rect x="${f(box.x)}" y="${f(box.y)}" width="${f(box.w)}" height="${f(box.h)}" fill="url(#${hGrad})"/>` +
    `<ellipse cx="${f(mid.x)}" cy="${f(mid.y)}" rx="${f(box.w * 0.45)}" ry="${f(box.h * 0.5)}" fill="url(#${glow})"/></g>` +
    `<path d="${polygon([bl, br, skirtR, skirtL])}" fill="#f2eee6"/>` +
    `<path d="M${f(skirtL.x)} ${f(skirtL.y)}L${f(skirtR.x)} ${f(skirtR.y)}" stroke="#000000" stroke-opacity="0.2" stroke-width="4"/>`;
  const base = (x: number) => lerp(skirtL, skirtR, (x - skirtL.x) / (skirtR.x - skirtL.x)).y;
  return { back, front: furniture(room.id, k, base) };
}

/** Room photos for the wall preview: the full scene, and its furniture alone with transparency. */
export async function renderRoomPhotos(save: SaveImage): Promise<void> {
  await Promise.all(
    ROOM_PHOTOS.map(async (room) => {
      const { back, front } = roomLayers(room);
      const { width: w, height: h } = room;
      await renderSvg(svgDocument(w, h, back + front), save, `room-${room.id}`, [
        { suffix: '', width: w, height: h },
      ]);
      const layer = await sharp(Buffer.from(svgDocument(w, h, front)))
        .webp({ quality: 80, alphaQuality: 90, effort: 2 })
        .toBuffer();
      await save(`room-${room.id}-front.webp`, layer);
    }),
  );
}
