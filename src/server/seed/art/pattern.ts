import type { Theme } from '../../../domain/constants';
import { paletteFor } from './palettes';
import type { Palette } from './palettes';
import { createRng, hashString } from '../../lib/prng';
import type { Rng } from '../../lib/prng';
import { makeUid } from './svg';
import type { Motif, TileLattice } from './svg';
import { tropicalMotifs } from './motifs/tropical';
import { indianMotifs } from './motifs/indian';
import { modernMotifs } from './motifs/modern';
import { kidsMotifs } from './motifs/kids';
import { threeDMotifs } from './motifs/three-d';
import { globalMotifs } from './motifs/global';
import { ceilingMotifs } from './motifs/ceiling';

export interface ArtSpec {
  theme: Theme;
  colorway: string;
  variant: number;
  seed: number;
}

const MOTIFS: Record<Theme, readonly Motif[]> = {
  Tropical: tropicalMotifs,
  Indian: indianMotifs,
  Modern: modernMotifs,
  Kids: kidsMotifs,
  '3D': threeDMotifs,
  'Global Destinations': globalMotifs,
  Ceiling: ceilingMotifs,
};

export function motifFor(spec: ArtSpec): Motif {
  const list = MOTIFS[spec.theme];
  const index = ((Math.floor(spec.variant) % list.length) + list.length) % list.length;
  const motif = list[index];
  if (!motif) throw new Error(`No motif for ${spec.theme}`);
  return motif;
}

export function motifCount(theme: Theme): number {
  return MOTIFS[theme].length;
}

export interface ResolvedPattern {
  motif: Motif;
  pal: Palette;
}

export function resolvePattern(spec: ArtSpec): ResolvedPattern {
  const motif = motifFor(spec);
  const rng = patternRng(spec);
  const preferDark = motif.ground === 'dark' || (motif.ground === 'either' && rng.chance(0.5));
  return { motif, pal: paletteFor(spec.colorway, preferDark) };
}

function patternRng(spec: ArtSpec): Rng {
  return createRng(
    (hashString(`${spec.theme}|${spec.colorway}|${spec.variant}`) ^ Math.imul(spec.seed | 0, 2654435761)) >>>
      0,
  );
}

// The prefix matters because room and hero scenes embed more than one pattern in a single SVG document.
export function patternBody(spec: ArtSpec, w: number, h: number, prefix: string): string {
  const { motif, pal } = resolvePattern(spec);
  const rng = patternRng(spec).fork(7);
  return motif.draw({ w, h, rng, pal, uid: makeUid(prefix) });
}

/** Pattern units are millimetres on the wall: a 600-unit terrazzo tile repeats every 60 cm. */
export const PATTERN_UNITS_PER_CM = 10;
/** Scene motifs (maps, skylines, skies) are drawn at this size and mirrored, as they have no repeat. */
const SCENE_SIZE = 1200;

export interface RepeatTile {
  /** the SVG body of one repeat, drawn in pattern units from the origin */
  body: string;
  w: number;
  h: number;
}

/** The axis-aligned period of a motif's lattice, or null when its transform has none we can cut. */
function periodOf(tile: TileLattice): { w: number; h: number } | null {
  const angle = /^rotate\((-?[\d.]+)\)$/.exec(tile.transform)?.[1];
  if (tile.transform === '' || angle === '0') return { w: tile.w, h: tile.h };
  if (angle === '90' || angle === '-90') return { w: tile.h, h: tile.w };
  // A square lattice turned 45° repeats along the axes every diagonal.
  if ((angle === '45' || angle === '-45') && tile.w === tile.h) {
    const d = tile.w * Math.SQRT2;
    return { w: d, h: d };
  }
  return null;
}

/**
 * One seamless repeat of the design, for tiling across a wall in the preview. Lattice motifs are cut at
 * their own period; scene motifs get a mirrored 2×2 tile, which meets itself at every edge.
 */
export function repeatTile(spec: ArtSpec, prefix: string): RepeatTile {
  const { motif, pal } = resolvePattern(spec);
  let lattice: TileLattice | null = null;
  motif.draw({
    w: SCENE_SIZE,
    h: SCENE_SIZE,
    rng: patternRng(spec).fork(7),
    pal,
    uid: makeUid(`${prefix}probe`),
    onTile: (tile) => (lattice ??= tile),
  });
  const period = lattice ? periodOf(lattice) : null;
  if (period) return { body: patternBody(spec, period.w, period.h, prefix), ...period };
  const s = SCENE_SIZE;
  const scene = `<g id="${prefix}scene">${patternBody(spec, s, s, prefix)}</g>`;
  const mirrored =
    `<use href="#${prefix}scene" transform="matrix(-1 0 0 1 ${2 * s} 0)"/>` +
    `<use href="#${prefix}scene" transform="matrix(1 0 0 -1 0 ${2 * s})"/>` +
    `<use href="#${prefix}scene" transform="matrix(-1 0 0 -1 ${2 * s} ${2 * s})"/>`;
  return { body: scene + mirrored, w: 2 * s, h: 2 * s };
}
