import type { Palette } from './palettes';
import type { Rng } from '../../lib/prng';

export interface DrawCtx {
  w: number;
  h: number;
  rng: Rng;
  pal: Palette;
  uid: (name: string) => string;
  /** told the repeat a motif fills with, so the wall preview can cut one seamless tile from it */
  onTile?: (tile: TileLattice) => void;
}

export interface TileLattice {
  w: number;
  h: number;
  transform: string;
}

export type Ground = 'light' | 'dark' | 'either';

export interface Motif {
  name: string;
  ground: Ground;
  draw: (c: DrawCtx) => string;
}

export interface Point {
  x: number;
  y: number;
}

export const f = (v: number): string => String(Math.round(v * 10) / 10);

export function makeUid(prefix: string): (name: string) => string {
  let counter = 0;
  return (name) => `${prefix}${name}${(counter++).toString(36)}`;
}

export function tr(x: number, y: number, rotate = 0, scale = 1): string {
  let t = `translate(${f(x)} ${f(y)})`;
  if (rotate) t += ` rotate(${f(rotate)})`;
  if (scale !== 1) t += ` scale(${Math.round(scale * 1000) / 1000})`;
  return t;
}

export const g = (transform: string, body: string, extra = ''): string =>
  `<g transform="${transform}"${extra ? ' ' + extra : ''}>${body}</g>`;

export function polygon(points: readonly Point[]): string {
  return 'M' + points.map((p) => `${f(p.x)} ${f(p.y)}`).join('L') + 'Z';
}

export function polyline(points: readonly Point[]): string {
  return 'M' + points.map((p) => `${f(p.x)} ${f(p.y)}`).join('L');
}

export function linearGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  x1 = 0,
  y1 = 0,
  x2 = 0,
  y2 = 1,
): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

export function patternFill(
  c: DrawCtx,
  tileW: number,
  tileH: number,
  content: string,
  transform = '',
): string {
  const id = c.uid('pt');
  const tf = transform ? ` patternTransform="${transform}"` : '';
  c.onTile?.({ w: Number(f(tileW)), h: Number(f(tileH)), transform });
  return (
    `<defs><pattern id="${id}" patternUnits="userSpaceOnUse" width="${f(tileW)}" height="${f(tileH)}"${tf}>${content}</pattern></defs>` +
    `<rect width="${f(c.w)}" height="${f(c.h)}" fill="url(#${id})"/>`
  );
}

// Items straddling a tile edge must also appear on the opposite edge or the repeat shows seams.
export function wrapped(
  tileW: number,
  tileH: number,
  x: number,
  y: number,
  radius: number,
  draw: (x: number, y: number) => string,
): string {
  let out = '';
  for (const dx of [-tileW, 0, tileW]) {
    for (const dy of [-tileH, 0, tileH]) {
      const X = x + dx;
      const Y = y + dy;
      if (X + radius < 0 || X - radius > tileW || Y + radius < 0 || Y - radius > tileH) continue;
      out += draw(X, Y);
    }
  }
  return out;
}

export function jitterGrid(
  rng: Rng,
  cols: number,
  rows: number,
  tileW: number,
  tileH: number,
  jitter: number,
): Point[] {
  const pts: Point[] = [];
  const cw = tileW / cols;
  const ch = tileH / rows;
  for (let r = 0; r < rows; r++) {
    for (let q = 0; q < cols; q++) {
      const offset = r % 2 ? cw / 2 : 0;
      pts.push({
        x: (q + 0.5) * cw + offset + rng.range(-jitter, jitter) * cw,
        y: (r + 0.5) * ch + rng.range(-jitter, jitter) * ch,
      });
    }
  }
  return pts;
}

export function leafPath(len: number, width: number, bend = 0): string {
  return `M0 0Q${f(len * 0.45)} ${f(-width + bend)} ${f(len)} 0Q${f(len * 0.5)} ${f(width + bend)} 0 0Z`;
}

export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points = 5,
  rotation = -90,
): string {
  const pts: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = ((rotation + (i * 180) / points) * Math.PI) / 180;
    pts.push({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) });
  }
  return polygon(pts);
}
