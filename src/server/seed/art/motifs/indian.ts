import { mix, shade, tint } from '../color';
import type { Rng } from '../../../lib/prng';
import { f, g, leafPath, patternFill, star, tr, wrapped } from '../svg';
import type { DrawCtx, Motif } from '../svg';

function flowerHead(
  r: number,
  petals: number,
  petal: string,
  centre: string,
  rotate = 0,
  inner?: string,
): string {
  let d = '';
  let e = '';
  for (let i = 0; i < petals; i++) {
    const rot = `rotate(${f(rotate + (360 * i) / petals)})`;
    d += `<path d="M0 0C${f(r * 0.5)} ${f(-r * 0.25)} ${f(r * 0.42)} ${f(-r)} 0 ${f(-r)}C${f(-r * 0.42)} ${f(-r)} ${f(-r * 0.5)} ${f(-r * 0.25)} 0 0Z" transform="${rot}"/>`;
    if (inner)
      e += `<path d="M0 0C${f(r * 0.2)} ${f(-r * 0.2)} ${f(r * 0.18)} ${f(-r * 0.6)} 0 ${f(-r * 0.66)}C${f(-r * 0.18)} ${f(-r * 0.6)} ${f(-r * 0.2)} ${f(-r * 0.2)} 0 0Z" transform="${rot}"/>`;
  }
  return `<g fill="${petal}">${d}</g>${inner ? `<g fill="${inner}">${e}</g>` : ''}<circle r="${f(r * 0.24)}" fill="${centre}"/>`;
}

// Block-printed sprig; the outline layer is nudged off-register like a hand-stamped second block.
function buti(S: number, c: DrawCtx, rng: Rng, petals: number): string {
  const { pal } = c;
  const ink = pal.dark ? pal.soft : pal.deep;
  const stem = `M0 ${f(S * 0.5)}C${f(S * 0.08)} ${f(S * 0.25)} ${f(-S * 0.08)} ${f(S * 0.05)} 0 ${f(-S * 0.12)}`;
  const leafL = S * 0.32;
  const leaves =
    `<path transform="${tr(0, S * 0.28, -35)}" d="${leafPath(leafL, leafL * 0.34)}"/>` +
    `<path transform="${tr(0, S * 0.2, -145)}" d="${leafPath(leafL * 0.9, leafL * 0.34)}"/>`;
  const buds =
    `<ellipse cx="${f(S * 0.26)}" cy="${f(S * 0.02)}" rx="${f(S * 0.05)}" ry="${f(S * 0.08)}" transform="rotate(30 ${f(S * 0.26)} ${f(S * 0.02)})"/>` +
    `<ellipse cx="${f(-S * 0.26)}" cy="${f(S * 0.06)}" rx="${f(S * 0.05)}" ry="${f(S * 0.08)}" transform="rotate(-30 ${f(-S * 0.26)} ${f(S * 0.06)})"/>`;
  const off = S * 0.018;
  return (
    `<g fill="${pal.second}">${leaves}</g>` +
    `<g fill="${pal.accent}">${buds}</g>` +
    g(tr(0, -S * 0.28), flowerHead(S * 0.3, petals, pal.main, pal.accent, rng.range(0, 30), pal.second)) +
    `<g transform="translate(${f(off)} ${f(off * 0.6)})" fill="none" stroke="${ink}" stroke-width="${f(S * 0.022)}" stroke-linecap="round">` +
    `<path d="${stem}"/>${leaves}<circle cy="${f(-S * 0.28)}" r="${f(S * 0.09)}"/></g>`
  );
}

const butiGrid: Motif = {
  name: 'block-print-buti',
  ground: 'light',
  draw(c) {
    const { rng, pal } = c;
    const S = rng.range(150, 180);
    const tw = S * rng.range(1.7, 2);
    const th = S * rng.range(1.9, 2.2);
    const petals = rng.pick([5, 6, 8]);
    const motif = buti(S, c, rng, petals);
    const dot = (x: number, y: number): string =>
      [0, 90, 180, 270]
        .map((a) => {
          const r = S * 0.07;
          return `<circle cx="${f(x + r * Math.cos((a * Math.PI) / 180))}" cy="${f(y + r * Math.sin((a * Math.PI) / 180))}" r="${f(S * 0.025)}"/>`;
        })
        .join('');
    const tile =
      `<rect width="${f(tw)}" height="${f(th)}" fill="${pal.bg}"/>` +
      `<g fill="${pal.accent}" opacity="0.75">${dot(tw * 0.75, th * 0.25)}${dot(tw * 0.25, th * 0.75)}${dot(0, 0)}${dot(tw, 0)}${dot(0, th)}${dot(tw, th)}</g>` +
      g(tr(tw * 0.25, th * 0.25), motif) +
      g(tr(tw * 0.75, th * 0.75), motif);
    return patternFill(c, tw, th, tile);
  },
};

const BOTEH =
  'M0 50C-36 50 -46 16 -38 -6C-30 -28 -6 -34 8 -52C18 -64 18 -80 8 -90C34 -84 44 -58 40 -30C36 -2 46 22 34 38C26 48 14 50 0 50Z';

function paisley(S: number, c: DrawCtx, rng: Rng): string {
  const { pal } = c;
  const k = S / 140;
  const ink = pal.dark ? pal.soft : pal.deep;
  const petalsRot = rng.range(0, 40);
  return g(
    `scale(${Math.round(k * 1000) / 1000})`,
    `<path d="${BOTEH}" fill="${pal.main}"/>` +
      `<path d="${BOTEH}" transform="translate(0 6) scale(0.72)" fill="${pal.bg}"/>` +
      `<path d="${BOTEH}" transform="translate(0 10) scale(0.5)" fill="${pal.second}"/>` +
      `<path d="${BOTEH}" fill="none" stroke="${ink}" stroke-width="2.2"/>` +
      `<path d="${BOTEH}" transform="translate(0 6) scale(0.72)" fill="none" stroke="${ink}" stroke-width="1.6" stroke-dasharray="3 4"/>` +
      g(tr(-2, 18), flowerHead(13, 6, pal.accent, ink, petalsRot)) +
      `<path d="${BOTEH}" transform="translate(0 -4) scale(1.16)" fill="none" stroke="${pal.accent}" stroke-width="5" stroke-linecap="round" stroke-dasharray="0 10"/>`,
  );
}

const paisleyGrid: Motif = {
  name: 'paisley',
  ground: 'either',
  draw(c) {
    const { rng, pal } = c;
    const S = rng.range(190, 220);
    const tw = S * 1.55;
    const th = S * 1.7;
    const a = paisley(S, c, rng);
    const sprig = flowerHead(S * 0.09, 5, pal.accent, pal.second);
    const tilt = rng.range(-20, 20);
    const tile =
      `<rect width="${f(tw)}" height="${f(th)}" fill="${pal.bg}"/>` +
      wrapped(tw, th, tw * 0.25, th * 0.27, S * 0.75, (x, y) => g(tr(x, y, tilt), a)) +
      wrapped(tw, th, tw * 0.75, th * 0.77, S * 0.75, (x, y) =>
        g(tr(x, y, tilt), `<g transform="scale(-1 1)">${a}</g>`),
      ) +
      wrapped(tw, th, tw * 0.75, th * 0.25, S * 0.1, (x, y) => g(tr(x, y), sprig)) +
      wrapped(tw, th, tw * 0.25, th * 0.75, S * 0.1, (x, y) => g(tr(x, y), sprig));
    return patternFill(c, tw, th, tile);
  },
};

const jaali: Motif = {
  name: 'jaali-ogee',
  ground: 'either',
  draw(c) {
    const { rng, pal } = c;
    const w = rng.range(220, 260);
    const h = w * rng.range(1.35, 1.55);
    const curveA = `M0 0C0 ${f(h * 0.28)} ${f(w / 2)} ${f(h * 0.22)} ${f(w / 2)} ${f(h / 2)}C${f(w / 2)} ${f(h * 0.78)} 0 ${f(h * 0.72)} 0 ${f(h)}`;
    const curveB = `M${f(w)} 0C${f(w)} ${f(h * 0.28)} ${f(w / 2)} ${f(h * 0.22)} ${f(w / 2)} ${f(h / 2)}C${f(w / 2)} ${f(h * 0.78)} ${f(w)} ${f(h * 0.72)} ${f(w)} ${f(h)}`;
    const lines = curveA + curveB;
    const band = pal.dark ? pal.accent : pal.main;
    const cellFill = pal.dark ? pal.bg2 : tint(pal.soft, 0.35);
    const lattice =
      `<path d="${lines}" fill="none" stroke="${band}" stroke-width="${f(w * 0.12)}"/>` +
      `<path d="${lines}" fill="none" stroke="${pal.dark ? pal.bg : pal.bg}" stroke-width="${f(w * 0.06)}"/>` +
      `<path d="${lines}" fill="none" stroke="${pal.accent}" stroke-width="${f(w * 0.012)}"/>`;
    const node = (x: number, y: number): string =>
      `<path d="${star(x, y, w * 0.1, w * 0.045, 4, 0)}" fill="${band}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(w * 0.025)}" fill="${pal.accent}"/>`;
    const flower = flowerHead(w * 0.13, 8, pal.second, pal.accent, rng.range(0, 45));
    const leafy = (x: number, y: number): string =>
      g(
        tr(x, y),
        `<path d="${leafPath(w * 0.17, w * 0.05)}" transform="rotate(-90)" fill="${pal.dark ? pal.deep : pal.second}" opacity="0.8"/>` +
          `<path d="${leafPath(w * 0.17, w * 0.05)}" transform="rotate(90)" fill="${pal.dark ? pal.deep : pal.second}" opacity="0.8"/>` +
          flower,
      );
    let cells = '';
    for (const [x, y] of [
      [0, h / 2],
      [w, h / 2],
      [w / 2, 0],
      [w / 2, h],
    ] as const) {
      cells +=
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w * 0.26)}" ry="${f(h * 0.26)}" fill="${cellFill}"/>` +
        leafy(x, y);
    }
    const nodes = node(w / 2, h / 2) + node(0, 0) + node(w, 0) + node(0, h) + node(w, h);
    return patternFill(
      c,
      w,
      h,
      `<rect width="${f(w)}" height="${f(h)}" fill="${pal.bg}"/>${cells}${lattice}${nodes}`,
    );
  },
};

function mandala(R: number, c: DrawCtx, rng: Rng): string {
  const { pal } = c;
  const ink = pal.dark ? pal.soft : pal.deep;
  const n1 = rng.pick([8, 12]);
  const n2 = n1 * 2;
  let out = '';
  let scallop = '';
  for (let i = 0; i < n2; i++) {
    const a = (i * 360) / n2;
    scallop += `<circle cx="0" cy="${f(-R * 0.92)}" r="${f(R * 0.13)}" transform="rotate(${f(a)})"/>`;
  }
  out += `<g fill="${pal.second}">${scallop}</g><circle r="${f(R * 0.92)}" fill="${pal.main}"/>`;
  let outer = '';
  for (let i = 0; i < n2; i++) {
    outer += `<path d="M0 ${f(-R * 0.88)}Q${f(R * 0.09)} ${f(-R * 0.7)} 0 ${f(-R * 0.56)}Q${f(-R * 0.09)} ${f(-R * 0.7)} 0 ${f(-R * 0.88)}Z" transform="rotate(${f((i * 360) / n2 + 180 / n2)})"/>`;
  }
  out += `<g fill="${pal.bg}" opacity="0.9">${outer}</g>`;
  out += `<circle r="${f(R * 0.56)}" fill="none" stroke="${pal.accent}" stroke-width="${f(R * 0.025)}"/>`;
  out += `<path d="${star(0, 0, R * 0.54, R * 0.38, n1, -90)}" fill="${pal.deep === pal.main ? pal.second : ink}"/>`;
  let petals = '';
  for (let i = 0; i < n1; i++) {
    petals += `<ellipse cx="0" cy="${f(-R * 0.27)}" rx="${f(R * 0.08)}" ry="${f(R * 0.15)}" transform="rotate(${f((i * 360) / n1)})"/>`;
  }
  out += `<circle r="${f(R * 0.4)}" fill="${pal.bg}"/><g fill="${pal.second}">${petals}</g>`;
  let beads = '';
  for (let i = 0; i < n2; i++) {
    const a = ((i * 360) / n2) * (Math.PI / 180);
    beads += `<circle cx="${f(R * 0.47 * Math.cos(a))}" cy="${f(R * 0.47 * Math.sin(a))}" r="${f(R * 0.022)}"/>`;
  }
  out += `<g fill="${pal.accent}">${beads}</g><circle r="${f(R * 0.1)}" fill="${pal.accent}"/><circle r="${f(R * 0.045)}" fill="${ink}"/>`;
  return out;
}

const mandalas: Motif = {
  name: 'mandala',
  ground: 'either',
  draw(c) {
    const { rng, pal } = c;
    const T = rng.range(420, 480);
    const m = mandala(T * 0.34, c, rng);
    const small = `<path d="${star(0, 0, T * 0.09, T * 0.03, 4, 0)}" fill="${pal.accent}"/><circle r="${f(T * 0.02)}" fill="${pal.bg}"/>`;
    const grid = `<path d="M0 ${f(T / 2)}H${f(T)}M${f(T / 2)} 0V${f(T)}" stroke="${mix(pal.bg, pal.accent, 0.35)}" stroke-width="1.5" stroke-dasharray="2 6"/>`;
    const tile =
      `<rect width="${f(T)}" height="${f(T)}" fill="${pal.bg}"/>${grid}` +
      wrapped(T, T, 0, 0, T * 0.4, (x, y) => g(tr(x, y), m)) +
      g(tr(T / 2, T / 2), m.replace(new RegExp(pal.main, 'g'), shade(pal.main, 0.12))) +
      g(tr(T / 2, 0), small) +
      g(tr(T / 2, T), small) +
      g(tr(0, T / 2), small) +
      g(tr(T, T / 2), small);
    return patternFill(c, T, T, tile);
  },
};

const chikankari: Motif = {
  name: 'chikankari-vine',
  ground: 'light',
  draw(c) {
    const { rng, pal } = c;
    const tw = rng.range(190, 230);
    const th = tw * 2;
    const neutral = pal.colorway === 'White' || pal.colorway === 'Cream';
    const ground = neutral ? pal.bg2 : mix(pal.bg, pal.main, 0.5);
    const thread = neutral ? pal.deep : '#fbf7ef';
    const amp = tw * 0.16;
    const x0 = tw / 2;
    let vine = `M${f(x0)} 0`;
    for (let y = 10; y <= th; y += 10) vine += `L${f(x0 + amp * Math.sin((y / th) * Math.PI * 2))} ${f(y)}`;
    const stitch = (width = 2.2): string =>
      `fill="none" stroke="${thread}" stroke-width="${width}" stroke-linecap="round"`;
    let leaves = '';
    let flowers = '';
    for (let i = 0; i < 6; i++) {
      const y = (i + 0.5) * (th / 6);
      const x = x0 + amp * Math.sin((y / th) * Math.PI * 2);
      const side = i % 2 ? 1 : -1;
      const L = tw * 0.2;
      leaves += `<path transform="${tr(x, y, side > 0 ? -30 : 210)}" d="${leafPath(L, L * 0.32)}" ${stitch()} stroke-dasharray="5 4"/>`;
      leaves += `<path transform="${tr(x, y, side > 0 ? -30 : 210)}" d="M${f(L * 0.15)} 0H${f(L * 0.8)}" ${stitch(1.4)}/>`;
      if (i % 2 === 0) {
        const fx = x - side * tw * 0.24;
        const fy = y + th * 0.04;
        let petals = '';
        for (let k = 0; k < 5; k++)
          petals += `<ellipse cx="0" cy="${f(-tw * 0.05)}" rx="${f(tw * 0.03)}" ry="${f(tw * 0.05)}" transform="rotate(${k * 72})"/>`;
        flowers += `<g transform="${tr(fx, fy, rng.range(0, 72))}" ${stitch()} stroke-dasharray="3 3">${petals}</g><circle cx="${f(fx)}" cy="${f(fy)}" r="3" fill="${thread}"/>`;
        flowers += `<path d="M${f(x)} ${f(y)}Q${f((x + fx) / 2)} ${f(y - th * 0.03)} ${f(fx)} ${f(fy)}" ${stitch()} stroke-dasharray="4 4"/>`;
      }
    }
    let knots = '';
    for (let i = 0; i < 12; i++)
      knots += `<circle cx="${f(rng.range(0, tw))}" cy="${f(rng.range(0, th))}" r="2.2"/>`;
    const tile =
      `<rect width="${f(tw)}" height="${f(th)}" fill="${ground}"/>` +
      `<path d="${vine}" ${stitch(2.6)} stroke-dasharray="7 4"/>` +
      leaves +
      flowers +
      `<g fill="${thread}" opacity="0.8">${knots}</g>`;
    return patternFill(c, tw, th, tile);
  },
};

export const indianMotifs: readonly Motif[] = [butiGrid, paisleyGrid, jaali, mandalas, chikankari];
