import type { Theme } from '../../../domain/constants';
import { PATTERN_UNITS_PER_CM, patternBody, repeatTile, resolvePattern } from './pattern';
import type { ArtSpec } from './pattern';
import { createRng, hashString } from '../../lib/prng';
import { renderSvg, svgDocument, type SaveImage } from './render';
import { ceilingScene, roomScene } from './room';
import type { FloorKind, Setting } from './room';
import { linearGradient } from './svg';

export type { ArtSpec };
export type { SaveImage };
export {
  renderCategoryImages,
  renderHeroImages,
  renderInspirationImages,
  renderTestimonialAvatars,
} from './scenes';
export { renderRoomPhotos } from './wall-rooms';

const LOGICAL = 1200;

const SETTINGS: Record<Theme, readonly Setting[]> = {
  Tropical: ['living', 'lounge', 'bedroom'],
  Indian: ['dining', 'living', 'bedroom'],
  Modern: ['living', 'lounge', 'dining'],
  Kids: ['kids'],
  '3D': ['living', 'dining', 'lounge'],
  'Global Destinations': ['bedroom', 'living', 'lounge'],
  Ceiling: ['living'],
};

const FLOOR_KINDS: readonly FloorKind[] = ['oak', 'walnut', 'pale'];

function sheen(id: string, w: number, h: number): string {
  // A faint raking light keeps flat vector art from reading as a screen graphic rather than printed paper.
  return (
    `<defs>${linearGradient(
      id,
      [
        [0, '#ffffff', 0.07],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.08],
      ],
      0,
      0,
      1,
      1,
    )}</defs>` + `<rect width="${w}" height="${h}" fill="url(#${id})"/>`
  );
}

export function patternSvg(spec: ArtSpec, width: number, height: number): string {
  const lw = LOGICAL;
  const lh = (LOGICAL * height) / width;
  const body = patternBody(spec, lw, lh, 'p');
  return svgDocument(width, height, body + sheen('psheen', lw, lh), `0 0 ${lw} ${lh}`);
}

export function roomSvg(spec: ArtSpec, width: number, height: number): string {
  const { pal } = resolvePattern(spec);
  const rng = createRng(hashString(`room|${spec.theme}|${spec.variant}`) ^ spec.seed);
  const settings = SETTINGS[spec.theme];
  const setting = rng.pick(settings);
  const options = {
    w: width,
    h: height,
    wall: (lw: number, lh: number) => patternBody(spec, lw, lh, 'w'),
    wallIsDark: pal.dark,
    setting,
    seed: rng.int(1, 1_000_000),
    prefix: 'x',
    accents: { main: pal.main, second: pal.second, accent: pal.accent },
    floor: rng.pick(FLOOR_KINDS),
    focus: 0.5,
  };
  const body = spec.theme === 'Ceiling' ? ceilingScene(options) : roomScene(options);
  return svgDocument(width, height, body);
}

export async function renderProductImages(
  spec: ArtSpec,
  save: SaveImage,
  baseName: string,
): Promise<string[]> {
  const [pattern, room] = await Promise.all([
    renderSvg(patternSvg(spec, 1200, 1200), save, `${baseName}-1`, [
      { suffix: '', width: 1200, height: 1200 },
      { suffix: '-sm', width: 480, height: 480 },
    ]),
    renderSvg(roomSvg(spec, 1200, 1200), save, `${baseName}-2`, [
      { suffix: '', width: 1200, height: 1200 },
      { suffix: '-sm', width: 480, height: 480 },
    ]),
  ]);
  return [pattern[0] ?? `${baseName}-1.webp`, room[0] ?? `${baseName}-2.webp`];
}

/** The repeat's width on the wall, in centimetres to the millimetre. */
export const wallTileRepeatCm = (spec: ArtSpec): number =>
  Math.round((repeatTile(spec, 't').w / PATTERN_UNITS_PER_CM) * 10) / 10;

// A pixel per millimetre is finer than any phone shows a repeat at; large scene repeats are capped.
const TILE_MAX_EDGE = 1024;

/** One seamless repeat of the design, for the wall preview. */
export async function renderWallTile(spec: ArtSpec, save: SaveImage, baseName: string): Promise<string> {
  const tile = repeatTile(spec, 't');
  const scale = Math.min(1, TILE_MAX_EDGE / Math.max(tile.w, tile.h));
  const width = Math.max(1, Math.round(tile.w * scale));
  const height = Math.max(1, Math.round(tile.h * scale));
  const [name] = await renderSvg(
    svgDocument(width, height, tile.body, `0 0 ${tile.w} ${tile.h}`),
    save,
    `${baseName}-tile`,
    [{ suffix: '', width, height }],
  );
  return name ?? `${baseName}-tile.webp`;
}
