import { paletteFor } from './palettes';
import type { Palette } from './palettes';
import { createRng, hashString } from './prng';
import type { Rng } from './prng';
import { makeUid } from './svg';
import type { Motif } from './svg';
import { tropicalMotifs } from './motifs/tropical';
import { indianMotifs } from './motifs/indian';
import { modernMotifs } from './motifs/modern';
import { kidsMotifs } from './motifs/kids';
import { threeDMotifs } from './motifs/three-d';
import { globalMotifs } from './motifs/global';
import { ceilingMotifs } from './motifs/ceiling';

export const THEMES = [
  'Tropical',
  'Indian',
  'Modern',
  'Kids',
  '3D',
  'Global Destinations',
  'Ceiling',
] as const;
export type Theme = (typeof THEMES)[number];

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
