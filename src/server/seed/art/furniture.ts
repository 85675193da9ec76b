import { shade, tint } from './color';
import type { Rng } from '../../lib/prng';
import { f, leafPath, linearGradient, radialGradient, tr } from './svg';

export interface Kit {
  u: number;
  uid: (name: string) => string;
  rng: Rng;
}

const WOOD = '#6e4b32';

export function floorShadow(k: Kit, x: number, y: number, rx: number, ry: number, strength = 0.38): string {
  const id = k.uid('fs');
  return `<defs>${radialGradient(id, [
    [0, '#000000', strength],
    [0.6, '#000000', strength * 0.45],
    [1, '#000000', 0],
  ])}</defs><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})"/>`;
}

function vGrad(k: Kit, base: string, lift = 0.14, drop = 0.16): string {
  const id = k.uid('vg');
  return `${linearGradient(id, [
    [0, tint(base, lift)],
    [1, shade(base, drop)],
  ])}|${id}`;
}

function grad(k: Kit, base: string, lift?: number, drop?: number): [string, string] {
  const [defs, id] = vGrad(k, base, lift, drop).split('|');
  return [defs ?? '', `url(#${id ?? ''})`];
}

function rrect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

function pillow(
  k: Kit,
  x: number,
  y: number,
  s: number,
  colour: string,
  rot: number,
  stripe?: string,
): string {
  const { u } = k;
  const [defs, fill] = grad(k, colour, 0.12, 0.2);
  const body = `<path d="M${f(-s / 2)} ${f(-s / 2 + 6 * u)}Q0 ${f(-s / 2 - 4 * u)} ${f(s / 2)} ${f(-s / 2 + 6 * u)}Q${f(s / 2 - 6 * u)} 0 ${f(s / 2)} ${f(s / 2 - 6 * u)}Q0 ${f(s / 2 + 4 * u)} ${f(-s / 2)} ${f(s / 2 - 6 * u)}Q${f(-s / 2 + 6 * u)} 0 ${f(-s / 2)} ${f(-s / 2 + 6 * u)}Z" fill="${fill}"/>`;
  const deco = stripe
    ? `<path d="M${f(-s / 2 + 8 * u)} 0H${f(s / 2 - 8 * u)}M${f(-s / 2 + 8 * u)} ${f(-s * 0.18)}H${f(s / 2 - 8 * u)}M${f(-s / 2 + 8 * u)} ${f(s * 0.18)}H${f(s / 2 - 8 * u)}" stroke="${stripe}" stroke-width="${f(3 * u)}" opacity="0.8"/>`
    : '';
  return `<defs>${defs}</defs><g transform="${tr(x, y, rot)}">${body}${deco}</g>`;
}

export function sofa(
  k: Kit,
  cx: number,
  yb: number,
  colour: string,
  pillows: readonly string[],
  width = 640,
): string {
  const { u } = k;
  const W = width * u;
  const [d1, bodyFill] = grad(k, colour, 0.1, 0.18);
  const [d2, backFill] = grad(k, shade(colour, 0.06), 0.08, 0.22);
  const [d3, seatFill] = grad(k, tint(colour, 0.05), 0.16, 0.08);
  const legs = [-W / 2 + 30 * u, W / 2 - 30 * u]
    .map(
      (x) =>
        `<path d="M${f(cx + x - 6 * u)} ${f(yb - 14 * u)}h${f(12 * u)}l${f(-3 * u)} ${f(14 * u)}h${f(-6 * u)}Z" fill="${WOOD}"/>`,
    )
    .join('');
  let out = `<defs>${d1}${d2}${d3}</defs>` + floorShadow(k, cx, yb, W * 0.58, 26 * u) + legs;
  out += rrect(cx - W / 2 + 40 * u, yb - 300 * u, W - 80 * u, 190 * u, 40 * u, backFill);
  out += rrect(cx - W / 2 + 10 * u, yb - 150 * u, W - 20 * u, 138 * u, 22 * u, bodyFill);
  const seats = 2;
  const sw = (W - 150 * u) / seats;
  for (let i = 0; i < seats; i++) {
    out += rrect(cx - W / 2 + 75 * u + i * sw + 3 * u, yb - 178 * u, sw - 6 * u, 62 * u, 20 * u, seatFill);
  }
  for (const side of [-1, 1]) {
    const ax = side < 0 ? cx - W / 2 : cx + W / 2 - 92 * u;
    out += rrect(ax, yb - 228 * u, 92 * u, 216 * u, 36 * u, bodyFill);
    out += rrect(ax + 10 * u, yb - 222 * u, 72 * u, 20 * u, 10 * u, tint(colour, 0.15), 'opacity="0.5"');
  }
  const list = pillows.length ? pillows : [tint(colour, 0.3)];
  const positions = [-W * 0.3, -W * 0.16, W * 0.16, W * 0.3];
  positions.forEach((px, i) => {
    const col = list[i % list.length] ?? colour;
    const rot = (i < 2 ? -1 : 1) * (8 + i * 2);
    const size = (i === 1 || i === 2 ? 112 : 128) * u;
    out += pillow(
      k,
      cx + px,
      yb - 220 * u + (i === 1 || i === 2 ? 10 * u : 0),
      size,
      col,
      rot,
      i === 1 || i === 2 ? tint(col, 0.5) : undefined,
    );
  });
  return out;
}

export function armchair(k: Kit, cx: number, yb: number, colour: string, facing: 1 | -1 = 1): string {
  const { u } = k;
  const [d1, fill] = grad(k, colour, 0.1, 0.2);
  const back = `<path d="M${f(cx - 130 * u * facing)} ${f(yb - 120 * u)}C${f(cx - 150 * u * facing)} ${f(yb - 330 * u)} ${f(cx + 60 * u * facing)} ${f(yb - 360 * u)} ${f(cx + 120 * u * facing)} ${f(yb - 250 * u)}L${f(cx + 110 * u * facing)} ${f(yb - 120 * u)}Z" fill="${fill}"/>`;
  return (
    `<defs>${d1}</defs>` +
    floorShadow(k, cx, yb, 170 * u, 20 * u) +
    `<path d="M${f(cx - 110 * u)} ${f(yb)}l${f(12 * u)} ${f(-60 * u)}M${f(cx + 110 * u)} ${f(yb)}l${f(-12 * u)} ${f(-60 * u)}" stroke="${WOOD}" stroke-width="${f(8 * u)}" stroke-linecap="round"/>` +
    back +
    rrect(cx - 145 * u, yb - 140 * u, 290 * u, 90 * u, 30 * u, fill) +
    rrect(cx - 120 * u, yb - 165 * u, 240 * u, 50 * u, 20 * u, tint(colour, 0.12)) +
    rrect(cx - 150 * u, yb - 190 * u, 56 * u, 140 * u, 26 * u, shade(colour, 0.05)) +
    rrect(cx + 94 * u, yb - 190 * u, 56 * u, 140 * u, 26 * u, shade(colour, 0.05))
  );
}

export function sideTable(k: Kit, cx: number, yb: number, top = '#b08a64'): string {
  const { u } = k;
  return (
    floorShadow(k, cx, yb, 80 * u, 12 * u) +
    `<path d="M${f(cx - 40 * u)} ${f(yb)}L${f(cx - 10 * u)} ${f(yb - 190 * u)}M${f(cx + 40 * u)} ${f(yb)}L${f(cx + 10 * u)} ${f(yb - 190 * u)}" stroke="${shade(top, 0.35)}" stroke-width="${f(7 * u)}" stroke-linecap="round"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(yb - 196 * u)}" rx="${f(72 * u)}" ry="${f(12 * u)}" fill="${shade(top, 0.15)}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(yb - 200 * u)}" rx="${f(72 * u)}" ry="${f(11 * u)}" fill="${top}"/>`
  );
}

export function tableLamp(k: Kit, cx: number, ys: number, base: string, scale = 1): string {
  const u = k.u * scale;
  const glow = k.uid('lg');
  const shadeId = k.uid('ls');
  return (
    `<defs>${radialGradient(glow, [
      [0, '#fff1cf', 0.55],
      [1, '#fff1cf', 0],
    ])}${linearGradient(shadeId, [
      [0, '#fbf1dc'],
      [1, '#efd9ad'],
    ])}</defs>` +
    `<circle cx="${f(cx)}" cy="${f(ys - 150 * u)}" r="${f(230 * u)}" fill="url(#${glow})"/>` +
    `<path d="M${f(cx - 32 * u)} ${f(ys)}C${f(cx - 48 * u)} ${f(ys - 50 * u)} ${f(cx - 28 * u)} ${f(ys - 90 * u)} ${f(cx)} ${f(ys - 100 * u)}C${f(cx + 28 * u)} ${f(ys - 90 * u)} ${f(cx + 48 * u)} ${f(ys - 50 * u)} ${f(cx + 32 * u)} ${f(ys)}Z" fill="${base}"/>` +
    `<rect x="${f(cx - 3 * u)}" y="${f(ys - 130 * u)}" width="${f(6 * u)}" height="${f(32 * u)}" fill="#b89a5e"/>` +
    `<path d="M${f(cx - 46 * u)} ${f(ys - 128 * u)}L${f(cx - 32 * u)} ${f(ys - 210 * u)}H${f(cx + 32 * u)}L${f(cx + 46 * u)} ${f(ys - 128 * u)}Z" fill="url(#${shadeId})"/>`
  );
}

export function floorLamp(k: Kit, cx: number, yb: number, metal = '#b89a5e', dir: 1 | -1 = 1): string {
  const { u } = k;
  const glow = k.uid('fg');
  const topX = cx + 170 * u * dir;
  const topY = yb - 620 * u;
  return (
    `<defs>${radialGradient(glow, [
      [0, '#fff1cf', 0.5],
      [1, '#fff1cf', 0],
    ])}</defs>` +
    `<circle cx="${f(topX)}" cy="${f(topY + 60 * u)}" r="${f(220 * u)}" fill="url(#${glow})"/>` +
    floorShadow(k, cx, yb, 60 * u, 8 * u) +
    `<ellipse cx="${f(cx)}" cy="${f(yb - 4 * u)}" rx="${f(42 * u)}" ry="${f(8 * u)}" fill="${shade(metal, 0.3)}"/>` +
    `<path d="M${f(cx)} ${f(yb - 6 * u)}V${f(yb - 520 * u)}Q${f(cx)} ${f(topY - 40 * u)} ${f(topX)} ${f(topY)}" fill="none" stroke="${metal}" stroke-width="${f(6 * u)}"/>` +
    `<path d="M${f(topX - 60 * u)} ${f(topY + 60 * u)}Q${f(topX)} ${f(topY - 30 * u)} ${f(topX + 60 * u)} ${f(topY + 60 * u)}Z" fill="${metal}"/>` +
    `<ellipse cx="${f(topX)}" cy="${f(topY + 60 * u)}" rx="${f(56 * u)}" ry="${f(7 * u)}" fill="#fff4d6"/>`
  );
}

export function plant(
  k: Kit,
  cx: number,
  yb: number,
  pot: string,
  kind: 'fiddle' | 'snake' | 'palm',
  scale = 1,
): string {
  const u = k.u * scale;
  const { rng } = k;
  const greens = ['#3f6b4a', '#4f7d57', '#2f5a3d', '#5e8c60'];
  let leaves = '';
  if (kind === 'snake') {
    for (let i = 0; i < 9; i++) {
      const x = cx + (i - 4) * 9 * u;
      const hgt = rng.range(200, 330) * u;
      const lean = (i - 4) * rng.range(4, 9) * u;
      const col = rng.pick(greens);
      leaves += `<path d="M${f(x - 9 * u)} ${f(yb - 150 * u)}Q${f(x + lean * 0.3)} ${f(yb - 150 * u - hgt * 0.6)} ${f(x + lean)} ${f(yb - 150 * u - hgt)}Q${f(x + lean * 0.5 + 12 * u)} ${f(yb - 150 * u - hgt * 0.5)} ${f(x + 9 * u)} ${f(yb - 150 * u)}Z" fill="${col}"/>`;
    }
  } else if (kind === 'palm') {
    for (let i = 0; i < 8; i++) {
      const a = -90 + (i - 3.5) * 22 + rng.range(-6, 6);
      const len = rng.range(200, 280) * u;
      const col = rng.pick(greens);
      const sx = cx;
      const sy = yb - 150 * u;
      let fronds = '';
      for (let j = 1; j < 12; j++) {
        const t = j / 12;
        const l = len * 0.32 * Math.sin(Math.PI * (0.2 + 0.8 * t)) * (1 - t * 0.4);
        fronds += `<path transform="translate(${f(len * t)} 0) rotate(${f(50)})" d="${leafPath(l, l * 0.16)}"/><path transform="translate(${f(len * t)} 0) rotate(${f(-50)})" d="${leafPath(l, l * 0.16)}"/>`;
      }
      leaves += `<g transform="${tr(sx, sy, a)}" fill="${col}"><path d="M0 0L${f(len)} 0" stroke="${col}" stroke-width="${f(3 * u)}"/>${fronds}</g>`;
    }
  } else {
    leaves += `<path d="M${f(cx)} ${f(yb - 150 * u)}Q${f(cx - 10 * u)} ${f(yb - 350 * u)} ${f(cx + 6 * u)} ${f(yb - 480 * u)}" stroke="${WOOD}" stroke-width="${f(6 * u)}" fill="none"/>`;
    for (let i = 0; i < 16; i++) {
      const t = i / 15;
      const y = yb - 190 * u - t * 300 * u;
      const side = i % 2 ? 1 : -1;
      const a = side > 0 ? rng.range(-50, 10) : rng.range(170, 230);
      const len = (90 - t * 25) * u * rng.range(0.85, 1.1);
      const col = rng.pick(greens);
      leaves += `<path transform="${tr(cx + side * 4 * u, y, a)}" d="M0 0C${f(len * 0.3)} ${f(-len * 0.55)} ${f(len * 1.05)} ${f(-len * 0.5)} ${f(len)} 0C${f(len * 1.05)} ${f(len * 0.45)} ${f(len * 0.3)} ${f(len * 0.45)} 0 0Z" fill="${col}"/>`;
    }
  }
  const [pd, potFill] = grad(k, pot, 0.12, 0.2);
  return (
    `<defs>${pd}</defs>` +
    floorShadow(k, cx, yb, 90 * u, 12 * u) +
    leaves +
    `<path d="M${f(cx - 62 * u)} ${f(yb - 150 * u)}H${f(cx + 62 * u)}L${f(cx + 48 * u)} ${f(yb)}H${f(cx - 48 * u)}Z" fill="${potFill}"/>` +
    `<rect x="${f(cx - 66 * u)}" y="${f(yb - 158 * u)}" width="${f(132 * u)}" height="${f(14 * u)}" rx="${f(4 * u)}" fill="${tint(pot, 0.1)}"/>`
  );
}

export function bed(
  k: Kit,
  cx: number,
  yb: number,
  frame: string,
  linen: string,
  throwColour: string,
  width = 600,
): string {
  const { u } = k;
  const W = width * u;
  const [d1, headFill] = grad(k, frame, 0.1, 0.2);
  const [d2, duvet] = grad(k, linen, 0.05, 0.1);
  let channels = '';
  for (let i = 1; i < 8; i++)
    channels += `M${f(cx - W / 2 + (i * W) / 8)} ${f(yb - 430 * u)}V${f(yb - 200 * u)}`;
  return (
    `<defs>${d1}${d2}</defs>` +
    floorShadow(k, cx, yb, W * 0.62, 24 * u) +
    `<rect x="${f(cx - W / 2)}" y="${f(yb - 450 * u)}" width="${f(W)}" height="${f(300 * u)}" rx="${f(60 * u)}" fill="${headFill}"/>` +
    `<path d="${channels}" stroke="${shade(frame, 0.2)}" stroke-width="${f(3 * u)}" opacity="0.6"/>` +
    pillow(k, cx - W * 0.22, yb - 250 * u, 150 * u, tint(linen, 0.4), -4) +
    pillow(k, cx + W * 0.22, yb - 250 * u, 150 * u, tint(linen, 0.4), 4) +
    pillow(k, cx, yb - 232 * u, 110 * u, throwColour, 0, tint(throwColour, 0.4)) +
    `<path d="M${f(cx - W / 2 - 16 * u)} ${f(yb - 200 * u)}Q${f(cx)} ${f(yb - 216 * u)} ${f(cx + W / 2 + 16 * u)} ${f(yb - 200 * u)}V${f(yb - 40 * u)}H${f(cx - W / 2 - 16 * u)}Z" fill="${duvet}"/>` +
    `<rect x="${f(cx - W / 2 - 18 * u)}" y="${f(yb - 130 * u)}" width="${f(W + 36 * u)}" height="${f(60 * u)}" fill="${throwColour}"/>` +
    `<rect x="${f(cx - W / 2 - 18 * u)}" y="${f(yb - 78 * u)}" width="${f(W + 36 * u)}" height="${f(6 * u)}" fill="${tint(throwColour, 0.35)}"/>` +
    `<rect x="${f(cx - W / 2 - 10 * u)}" y="${f(yb - 40 * u)}" width="${f(W + 20 * u)}" height="${f(34 * u)}" fill="${shade(frame, 0.1)}"/>`
  );
}

export function nightstand(k: Kit, cx: number, yb: number, wood: string): string {
  const { u } = k;
  const [d, fill] = grad(k, wood, 0.1, 0.15);
  return (
    `<defs>${d}</defs>` +
    floorShadow(k, cx, yb, 90 * u, 12 * u) +
    `<rect x="${f(cx - 75 * u)}" y="${f(yb - 190 * u)}" width="${f(150 * u)}" height="${f(170 * u)}" rx="${f(8 * u)}" fill="${fill}"/>` +
    `<path d="M${f(cx - 70 * u)} ${f(yb - 110 * u)}H${f(cx + 70 * u)}" stroke="${shade(wood, 0.3)}" stroke-width="${f(2 * u)}"/>` +
    `<circle cx="${f(cx)}" cy="${f(yb - 150 * u)}" r="${f(5 * u)}" fill="#c9a45c"/><circle cx="${f(cx)}" cy="${f(yb - 70 * u)}" r="${f(5 * u)}" fill="#c9a45c"/>` +
    `<path d="M${f(cx - 66 * u)} ${f(yb - 20 * u)}v${f(20 * u)}M${f(cx + 66 * u)} ${f(yb - 20 * u)}v${f(20 * u)}" stroke="${shade(wood, 0.4)}" stroke-width="${f(6 * u)}"/>`
  );
}

export function consoleTable(
  k: Kit,
  cx: number,
  yb: number,
  wood: string,
  accent: string,
  width = 560,
): string {
  const { u, rng } = k;
  const W = width * u;
  const [d, fill] = grad(k, wood, 0.12, 0.12);
  const vaseX = cx - W * 0.28;
  let branches = '';
  for (let i = 0; i < 6; i++) {
    const a = -90 + (i - 2.5) * 14 + rng.range(-5, 5);
    const len = rng.range(160, 240) * u;
    const ex = vaseX + Math.cos((a * Math.PI) / 180) * len;
    const ey = yb - 330 * u + Math.sin((a * Math.PI) / 180) * len;
    branches += `<path d="M${f(vaseX)} ${f(yb - 330 * u)}Q${f((vaseX + ex) / 2 + 10 * u)} ${f((yb - 330 * u + ey) / 2)} ${f(ex)} ${f(ey)}" stroke="${WOOD}" stroke-width="${f(2.5 * u)}" fill="none"/>`;
    for (let j = 0; j < 4; j++) {
      const t = 0.4 + j * 0.18;
      const lx = vaseX + (ex - vaseX) * t;
      const ly = yb - 330 * u + (ey - (yb - 330 * u)) * t;
      branches += `<path transform="${tr(lx, ly, a + (j % 2 ? 40 : -40))}" d="${leafPath(26 * u, 8 * u)}" fill="#6f8f62"/>`;
    }
  }
  return (
    `<defs>${d}</defs>` +
    floorShadow(k, cx, yb, W * 0.6, 16 * u) +
    `<path d="M${f(cx - W / 2 + 20 * u)} ${f(yb)}V${f(yb - 250 * u)}M${f(cx + W / 2 - 20 * u)} ${f(yb)}V${f(yb - 250 * u)}" stroke="${shade(wood, 0.25)}" stroke-width="${f(10 * u)}"/>` +
    `<rect x="${f(cx - W / 2 + 20 * u)}" y="${f(yb - 80 * u)}" width="${f(W - 40 * u)}" height="${f(12 * u)}" fill="${shade(wood, 0.15)}"/>` +
    `<rect x="${f(cx - W / 2)}" y="${f(yb - 270 * u)}" width="${f(W)}" height="${f(24 * u)}" rx="${f(4 * u)}" fill="${fill}"/>` +
    branches +
    `<path d="M${f(vaseX - 30 * u)} ${f(yb - 270 * u)}C${f(vaseX - 50 * u)} ${f(yb - 320 * u)} ${f(vaseX - 14 * u)} ${f(yb - 330 * u)} ${f(vaseX - 10 * u)} ${f(yb - 345 * u)}H${f(vaseX + 10 * u)}C${f(vaseX + 14 * u)} ${f(yb - 330 * u)} ${f(vaseX + 50 * u)} ${f(yb - 320 * u)} ${f(vaseX + 30 * u)} ${f(yb - 270 * u)}Z" fill="${accent}"/>` +
    `<rect x="${f(cx + W * 0.12)}" y="${f(yb - 292 * u)}" width="${f(120 * u)}" height="${f(22 * u)}" fill="#d9cdb8"/>` +
    `<rect x="${f(cx + W * 0.12 + 6 * u)}" y="${f(yb - 312 * u)}" width="${f(108 * u)}" height="${f(20 * u)}" fill="${shade(accent, 0.1)}"/>` +
    `<ellipse cx="${f(cx + W * 0.12 + 60 * u)}" cy="${f(yb - 322 * u)}" rx="${f(40 * u)}" ry="${f(12 * u)}" fill="#c9a45c"/>` +
    `<rect x="${f(cx - W * 0.05)}" y="${f(yb - 140 * u)}" width="${f(90 * u)}" height="${f(60 * u)}" rx="${f(6 * u)}" fill="${tint(wood, 0.25)}"/>` +
    `<rect x="${f(cx + W * 0.12)}" y="${f(yb - 130 * u)}" width="${f(110 * u)}" height="${f(50 * u)}" rx="${f(6 * u)}" fill="#cbbfa8"/>`
  );
}

export function pendant(k: Kit, cx: number, yTop: number, drop: number, metal = '#c9a45c', size = 1): string {
  const u = k.u * size;
  const glow = k.uid('pg');
  const y = yTop + drop;
  return (
    `<defs>${radialGradient(glow, [
      [0, '#fff1cf', 0.55],
      [1, '#fff1cf', 0],
    ])}</defs>` +
    `<circle cx="${f(cx)}" cy="${f(y + 40 * u)}" r="${f(170 * u)}" fill="url(#${glow})"/>` +
    `<path d="M${f(cx)} ${f(yTop)}V${f(y)}" stroke="#3b3632" stroke-width="${f(2.5 * u)}"/>` +
    `<path d="M${f(cx - 70 * u)} ${f(y + 60 * u)}C${f(cx - 70 * u)} ${f(y + 5 * u)} ${f(cx - 20 * u)} ${f(y)} ${f(cx)} ${f(y)}C${f(cx + 20 * u)} ${f(y)} ${f(cx + 70 * u)} ${f(y + 5 * u)} ${f(cx + 70 * u)} ${f(y + 60 * u)}Z" fill="${metal}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(y + 60 * u)}" rx="${f(64 * u)}" ry="${f(9 * u)}" fill="#fff4d6"/>`
  );
}

export function coffeeTable(k: Kit, cx: number, yb: number, top: string): string {
  const { u } = k;
  return (
    floorShadow(k, cx, yb + 4 * u, 220 * u, 22 * u) +
    `<rect x="${f(cx - 170 * u)}" y="${f(yb - 60 * u)}" width="${f(340 * u)}" height="${f(58 * u)}" rx="${f(28 * u)}" fill="${shade(top, 0.2)}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(yb - 62 * u)}" rx="${f(190 * u)}" ry="${f(26 * u)}" fill="${top}"/>` +
    `<rect x="${f(cx - 60 * u)}" y="${f(yb - 88 * u)}" width="${f(90 * u)}" height="${f(14 * u)}" fill="#d9cdb8"/>` +
    `<ellipse cx="${f(cx + 80 * u)}" cy="${f(yb - 76 * u)}" rx="${f(34 * u)}" ry="${f(10 * u)}" fill="#c9a45c"/>`
  );
}

export function rug(
  k: Kit,
  cx: number,
  yTop: number,
  yBottom: number,
  topW: number,
  colour: string,
  border: string,
): string {
  const { u } = k;
  const botW = topW * 1.35;
  const pts = `M${f(cx - topW / 2)} ${f(yTop)}H${f(cx + topW / 2)}L${f(cx + botW / 2)} ${f(yBottom)}H${f(cx - botW / 2)}Z`;
  const inset = 0.06;
  const ipts = `M${f(cx - topW / 2 + topW * inset)} ${f(yTop + 8 * u)}H${f(cx + topW / 2 - topW * inset)}L${f(cx + botW / 2 - botW * inset)} ${f(yBottom - 14 * u)}H${f(cx - botW / 2 + botW * inset)}Z`;
  return `<path d="${pts}" fill="${colour}"/><path d="${ipts}" fill="none" stroke="${border}" stroke-width="${f(4 * u)}" opacity="0.7"/>`;
}

export function teddy(k: Kit, cx: number, yb: number, fur: string): string {
  const { u } = k;
  const light = tint(fur, 0.4);
  return (
    floorShadow(k, cx, yb, 60 * u, 8 * u) +
    `<ellipse cx="${f(cx)}" cy="${f(yb - 50 * u)}" rx="${f(46 * u)}" ry="${f(52 * u)}" fill="${fur}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(yb - 44 * u)}" rx="${f(26 * u)}" ry="${f(30 * u)}" fill="${light}"/>` +
    `<circle cx="${f(cx - 30 * u)}" cy="${f(yb - 132 * u)}" r="${f(14 * u)}" fill="${fur}"/><circle cx="${f(cx + 30 * u)}" cy="${f(yb - 132 * u)}" r="${f(14 * u)}" fill="${fur}"/>` +
    `<circle cx="${f(cx)}" cy="${f(yb - 110 * u)}" r="${f(38 * u)}" fill="${fur}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(yb - 100 * u)}" rx="${f(16 * u)}" ry="${f(12 * u)}" fill="${light}"/>` +
    `<circle cx="${f(cx)}" cy="${f(yb - 104 * u)}" r="${f(4 * u)}" fill="#3b3432"/>` +
    `<circle cx="${f(cx - 13 * u)}" cy="${f(yb - 118 * u)}" r="${f(3.5 * u)}" fill="#3b3432"/><circle cx="${f(cx + 13 * u)}" cy="${f(yb - 118 * u)}" r="${f(3.5 * u)}" fill="#3b3432"/>`
  );
}

export function pouf(k: Kit, cx: number, yb: number, colour: string): string {
  const { u } = k;
  const [d, fill] = grad(k, colour, 0.15, 0.2);
  return (
    `<defs>${d}</defs>` +
    floorShadow(k, cx, yb, 90 * u, 12 * u) +
    `<path d="M${f(cx - 70 * u)} ${f(yb - 95 * u)}Q${f(cx - 86 * u)} ${f(yb - 45 * u)} ${f(cx - 66 * u)} ${f(yb - 4 * u)}H${f(cx + 66 * u)}Q${f(cx + 86 * u)} ${f(yb - 45 * u)} ${f(cx + 70 * u)} ${f(yb - 95 * u)}Z" fill="${fill}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(yb - 95 * u)}" rx="${f(70 * u)}" ry="${f(14 * u)}" fill="${tint(colour, 0.18)}"/>`
  );
}
