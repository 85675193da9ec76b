import { luminance, mix, shade, tint } from './color';
import {
  armchair,
  bed,
  coffeeTable,
  consoleTable,
  floorLamp,
  floorShadow,
  nightstand,
  pendant,
  plant,
  pouf,
  rug,
  sideTable,
  sofa,
  tableLamp,
  teddy,
} from './furniture';
import type { Kit } from './furniture';
import { createRng } from '../../lib/prng';
import { f, linearGradient, makeUid, radialGradient } from './svg';

export type Setting = 'living' | 'bedroom' | 'kids' | 'dining' | 'lounge' | 'none';
export type FloorKind = 'oak' | 'walnut' | 'pale';

export interface Accents {
  main: string;
  second: string;
  accent: string;
}

export interface RoomOptions {
  w: number;
  h: number;
  wall: (logicalW: number, logicalH: number) => string;
  wallIsDark: boolean;
  setting: Setting;
  seed: number;
  prefix: string;
  accents: Accents;
  focus?: number;
  patternScale?: number;
  floor?: FloorKind;
}

const FLOORS: Record<FloorKind, [string, string]> = {
  oak: ['#c29c73', '#8f6b4a'],
  walnut: ['#8a6247', '#5a3d2b'],
  pale: ['#e4dacb', '#c4b59f'],
};

const LIGHT_UPHOLSTERY = ['#ebe4d8', '#e3d6c2', '#d9cbb5'];
const DARK_UPHOLSTERY = ['#3f4746', '#5d6b5c', '#9a6a45', '#2f4858', '#6b5a4e'];

function upholsteryFor(wallIsDark: boolean, wallBg: string, pick: number): string {
  const list = wallIsDark ? LIGHT_UPHOLSTERY : DARK_UPHOLSTERY;
  const chosen = list[pick % list.length] ?? '#e3d6c2';
  return Math.abs(luminance(chosen) - luminance(wallBg)) < 0.15
    ? wallIsDark
      ? '#efe8dc'
      : '#3f4746'
    : chosen;
}

function floorMarkup(k: Kit, w: number, h: number, floorY: number, kind: FloorKind, vx: number): string {
  const [near, far] = FLOORS[kind];
  const id = k.uid('fl');
  let seams = '';
  const planks = 26;
  const spread = w * 1.6;
  for (let i = -planks; i <= planks; i++) {
    const bx = vx + (i / planks) * spread;
    const tx = vx + (i / planks) * spread * 0.42;
    seams += `M${f(tx)} ${f(floorY)}L${f(bx)} ${f(h)}`;
  }
  let ends = '';
  for (let i = 0; i < 40; i++) {
    const t = k.rng.next();
    const y = floorY + (h - floorY) * t * t;
    const x = k.rng.range(0, w);
    ends += `M${f(x)} ${f(y)}h${f(20 + 30 * t)}`;
  }
  const lineCol = kind === 'pale' ? '#a89881' : '#3a281b';
  return (
    `<defs>${linearGradient(id, [
      [0, far],
      [0.25, near],
      [1, shade(near, 0.08)],
    ])}</defs>` +
    `<rect y="${f(floorY)}" width="${f(w)}" height="${f(h - floorY)}" fill="url(#${id})"/>` +
    `<path d="${seams}${ends}" stroke="${lineCol}" stroke-width="${f(1.4 * k.u)}" stroke-opacity="0.35"/>`
  );
}

function wallLighting(k: Kit, w: number, floorY: number, lightX: number): string {
  const v = k.uid('wv');
  const hGrad = k.uid('wh');
  const glow = k.uid('wg');
  return (
    `<defs>${linearGradient(v, [
      [0, '#000000', 0.2],
      [0.35, '#000000', 0],
      [0.85, '#000000', 0.04],
      [1, '#000000', 0.22],
    ])}` +
    `${linearGradient(
      hGrad,
      [
        [0, '#000000', 0.18],
        [0.2, '#000000', 0],
        [0.8, '#000000', 0],
        [1, '#000000', 0.18],
      ],
      0,
      0,
      1,
      0,
    )}` +
    `${radialGradient(glow, [
      [0, '#fff3dc', 0.22],
      [1, '#fff3dc', 0],
    ])}</defs>` +
    `<rect width="${f(w)}" height="${f(floorY)}" fill="url(#${v})"/>` +
    `<rect width="${f(w)}" height="${f(floorY)}" fill="url(#${hGrad})"/>` +
    `<ellipse cx="${f(lightX)}" cy="${f(floorY * 0.45)}" rx="${f(floorY * 0.8)}" ry="${f(floorY * 0.6)}" fill="url(#${glow})"/>`
  );
}

function skirting(k: Kit, w: number, floorY: number): string {
  const { u } = k;
  return (
    `<rect y="${f(floorY - 30 * u)}" width="${f(w)}" height="${f(30 * u)}" fill="#f2eee6"/>` +
    `<rect y="${f(floorY - 30 * u)}" width="${f(w)}" height="${f(4 * u)}" fill="#ffffff" opacity="0.8"/>` +
    `<rect y="${f(floorY - 3 * u)}" width="${f(w)}" height="${f(5 * u)}" fill="#000000" opacity="0.18"/>`
  );
}

function furnitureFor(
  k: Kit,
  o: RoomOptions,
  cx: number,
  yb: number,
  wallBg: string,
): { markup: string; lightX: number } {
  const { u, rng } = k;
  const wide = o.w / o.h > 1.45;
  // Portrait tiles pull side pieces inwards so lamps and plants stay in frame.
  const sp = Math.min(1, Math.max(0.72, o.w / o.h));
  const ups = upholsteryFor(o.wallIsDark, wallBg, rng.int(0, 4));
  const pillows = [o.accents.accent, tint(o.accents.main, 0.2), o.accents.second, '#f1ebe1'];
  const potColour = rng.pick(['#e9e3d9', '#c98f67', '#3e3a36', '#d8c7ae']);
  let m = '';
  let lightX = cx;
  switch (o.setting) {
    case 'bedroom': {
      m += rug(k, cx, yb - 40 * u, o.h + 10 * u, 820 * u, '#d9cdb9', '#b59f80');
      m +=
        nightstand(k, cx - 410 * u * sp, yb - 20 * u, '#a07a57') +
        tableLamp(k, cx - 410 * u * sp, yb - 210 * u, o.accents.accent, 0.85);
      m +=
        nightstand(k, cx + 410 * u * sp, yb - 20 * u, '#a07a57') +
        tableLamp(k, cx + 410 * u * sp, yb - 210 * u, o.accents.accent, 0.85);
      m += bed(k, cx, yb + 40 * u, ups, '#f4efe6', mix(o.accents.main, '#ffffff', 0.1));
      if (wide)
        m +=
          plant(k, cx + 620 * u * sp, yb + 20 * u, potColour, 'fiddle') +
          armchair(k, cx - 680 * u * sp, yb + 30 * u, tint(ups, 0.1));
      lightX = cx - 410 * u * sp;
      break;
    }
    case 'kids': {
      m += `<ellipse cx="${f(cx)}" cy="${f(yb + 40 * u)}" rx="${f(420 * u)}" ry="${f(70 * u)}" fill="${tint(o.accents.second, 0.45)}"/>`;
      m += bed(
        k,
        cx - 80 * u * sp,
        yb + 10 * u,
        tint(o.accents.main, 0.35),
        '#fbf8f3',
        o.accents.accent,
        440,
      );
      m +=
        nightstand(k, cx + 280 * u * sp, yb - 10 * u, '#e8dccb') +
        tableLamp(k, cx + 280 * u * sp, yb - 200 * u, o.accents.second, 0.8);
      m += teddy(k, cx + 180 * u * sp, yb + 70 * u, '#b98a5a');
      m += pouf(k, cx - 380 * u * sp, yb + 70 * u, tint(o.accents.second, 0.2));
      if (wide) m += plant(k, cx + 560 * u * sp, yb + 30 * u, potColour, 'snake');
      lightX = cx + 280 * u * sp;
      break;
    }
    case 'dining': {
      m += consoleTable(k, cx, yb, rng.pick(['#8a6247', '#b08a64', '#3e3a36']), o.accents.accent);
      m += pendant(k, cx - 140 * u * sp, 0, o.h * 0.2, '#c9a45c');
      m += pendant(k, cx + 140 * u * sp, 0, o.h * 0.16, '#c9a45c', 0.8);
      m += plant(k, cx + 440 * u * sp, yb + 30 * u, potColour, rng.chance(0.5) ? 'palm' : 'snake');
      m += pouf(k, cx - 120 * u * sp, yb + 80 * u, ups) + pouf(k, cx + 120 * u * sp, yb + 80 * u, ups);
      if (wide)
        m +=
          armchair(k, cx - 560 * u * sp, yb + 40 * u, ups) +
          floorLamp(k, cx - 760 * u * sp, yb + 20 * u, '#c9a45c', 1);
      lightX = cx;
      break;
    }
    case 'lounge': {
      m += rug(k, cx, yb - 10 * u, o.h + 10 * u, 640 * u, '#e3d8c6', '#bfa98a');
      m += floorLamp(k, cx - 300 * u * sp, yb, '#c9a45c', 1);
      m += armchair(k, cx, yb + 40 * u, ups);
      m +=
        sideTable(k, cx + 250 * u * sp, yb + 20 * u, '#b08a64') +
        tableLamp(k, cx + 250 * u * sp, yb - 180 * u, o.accents.accent, 0.7);
      m += plant(k, cx + 460 * u * sp, yb + 40 * u, potColour, 'fiddle');
      if (wide) m += sofa(k, cx - 700 * u * sp, yb + 30 * u, ups, pillows, 520);
      lightX = cx - 130 * u * sp;
      break;
    }
    case 'none':
      break;
    default: {
      m += rug(k, cx, yb - 20 * u, o.h + 10 * u, 760 * u, '#e3d8c6', '#bfa98a');
      m +=
        sideTable(k, cx - 440 * u * sp, yb, '#b08a64') +
        tableLamp(k, cx - 440 * u * sp, yb - 200 * u, o.accents.accent, 0.9);
      m += plant(
        k,
        cx + 450 * u * sp,
        yb + 10 * u,
        potColour,
        rng.pick(['fiddle', 'snake', 'palm'] as const),
      );
      m += sofa(k, cx, yb + 20 * u, ups, pillows);
      if (wide) {
        m += armchair(k, cx + 720 * u * sp, yb + 40 * u, tint(ups, 0.08), -1);
        m += coffeeTable(k, cx, yb + 150 * u, '#b08a64');
        m += floorLamp(k, cx - 780 * u * sp, yb + 10 * u, '#c9a45c', 1);
      }
      lightX = cx - 440 * u * sp;
    }
  }
  return { markup: m, lightX };
}

// Furniture is drawn slightly over-scale: at catalogue thumbnail size true proportions make it read as toy-like.
const FURNITURE_SCALE = 1.12;

export function roomScene(o: RoomOptions, extras?: (k: Kit, floorY: number) => string): string {
  const { w, h } = o;
  const u = h / 1200;
  const rng = createRng(o.seed);
  const k: Kit = { u: u * FURNITURE_SCALE, uid: makeUid(o.prefix + 'r'), rng };
  const floorY = h * 0.74;
  const cx = w * (o.focus ?? 0.5);
  const yb = floorY + 70 * u;
  const scale = (o.patternScale ?? 0.55) * u;
  const lw = w / scale;
  const lh = floorY / scale;
  const wall = `<svg x="0" y="0" width="${f(w)}" height="${f(floorY)}" viewBox="0 0 ${f(lw)} ${f(lh)}" preserveAspectRatio="none">${o.wall(lw, lh)}</svg>`;
  const { markup, lightX } = furnitureFor(k, o, cx, yb, o.wallIsDark ? '#222222' : '#eeeeee');
  return (
    wall +
    wallLighting(k, w, floorY, lightX) +
    skirting(k, w, floorY) +
    floorMarkup(k, w, h, floorY, o.floor ?? 'oak', cx) +
    floorShadow(k, cx, floorY + 4 * u, w * 0.5, 14 * u, 0.15) +
    (extras ? extras(k, floorY) : '') +
    markup
  );
}

function backWallArt(x: number, y: number, w: number, h: number, a: Accents, u: number): string {
  const m = 8 * u;
  return (
    `<rect x="${f(x + 4 * u)}" y="${f(y + 6 * u)}" width="${f(w)}" height="${f(h)}" fill="#000000" opacity="0.14"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#b8935a"/>` +
    `<rect x="${f(x + m)}" y="${f(y + m)}" width="${f(w - 2 * m)}" height="${f(h - 2 * m)}" fill="#f4efe6"/>` +
    `<circle cx="${f(x + w * 0.62)}" cy="${f(y + h * 0.38)}" r="${f(w * 0.16)}" fill="${a.accent}" opacity="0.85"/>` +
    `<path d="M${f(x + m)} ${f(y + h - m)}V${f(y + h * 0.7)}Q${f(x + w * 0.35)} ${f(y + h * 0.45)} ${f(x + w * 0.6)} ${f(y + h * 0.68)}T${f(x + w - m)} ${f(y + h * 0.6)}V${f(y + h - m)}Z" fill="${a.main}" opacity="0.85"/>`
  );
}

export function ceilingScene(o: RoomOptions): string {
  const { w, h } = o;
  const u = h / 1200;
  const rng = createRng(o.seed);
  const k: Kit = { u, uid: makeUid(o.prefix + 'c'), rng };
  const bx0 = w * 0.13;
  const bx1 = w * 0.87;
  const by0 = h * 0.34;
  const by1 = h * 0.8;
  const scale = (o.patternScale ?? 0.5) * u;
  const lw = w / scale;
  const lh = (h * 0.55) / scale;
  const clip = k.uid('cc');
  const wallCol = o.wallIsDark ? '#ece4d7' : '#efe8dc';
  const side = k.uid('sw');
  const sideR = k.uid('sr');
  const ceilShade = k.uid('cs');
  const [near, far] = FLOORS[o.floor ?? 'oak'];
  const fl = k.uid('ff');
  let mould = '';
  mould += `M0 0L${f(bx0)} ${f(by0)}M${f(w)} 0L${f(bx1)} ${f(by0)}`;
  const cxm = w / 2;
  const cy = by1 + (h - by1) * 0.2;
  const ups = upholsteryFor(false, wallCol, rng.int(0, 4));
  return (
    `<defs>${linearGradient(
      side,
      [
        [0, shade(wallCol, 0.16)],
        [1, shade(wallCol, 0.04)],
      ],
      0,
      0,
      1,
      0,
    )}` +
    `${linearGradient(
      sideR,
      [
        [0, shade(wallCol, 0.02)],
        [1, shade(wallCol, 0.14)],
      ],
      0,
      0,
      1,
      0,
    )}` +
    `${linearGradient(ceilShade, [
      [0, '#000000', 0.05],
      [1, '#000000', 0.28],
    ])}` +
    `${linearGradient(fl, [
      [0, far],
      [1, near],
    ])}` +
    `<clipPath id="${clip}"><path d="M0 0H${f(w)}L${f(bx1)} ${f(by0)}H${f(bx0)}Z"/></clipPath></defs>` +
    `<rect width="${f(w)}" height="${f(h)}" fill="${wallCol}"/>` +
    `<g clip-path="url(#${clip})"><svg x="0" y="0" width="${f(w)}" height="${f(by0)}" viewBox="0 0 ${f(lw)} ${f(lh)}" preserveAspectRatio="none">${o.wall(lw, lh)}</svg>` +
    `<rect width="${f(w)}" height="${f(by0)}" fill="url(#${ceilShade})"/></g>` +
    `<path d="M0 0L${f(bx0)} ${f(by0)}V${f(by1)}L0 ${f(h)}Z" fill="url(#${side})"/>` +
    `<path d="M${f(w)} 0L${f(bx1)} ${f(by0)}V${f(by1)}L${f(w)} ${f(h)}Z" fill="url(#${sideR})"/>` +
    `<path d="M${f(bx0)} ${f(by1)}H${f(bx1)}L${f(w)} ${f(h)}H0Z" fill="url(#${fl})"/>` +
    `<path d="M${f(bx0)} ${f(by0)}H${f(bx1)}" stroke="#ffffff" stroke-width="${f(8 * u)}"/>` +
    `<path d="${mould}" stroke="#ffffff" stroke-width="${f(10 * u)}" opacity="0.9"/>` +
    `<path d="M${f(bx0)} ${f(by0)}V${f(by1)}M${f(bx1)} ${f(by0)}V${f(by1)}" stroke="#000000" stroke-opacity="0.08" stroke-width="${f(3 * u)}"/>` +
    `<rect x="${f(bx0)}" y="${f(by1 - 14 * u)}" width="${f(bx1 - bx0)}" height="${f(14 * u)}" fill="#f7f3ec"/>` +
    backWallArt(w * 0.3, by0 + 50 * u, w * 0.17, h * 0.2, o.accents, u) +
    backWallArt(w * 0.53, by0 + 50 * u, w * 0.17, h * 0.2, o.accents, u) +
    rug(k, cxm, by1 + 20 * u, h + 10 * u, 600 * u, '#e3d8c6', '#bfa98a') +
    pendant(k, cxm, h * 0.12, h * 0.12, '#c9a45c', 1.1) +
    `<path d="M${f(cxm)} 0V${f(h * 0.12)}" stroke="#3b3632" stroke-width="${f(2.5 * u)}"/>` +
    sofa(k, cxm, cy + 40 * u, ups, [o.accents.accent, o.accents.main, o.accents.second, '#f1ebe1'], 520) +
    plant(k, cxm + 380 * u, cy + 60 * u, '#e9e3d9', 'fiddle', 0.9) +
    sideTable(k, cxm - 370 * u, cy + 50 * u, '#b08a64') +
    tableLamp(k, cxm - 370 * u, cy - 150 * u, o.accents.accent, 0.8)
  );
}
