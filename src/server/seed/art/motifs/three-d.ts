import { shade, tint } from '../color';
import { f, linearGradient, patternFill, polygon, radialGradient } from '../svg';
import type { DrawCtx, Motif, Point } from '../svg';

function faceGradients(
  c: DrawCtx,
  top: string,
  left: string,
  right: string,
): { top: string; left: string; right: string; defs: string } {
  const ids = { top: c.uid('gt'), left: c.uid('gl'), right: c.uid('gr') };
  const defs =
    linearGradient(
      ids.top,
      [
        [0, tint(top, 0.18)],
        [1, top],
      ],
      0,
      0,
      1,
      1,
    ) +
    linearGradient(
      ids.left,
      [
        [0, tint(left, 0.08)],
        [1, shade(left, 0.1)],
      ],
      0,
      0,
      0,
      1,
    ) +
    linearGradient(
      ids.right,
      [
        [0, right],
        [1, shade(right, 0.22)],
      ],
      0,
      0,
      1,
      1,
    );
  return { ...ids, defs };
}

const cubes: Motif = {
  name: 'isometric-cubes',
  ground: 'either',
  draw(c) {
    const { rng, pal } = c;
    const s = rng.range(62, 80);
    const hw = (s * Math.sqrt(3)) / 2;
    const tw = 2 * hw;
    const th = 3 * s;
    const [topC, leftC, rightC] = pal.dark
      ? [pal.second, pal.main, pal.deep]
      : rng.chance(0.5)
        ? [pal.soft, pal.main, pal.deep]
        : [tint(pal.second, 0.35), pal.second, pal.main];
    const gr = faceGradients(c, topC, leftC, rightC);
    const cube = (x: number, y: number): string => {
      const V0 = { x, y: y - s };
      const V1 = { x: x + hw, y: y - s / 2 };
      const V2 = { x: x + hw, y: y + s / 2 };
      const V3 = { x, y: y + s };
      const V4 = { x: x - hw, y: y + s / 2 };
      const V5 = { x: x - hw, y: y - s / 2 };
      const C = { x, y };
      return (
        `<path d="${polygon([V5, V0, V1, C])}" fill="url(#${gr.top})"/>` +
        `<path d="${polygon([V5, C, V3, V4])}" fill="url(#${gr.left})"/>` +
        `<path d="${polygon([C, V1, V2, V3])}" fill="url(#${gr.right})"/>`
      );
    };
    let tile = `<defs>${gr.defs}</defs>`;
    for (const [x, y] of [
      [0, 0],
      [tw, 0],
      [hw, 1.5 * s],
      [0, 3 * s],
      [tw, 3 * s],
      [-hw, 1.5 * s],
      [tw + hw, 1.5 * s],
    ] as const) {
      tile += cube(x, y);
    }
    tile += `<path d="M0 0L${f(hw)} ${f(s / 2)}" stroke="${pal.accent}" stroke-opacity="0"/>`;
    return patternFill(c, tw, th, tile);
  },
};

const ribbons: Motif = {
  name: 'shaded-waves',
  ground: 'either',
  draw(c) {
    const { rng, pal, w, h } = c;
    const period = w / rng.int(2, 3);
    const amp = rng.range(28, 46);
    const spacing = rng.range(62, 80);
    const rows = Math.ceil(h / spacing) + 3;
    const tones = [pal.main, pal.second, pal.deep, pal.soft];
    let defs = '';
    let body = '';
    const edge = (i: number): Point[] => {
      const pts: Point[] = [];
      const phase = i * 0.55;
      for (let x = -20; x <= w + 20; x += 15) {
        pts.push({ x, y: (i - 1) * spacing + amp * Math.sin((x / period) * Math.PI * 2 + phase) });
      }
      return pts;
    };
    for (let i = 0; i < rows; i++) {
      const top = edge(i);
      const bottom = edge(i + 1).reverse();
      const base = tones[i % tones.length] ?? pal.main;
      const id = c.uid('rb');
      defs += linearGradient(id, [
        [0, tint(base, 0.35)],
        [0.45, base],
        [1, shade(base, 0.35)],
      ]);
      body += `<path d="${polygon([...top, ...bottom])}" fill="url(#${id})"/>`;
      body += `<path d="${polygon(top).replace(/Z$/, '')}" fill="none" stroke="${tint(base, 0.6)}" stroke-width="2" stroke-opacity="0.7"/>`;
    }
    return `<defs>${defs}</defs><rect width="${f(w)}" height="${f(h)}" fill="${pal.bg}"/>${body}`;
  },
};

const diamonds: Motif = {
  name: 'embossed-diamonds',
  ground: 'either',
  draw(c) {
    const { rng, pal } = c;
    const a = rng.range(170, 210);
    const b = a * rng.range(1.3, 1.7);
    const base = pal.dark ? pal.main : pal.second;
    const tones = [tint(base, 0.45), tint(base, 0.15), shade(base, 0.12), shade(base, 0.35)];
    const ids = tones.map(() => c.uid('dg'));
    let defs = '';
    tones.forEach((t, i) => {
      defs += linearGradient(
        ids[i] ?? '',
        [
          [0, tint(t, 0.1)],
          [1, shade(t, 0.06)],
        ],
        0,
        0,
        1,
        1,
      );
    });
    const diamond = (x: number, y: number): string => {
      const T = { x, y: y - b / 2 };
      const R = { x: x + a / 2, y };
      const B = { x, y: y + b / 2 };
      const L = { x: x - a / 2, y };
      const C = { x: x + a * 0.04, y: y - b * 0.04 };
      return (
        `<path d="${polygon([L, T, C])}" fill="url(#${ids[0]})"/>` +
        `<path d="${polygon([T, R, C])}" fill="url(#${ids[1]})"/>` +
        `<path d="${polygon([L, C, B])}" fill="url(#${ids[2]})"/>` +
        `<path d="${polygon([C, R, B])}" fill="url(#${ids[3]})"/>`
      );
    };
    let tile = `<defs>${defs}</defs>`;
    for (const [x, y] of [
      [a / 2, b / 2],
      [0, 0],
      [a, 0],
      [0, b],
      [a, b],
    ] as const)
      tile += diamond(x, y);
    return patternFill(c, a, b, tile);
  },
};

const chevrons: Motif = {
  name: 'folded-chevrons',
  ground: 'either',
  draw(c) {
    const { rng, pal } = c;
    const p = rng.range(90, 120);
    const d = p * rng.range(0.55, 0.8);
    const q = rng.range(70, 90);
    const tw = 2 * p;
    const rowColours = [pal.main, pal.second, pal.soft];
    const th = q * rowColours.length;
    let defs = '';
    let tile = '';
    rowColours.forEach((col, i) => {
      const idL = c.uid('cl');
      const idR = c.uid('cr');
      defs += linearGradient(
        idL,
        [
          [0, tint(col, 0.3)],
          [1, col],
        ],
        0,
        0,
        1,
        0,
      );
      defs += linearGradient(
        idR,
        [
          [0, shade(col, 0.3)],
          [1, shade(col, 0.1)],
        ],
        0,
        0,
        1,
        0,
      );
      for (const dy of [-th, 0, th]) {
        const y = i * q + dy + d;
        tile += `<path d="${polygon([
          { x: 0, y },
          { x: p, y: y - d },
          { x: p, y: y - d + q },
          { x: 0, y: y + q },
        ])}" fill="url(#${idL})"/>`;
        tile += `<path d="${polygon([
          { x: p, y: y - d },
          { x: tw, y },
          { x: tw, y: y + q },
          { x: p, y: y - d + q },
        ])}" fill="url(#${idR})"/>`;
      }
    });
    return patternFill(c, tw, th, `<defs>${defs}</defs>${tile}`);
  },
};

const spheres: Motif = {
  name: 'pearl-spheres',
  ground: 'dark',
  draw(c) {
    const { rng, pal } = c;
    const r = rng.range(38, 50);
    const T = r * 3.1;
    const id = c.uid('sp');
    const sh = c.uid('sh');
    const defs =
      radialGradient(
        id,
        [
          [0, tint(pal.second, 0.75)],
          [0.35, pal.second],
          [0.8, pal.main],
          [1, shade(pal.main, 0.4)],
        ],
        0.35,
        0.3,
        0.75,
      ) +
      radialGradient(sh, [
        [0, '#000000', 0.45],
        [1, '#000000', 0],
      ]);
    const sphere = (x: number, y: number): string =>
      `<ellipse cx="${f(x + r * 0.25)}" cy="${f(y + r * 0.35)}" rx="${f(r * 1.15)}" ry="${f(r * 1.05)}" fill="url(#${sh})"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="url(#${id})"/>`;
    let tile = `<defs>${defs}</defs><rect width="${f(T)}" height="${f(T)}" fill="${pal.bg}"/>`;
    for (const [x, y] of [
      [0, 0],
      [T, 0],
      [0, T],
      [T, T],
      [T / 2, T / 2],
    ] as const)
      tile += sphere(x, y);
    tile += `<circle cx="${f(T / 2)}" cy="0" r="${f(r * 0.12)}" fill="${pal.accent}"/><circle cx="${f(T / 2)}" cy="${f(T)}" r="${f(r * 0.12)}" fill="${pal.accent}"/>`;
    return patternFill(c, T, T, tile);
  },
};

export const threeDMotifs: readonly Motif[] = [cubes, ribbons, diamonds, chevrons, spheres];
