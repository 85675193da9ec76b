import { mix, shade, tint } from './color';
import type { Kit } from './furniture';
import { consoleTable, floorShadow, plant, pouf } from './furniture';
import { patternBody, resolvePattern } from './pattern';
import type { ArtSpec } from './pattern';
import { createRng } from '../../lib/prng';
import { renderSvg, svgDocument, type SaveImage } from './render';
import { ceilingScene, roomScene } from './room';
import type { FloorKind, RoomOptions, Setting } from './room';
import { f, linearGradient, radialGradient } from './svg';

interface SceneSpec {
  spec: ArtSpec;
  setting: Setting;
  floor: FloorKind;
  focus: number;
  seed: number;
  patternScale?: number;
}

// Scenes need a predictable light or dark wall; nudging the seed keeps the motif but settles the ground.
function withGround(spec: ArtSpec, dark: boolean): ArtSpec {
  for (let i = 0; i < 64; i++) {
    const candidate = { ...spec, seed: spec.seed + i };
    if (resolvePattern(candidate).pal.dark === dark) return candidate;
  }
  return spec;
}

function roomOptions(s: SceneSpec, w: number, h: number, prefix: string): RoomOptions {
  const { pal } = resolvePattern(s.spec);
  return {
    w,
    h,
    wall: (lw, lh) => patternBody(s.spec, lw, lh, prefix + 'w'),
    wallIsDark: pal.dark,
    setting: s.setting,
    seed: s.seed,
    prefix,
    accents: { main: pal.main, second: pal.second, accent: pal.accent },
    focus: s.focus,
    floor: s.floor,
    ...(s.patternScale === undefined ? {} : { patternScale: s.patternScale }),
  };
}

const HEROES: readonly SceneSpec[] = [
  {
    spec: { theme: 'Tropical', colorway: 'Green', variant: 0, seed: 11 },
    setting: 'living',
    floor: 'oak',
    focus: 0.6,
    seed: 101,
  },
  {
    spec: withGround({ theme: 'Indian', colorway: 'Burgundy', variant: 2, seed: 5 }, false),
    setting: 'dining',
    floor: 'walnut',
    focus: 0.62,
    seed: 202,
    patternScale: 0.8,
  },
  {
    spec: withGround({ theme: 'Tropical', colorway: 'Green', variant: 1, seed: 3 }, false),
    setting: 'lounge',
    floor: 'pale',
    focus: 0.64,
    seed: 303,
    patternScale: 0.7,
  },
];

// Slide order matches the storefront copy: Elegant Living Spaces, Artisan Craftsmanship, Sustainable Luxury.
export async function renderHeroImages(save: SaveImage): Promise<string[]> {
  const out = await Promise.all(
    HEROES.map((scene, i) => {
      const w = 1920;
      const h = 900;
      const body = roomScene(roomOptions(scene, w, h, `h${i}`)) + vignette(`hv${i}`, w, h);
      return renderSvg(svgDocument(w, h, body), save, `hero-${i + 1}`, [
        { suffix: '', width: 1920, height: 900 },
        { suffix: '-sm', width: 960, height: 450 },
      ]);
    }),
  );
  return out.map((names) => names[0] ?? '');
}

function vignette(id: string, w: number, h: number): string {
  return (
    `<defs>${radialGradient(
      id,
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.28],
      ],
      0.55,
      0.45,
      0.85,
    )}</defs>` + `<rect width="${w}" height="${h}" fill="url(#${id})"/>`
  );
}

function paintedWall(
  colour: string,
  inner: (lw: number, lh: number) => string,
): (lw: number, lh: number) => string {
  return (lw, lh) => {
    const id = `pw${colour.slice(1)}`;
    return (
      `<defs>${linearGradient(id, [
        [0, tint(colour, 0.06)],
        [1, shade(colour, 0.05)],
      ])}</defs>` +
      `<rect width="${f(lw)}" height="${f(lh)}" fill="url(#${id})"/>` +
      inner(lw, lh)
    );
  };
}

function galleryWall(lw: number, lh: number): string {
  const frames: Array<[number, number, number, number, ArtSpec]> = [
    [0.14, 0.2, 0.26, 0.44, { theme: 'Global Destinations', colorway: 'Gold', variant: 0, seed: 4 }],
    [0.44, 0.14, 0.22, 0.3, { theme: 'Modern', colorway: 'Coral', variant: 2, seed: 9 }],
    [0.44, 0.48, 0.22, 0.2, { theme: 'Indian', colorway: 'Blue', variant: 3, seed: 2 }],
    [0.7, 0.24, 0.2, 0.36, { theme: 'Tropical', colorway: 'Green', variant: 3, seed: 6 }],
  ];
  return frames
    .map(([x, y, w, h, spec], i) => {
      const X = x * lw;
      const Y = y * lh;
      const W = w * lw;
      const H = h * lh;
      const m = 14;
      const mat = 36;
      return (
        `<rect x="${f(X + 10)}" y="${f(Y + 16)}" width="${f(W)}" height="${f(H)}" fill="#000000" opacity="0.16"/>` +
        `<rect x="${f(X)}" y="${f(Y)}" width="${f(W)}" height="${f(H)}" fill="${i % 2 ? '#2f2b27' : '#b8935a'}"/>` +
        `<rect x="${f(X + m)}" y="${f(Y + m)}" width="${f(W - 2 * m)}" height="${f(H - 2 * m)}" fill="#f7f3ec"/>` +
        `<svg x="${f(X + m + mat)}" y="${f(Y + m + mat)}" width="${f(W - 2 * m - 2 * mat)}" height="${f(H - 2 * m - 2 * mat)}" viewBox="0 0 900 ${f((900 * (H - 2 * m - 2 * mat)) / (W - 2 * m - 2 * mat))}">${patternBody(spec, 900, (900 * (H - 2 * m - 2 * mat)) / (W - 2 * m - 2 * mat), `g${i}`)}</svg>`
      );
    })
    .join('');
}

function flutedPanels(lw: number, lh: number): string {
  const slat = 46;
  const id = 'flute';
  let out = `<defs>${linearGradient(
    id,
    [
      [0, '#6d4c33'],
      [0.35, '#9a7150'],
      [0.7, '#8a6446'],
      [1, '#5a3d29'],
    ],
    0,
    0,
    1,
    0,
  )}</defs>`;
  out += `<rect width="${f(lw)}" height="${f(lh)}" fill="#4a3223"/>`;
  for (let x = 0; x < lw; x += slat) {
    out += `<rect x="${f(x + 3)}" y="0" width="${f(slat - 6)}" height="${f(lh)}" rx="${f(slat / 2 - 3)}" fill="url(#${id})"/>`;
  }
  const glow = 'fluteGlow';
  out += `<defs>${linearGradient(glow, [
    [0, '#ffe2a8', 0.35],
    [0.3, '#ffe2a8', 0],
    [1, '#000000', 0.2],
  ])}</defs><rect width="${f(lw)}" height="${f(lh)}" fill="url(#${glow})"/>`;
  return out;
}

function mouldings(lw: number, lh: number): string {
  const paint = '#c9cfbf';
  const hi = tint(paint, 0.45);
  const lo = shade(paint, 0.22);
  const rail = lh * 0.62;
  let out = `<rect width="${f(lw)}" height="${f(lh)}" fill="${paint}"/>`;
  const panel = (x: number, y: number, w: number, h: number): string =>
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="${lo}" stroke-width="16"/>` +
    `<rect x="${f(x - 5)}" y="${f(y - 5)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="${hi}" stroke-width="8"/>` +
    `<rect x="${f(x + 22)}" y="${f(y + 22)}" width="${f(w - 44)}" height="${f(h - 44)}" fill="none" stroke="${lo}" stroke-width="5" opacity="0.7"/>`;
  const cols = Math.max(2, Math.round(lw / 520));
  const pw = lw / cols;
  for (let i = 0; i < cols; i++) {
    out += panel(i * pw + 70, 120, pw - 140, rail - 240);
    out += panel(i * pw + 70, rail + 90, pw - 140, lh - rail - 170);
  }
  out += `<rect y="${f(rail)}" width="${f(lw)}" height="34" fill="${hi}"/><rect y="${f(rail + 30)}" width="${f(lw)}" height="14" fill="${lo}"/>`;
  out += `<rect y="0" width="${f(lw)}" height="40" fill="${hi}"/><rect y="38" width="${f(lw)}" height="12" fill="${lo}" opacity="0.7"/>`;
  return out;
}

function landscapeMural(lw: number, lh: number): string {
  const sky = 'muralSky';
  let out = `<defs>${linearGradient(sky, [
    [0, '#e9d6bd'],
    [0.6, '#f3e6d3'],
    [1, '#e7cfb2'],
  ])}</defs><rect width="${f(lw)}" height="${f(lh)}" fill="url(#${sky})"/>`;
  out += `<circle cx="${f(lw * 0.68)}" cy="${f(lh * 0.3)}" r="${f(lh * 0.09)}" fill="#e0a062" opacity="0.85"/>`;
  const layers = ['#b9b39b', '#8f9a7c', '#6b7d62', '#4d5f4a'];
  layers.forEach((col, i) => {
    const base = lh * (0.45 + i * 0.12);
    let d = `M0 ${f(lh)}L0 ${f(base)}`;
    for (let x = 0; x <= lw; x += 40) {
      const y = base - Math.sin(x / (260 + i * 70) + i * 1.7) * lh * 0.07 - Math.sin(x / 90 + i) * lh * 0.012;
      d += `L${f(x)} ${f(y)}`;
    }
    d += `L${f(lw)} ${f(lh)}Z`;
    out += `<path d="${d}" fill="${col}"/>`;
  });
  // Unpainted strip on the right sells the "artist at work" story of the muralist category.
  out += `<rect x="${f(lw * 0.8)}" y="0" width="${f(lw * 0.2)}" height="${f(lh)}" fill="#f2ede4"/>`;
  out += `<path d="M${f(lw * 0.8)} 0V${f(lh)}" stroke="#d9d2c5" stroke-width="6" stroke-dasharray="30 14"/>`;
  let sketch = '';
  for (let x = lw * 0.8; x <= lw; x += 40) {
    const y = lh * 0.57 - Math.sin(x / 330 + 3.4) * lh * 0.07;
    sketch += `${x === lw * 0.8 ? 'M' : 'L'}${f(x)} ${f(y)}`;
  }
  out += `<path d="${sketch}" fill="none" stroke="#9b8f7d" stroke-width="4" stroke-dasharray="12 10"/>`;
  return out;
}

function ladderAndPaint(k: Kit, floorY: number, x: number): string {
  const { u } = k;
  const top = floorY - 640 * u;
  const base = floorY + 150 * u;
  let rungs = '';
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const y = base + (top - base) * t;
    const lx = x - 80 * u + 40 * u * t;
    const rx = x + 80 * u - 40 * u * t;
    rungs += `M${f(lx)} ${f(y)}H${f(rx)}`;
  }
  const can = (cx: number, col: string): string =>
    floorShadow(k, cx, floorY + 190 * u, 50 * u, 8 * u) +
    `<rect x="${f(cx - 36 * u)}" y="${f(floorY + 110 * u)}" width="${f(72 * u)}" height="${f(80 * u)}" rx="${f(6 * u)}" fill="#c9c6c0"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(floorY + 110 * u)}" rx="${f(36 * u)}" ry="${f(9 * u)}" fill="${col}"/>` +
    `<path d="M${f(cx - 36 * u)} ${f(floorY + 130 * u)}q${f(10 * u)} ${f(20 * u)} 0 ${f(40 * u)}" stroke="${col}" stroke-width="${f(10 * u)}" fill="none"/>`;
  return (
    `<path d="M0 ${f(floorY + 120 * u)}H${f(k.u * 2000)}V${f(floorY + 400 * u)}H0Z" fill="#efe9df" opacity="0.55"/>` +
    floorShadow(k, x, base, 140 * u, 14 * u) +
    `<path d="M${f(x - 80 * u)} ${f(base)}L${f(x - 40 * u)} ${f(top)}M${f(x + 80 * u)} ${f(base)}L${f(x + 40 * u)} ${f(top)}${rungs}" stroke="#b08a64" stroke-width="${f(12 * u)}" stroke-linecap="round"/>` +
    can(x + 190 * u, '#6b7d62') +
    can(x + 290 * u, '#e0a062') +
    `<rect x="${f(x - 300 * u)}" y="${f(floorY + 170 * u)}" width="${f(130 * u)}" height="${f(10 * u)}" rx="${f(4 * u)}" fill="#8a6247" transform="rotate(-8 ${f(x - 235 * u)} ${f(floorY + 175 * u)})"/>`
  );
}

function mirror(k: Kit, cx: number, cy: number, r: number): string {
  const glass = k.uid('mg');
  return (
    `<defs>${linearGradient(
      glass,
      [
        [0, '#e9eef0'],
        [0.5, '#c9d3d6'],
        [1, '#aebbbf'],
      ],
      0,
      0,
      1,
      1,
    )}</defs>` +
    `<circle cx="${f(cx + 6 * k.u)}" cy="${f(cy + 10 * k.u)}" r="${f(r + 14 * k.u)}" fill="#000000" opacity="0.16"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + 14 * k.u)}" fill="#c9a45c"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${glass})"/>` +
    `<path d="M${f(cx - r * 0.5)} ${f(cy + r * 0.3)}L${f(cx + r * 0.2)} ${f(cy - r * 0.6)}M${f(cx - r * 0.2)} ${f(cy + r * 0.5)}L${f(cx + r * 0.45)} ${f(cy - r * 0.35)}" stroke="#ffffff" stroke-width="${f(6 * k.u)}" opacity="0.5"/>`
  );
}

interface CategoryDef {
  slug: string;
  build: (w: number, h: number) => string;
}

const CATEGORIES: readonly CategoryDef[] = [
  {
    slug: 'premium-wallpapers',
    build: (w, h) =>
      roomScene(
        roomOptions(
          {
            spec: { theme: 'Indian', colorway: 'Gold', variant: 2, seed: 8 },
            setting: 'living',
            floor: 'walnut',
            focus: 0.5,
            seed: 41,
            patternScale: 0.45,
          },
          w,
          h,
          'c1',
        ),
      ),
  },
  {
    slug: 'designer-walls',
    build: (w, h) =>
      roomScene(
        roomOptions(
          {
            spec: { theme: 'Modern', colorway: 'Coral', variant: 2, seed: 14 },
            setting: 'lounge',
            floor: 'oak',
            focus: 0.45,
            seed: 42,
            patternScale: 0.5,
          },
          w,
          h,
          'c2',
        ),
      ),
  },
  {
    slug: 'signature-art',
    build: (w, h) =>
      roomScene(
        {
          w,
          h,
          wall: paintedWall('#e8dfd0', galleryWall),
          wallIsDark: false,
          setting: 'none',
          seed: 43,
          prefix: 'c3',
          accents: { main: '#b8935a', second: '#6b7d62', accent: '#c98f67' },
          focus: 0.5,
          floor: 'oak',
          patternScale: 0.7,
        },
        (k, floorY) =>
          consoleTable(k, w * 0.5, floorY + 50 * k.u, '#3e3a36', '#c98f67', 520) +
          plant(k, w * 0.86, floorY + 150 * k.u, '#e9e3d9', 'palm') +
          pouf(k, w * 0.3, floorY + 200 * k.u, '#d9cbb5'),
      ),
  },
  {
    slug: 'wall-muralists',
    build: (w, h) =>
      roomScene(
        {
          w,
          h,
          wall: landscapeMural,
          wallIsDark: false,
          setting: 'none',
          seed: 44,
          prefix: 'c4',
          accents: { main: '#6b7d62', second: '#b9b39b', accent: '#e0a062' },
          focus: 0.34,
          floor: 'pale',
          patternScale: 0.5,
        },
        (k, floorY) =>
          ladderAndPaint(k, floorY, w * 0.58) + plant(k, w * 0.14, floorY + 150 * k.u, '#c98f67', 'snake'),
      ),
  },
  {
    slug: 'panels',
    build: (w, h) =>
      roomScene({
        w,
        h,
        wall: flutedPanels,
        wallIsDark: true,
        setting: 'lounge',
        seed: 45,
        prefix: 'c5',
        accents: { main: '#c9a45c', second: '#6b7d62', accent: '#c9a45c' },
        focus: 0.5,
        floor: 'pale',
        patternScale: 0.6,
      }),
  },
  {
    slug: 'mouldings',
    build: (w, h) =>
      roomScene(
        {
          w,
          h,
          wall: mouldings,
          wallIsDark: false,
          setting: 'none',
          seed: 46,
          prefix: 'c6',
          accents: { main: '#6b7d62', second: '#c9cfbf', accent: '#c9a45c' },
          focus: 0.5,
          floor: 'walnut',
          patternScale: 0.55,
        },
        (k, floorY) =>
          mirror(k, w * 0.5, floorY - 520 * k.u, 150 * k.u) +
          consoleTable(k, w * 0.5, floorY + 50 * k.u, '#8a6247', '#e9e3d9', 500) +
          plant(k, w * 0.87, floorY + 150 * k.u, '#e9e3d9', 'fiddle') +
          pouf(k, w * 0.3, floorY + 200 * k.u, '#d9cbb5'),
      ),
  },
];

export async function renderCategoryImages(save: SaveImage): Promise<string[]> {
  const out = await Promise.all(
    CATEGORIES.map((cat) =>
      renderSvg(svgDocument(800, 1000, cat.build(800, 1000)), save, `category-${cat.slug}`, [
        { suffix: '', width: 800, height: 1000 },
        { suffix: '-sm', width: 400, height: 500 },
      ]),
    ),
  );
  return out.map((names) => names[0] ?? '');
}

const SKIN = ['#8d5a3b', '#a86f4c', '#c68b63', '#7a4a31', '#b57d57', '#9a6244', '#d19d78', '#6f4330'];
const HAIR = ['#2a1d17', '#3b2a21', '#1f1815', '#5a3b2a', '#2a1d17', '#4a4340', '#1f1815', '#3b2a21'];
const BACKDROPS = ['#e9d8c3', '#d9c7b0', '#e6d2c7', '#d6d9c8', '#ecdcc4', '#dccfc2', '#e3d5be', '#d5cbbd'];
const CLOTHES = ['#6b7d62', '#8a3b46', '#c98f67', '#2f4858', '#b8935a', '#5d4b63', '#3f4746', '#a86f4c'];

function avatarSvg(i: number): string {
  const rng = createRng(900 + i);
  const S = 240;
  const skin = SKIN[i % SKIN.length] ?? '#a86f4c';
  const hair = HAIR[i % HAIR.length] ?? '#2a1d17';
  const bg = BACKDROPS[i % BACKDROPS.length] ?? '#e9d8c3';
  const cloth = CLOTHES[i % CLOTHES.length] ?? '#6b7d62';
  const style = i % 8;
  const cx = 120;
  const headY = 104;
  const hx = rng.range(38, 42);
  const hy = rng.range(48, 52);
  const bgId = `ab${i}`;
  const skinId = `as${i}`;
  let back = '';
  let front = '';
  switch (style) {
    case 0:
      back = `<path d="M${cx - 52} ${headY - 8}C${cx - 60} ${headY + 70} ${cx - 48} ${headY + 110} ${cx - 30} ${headY + 120}H${cx + 30}C${cx + 48} ${headY + 110} ${cx + 60} ${headY + 70} ${cx + 52} ${headY - 8}Z" fill="${hair}"/>`;
      front = `<path d="M${cx - 44} ${headY - 6}C${cx - 44} ${headY - 62} ${cx + 44} ${headY - 62} ${cx + 44} ${headY - 6}C${cx + 20} ${headY - 30} ${cx - 10} ${headY - 34} ${cx - 44} ${headY - 6}Z" fill="${hair}"/>`;
      break;
    case 1:
      front = `<path d="M${cx - 42} ${headY - 2}C${cx - 48} ${headY - 60} ${cx + 46} ${headY - 64} ${cx + 42} ${headY - 6}C${cx + 30} ${headY - 34} ${cx - 20} ${headY - 36} ${cx - 42} ${headY - 2}Z" fill="${hair}"/>`;
      break;
    case 2:
      back = `<circle cx="${cx}" cy="${headY - 56}" r="22" fill="${hair}"/>`;
      front = `<path d="M${cx - 42} ${headY - 4}C${cx - 44} ${headY - 58} ${cx + 44} ${headY - 58} ${cx + 42} ${headY - 4}C${cx + 26} ${headY - 36} ${cx - 26} ${headY - 36} ${cx - 42} ${headY - 4}Z" fill="${hair}"/>`;
      break;
    case 3: {
      let curls = '';
      for (let k = 0; k < 14; k++) {
        const a = Math.PI * (1.05 + (k / 13) * 0.9);
        curls += `<circle cx="${f(cx + Math.cos(a) * 46)}" cy="${f(headY - 8 + Math.sin(a) * 50)}" r="${f(rng.range(15, 19))}"/>`;
      }
      back = `<g fill="${hair}">${curls}</g>`;
      break;
    }
    case 4:
      back = `<path d="M${cx - 50} ${headY - 10}C${cx - 56} ${headY + 40} ${cx - 50} ${headY + 56} ${cx - 40} ${headY + 60}H${cx + 40}C${cx + 50} ${headY + 56} ${cx + 56} ${headY + 40} ${cx + 50} ${headY - 10}Z" fill="${hair}"/>`;
      front = `<path d="M${cx - 46} ${headY + 4}C${cx - 50} ${headY - 66} ${cx + 50} ${headY - 66} ${cx + 46} ${headY + 4}C${cx + 40} ${headY - 20} ${cx + 10} ${headY - 30} ${cx - 14} ${headY - 40}C${cx - 24} ${headY - 20} ${cx - 38} ${headY - 14} ${cx - 46} ${headY + 4}Z" fill="${hair}"/>`;
      break;
    case 5:
      front =
        `<path d="M${cx - 42} ${headY - 10}C${cx - 40} ${headY - 58} ${cx + 40} ${headY - 58} ${cx + 42} ${headY - 10}C${cx + 30} ${headY - 26} ${cx - 30} ${headY - 26} ${cx - 42} ${headY - 10}Z" fill="${hair}"/>` +
        `<path d="M${cx - 34} ${headY + 20}C${cx - 30} ${headY + 64} ${cx + 30} ${headY + 64} ${cx + 34} ${headY + 20}C${cx + 20} ${headY + 34} ${cx - 20} ${headY + 34} ${cx - 34} ${headY + 20}Z" fill="${hair}" opacity="0.9"/>`;
      break;
    case 6:
      back = `<path d="M${cx + 30} ${headY - 30}C${cx + 70} ${headY + 10} ${cx + 40} ${headY + 80} ${cx + 56} ${headY + 130}" stroke="${hair}" stroke-width="22" fill="none" stroke-linecap="round"/>`;
      front = `<path d="M${cx - 42} ${headY - 2}C${cx - 46} ${headY - 62} ${cx + 46} ${headY - 62} ${cx + 42} ${headY - 2}C${cx + 34} ${headY - 40} ${cx - 30} ${headY - 40} ${cx - 42} ${headY - 2}Z" fill="${hair}"/>`;
      break;
    default:
      front = `<path d="M${cx - 42} ${headY - 14}C${cx - 38} ${headY - 56} ${cx + 38} ${headY - 56} ${cx + 42} ${headY - 14}C${cx + 20} ${headY - 32} ${cx - 20} ${headY - 32} ${cx - 42} ${headY - 14}Z" fill="${mix(hair, '#9a9088', 0.55)}"/>`;
  }
  const extras =
    style === 7
      ? `<g fill="none" stroke="#3b3230" stroke-width="3"><circle cx="${cx - 16}" cy="${headY + 2}" r="11"/><circle cx="${cx + 16}" cy="${headY + 2}" r="11"/><path d="M${cx - 5} ${headY + 2}h10"/></g>`
      : style === 0 || style === 2 || style === 6
        ? `<circle cx="${cx - hx + 2}" cy="${headY + 22}" r="4" fill="#d4b06a"/><circle cx="${cx + hx - 2}" cy="${headY + 22}" r="4" fill="#d4b06a"/>`
        : '';
  const collar =
    i % 2
      ? `<path d="M${cx - 22} 176L${cx} 200L${cx + 22} 176" fill="none" stroke="${tint(cloth, 0.35)}" stroke-width="5"/>`
      : '';
  return svgDocument(
    S,
    S,
    `<defs>${radialGradient(
      bgId,
      [
        [0, tint(bg, 0.35)],
        [1, bg],
      ],
      0.5,
      0.35,
      0.8,
    )}${linearGradient(skinId, [
      [0, tint(skin, 0.08)],
      [1, shade(skin, 0.08)],
    ])}</defs>` +
      `<rect width="${S}" height="${S}" fill="url(#${bgId})"/>` +
      back +
      `<path d="M${cx - 96} ${S}C${cx - 92} 196 ${cx - 60} 172 ${cx - 24} 168H${cx + 24}C${cx + 60} 172 ${cx + 92} 196 ${cx + 96} ${S}Z" fill="${cloth}"/>` +
      `<path d="M${cx - 16} 140H${cx + 16}V172C${cx + 8} 182 ${cx - 8} 182 ${cx - 16} 172Z" fill="${shade(skin, 0.12)}"/>` +
      collar +
      `<ellipse cx="${cx}" cy="${headY}" rx="${f(hx)}" ry="${f(hy)}" fill="url(#${skinId})"/>` +
      `<ellipse cx="${cx - hx + 1}" cy="${headY + 6}" rx="6" ry="10" fill="${shade(skin, 0.05)}"/><ellipse cx="${cx + hx - 1}" cy="${headY + 6}" rx="6" ry="10" fill="${shade(skin, 0.05)}"/>` +
      front +
      extras,
  );
}

export async function renderTestimonialAvatars(save: SaveImage): Promise<string[]> {
  const out = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      renderSvg(avatarSvg(i), save, `avatar-${i + 1}`, [{ suffix: '', width: 240, height: 240 }]),
    ),
  );
  return out.map((names) => names[0] ?? '');
}

const INSPIRATIONS: readonly SceneSpec[] = [
  {
    spec: { theme: 'Tropical', colorway: 'Turquoise', variant: 3, seed: 21 },
    setting: 'bedroom',
    floor: 'oak',
    focus: 0.5,
    seed: 501,
  },
  {
    spec: { theme: 'Modern', colorway: 'Black', variant: 2, seed: 22 },
    setting: 'dining',
    floor: 'walnut',
    focus: 0.5,
    seed: 502,
  },
  {
    spec: withGround({ theme: 'Kids', colorway: 'Pink', variant: 0, seed: 23 }, false),
    setting: 'kids',
    floor: 'pale',
    focus: 0.5,
    seed: 503,
  },
  {
    spec: { theme: 'Indian', colorway: 'Blue', variant: 3, seed: 24 },
    setting: 'living',
    floor: 'oak',
    focus: 0.5,
    seed: 504,
  },
  {
    spec: { theme: 'Ceiling', colorway: 'Blue', variant: 1, seed: 25 },
    setting: 'living',
    floor: 'oak',
    focus: 0.5,
    seed: 505,
  },
];

export async function renderInspirationImages(save: SaveImage): Promise<string[]> {
  const out = await Promise.all(
    INSPIRATIONS.map((scene, i) => {
      const w = 800;
      const h = 600;
      const opts = roomOptions(scene, w, h, `i${i}`);
      const body = scene.spec.theme === 'Ceiling' ? ceilingScene(opts) : roomScene(opts);
      return renderSvg(svgDocument(w, h, body), save, `inspiration-${i + 1}`, [
        { suffix: '', width: w, height: h },
      ]);
    }),
  );
  return out.map((names) => names[0] ?? '');
}
