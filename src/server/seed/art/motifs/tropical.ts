import { mix, shade, tint } from '../color';
import type { Rng } from '../../../lib/prng';
import { f, g, jitterGrid, leafPath, linearGradient, patternFill, tr, wrapped } from '../svg';
import type { DrawCtx, Motif } from '../svg';

interface LeafColours {
  left: string;
  right: string;
  rib: string;
}

export function monstera(L: number, col: LeafColours, rng: Rng): string {
  const W = L * rng.range(0.4, 0.46);
  const lobes = rng.int(5, 7);
  const gap = rng.range(0.035, 0.06);
  const margin = (phi: number, s: number): [number, number] => [
    s * W * Math.pow(Math.sin(phi), 0.8) * (1 - 0.12 * Math.cos(phi)),
    -L * 0.45 - L * 0.55 * Math.cos(phi) - L * 0.14 * Math.exp(-(((Math.PI - phi) / 0.28) ** 2)),
  ];
  const anchor = (phi: number, s: number): [number, number] => {
    const [mx, my] = margin(phi, s);
    const depth = 0.32 + 0.08 * Math.sin(phi * 3);
    return [mx * depth, -L * 0.45 + (my + L * 0.45) * 0.7];
  };
  let out = '';
  for (const s of [-1, 1]) {
    const fill = s < 0 ? col.left : col.right;
    const splits: number[] = [0];
    for (let j = 1; j < lobes; j++) splits.push((Math.PI * (j + rng.range(-0.25, 0.25))) / lobes);
    splits.push(Math.PI);
    const body: string[] = [];
    for (let k = 0; k <= 10; k++) {
      const [ax, ay] = anchor((Math.PI * k) / 10, s);
      body.push(`${f(ax)} ${f(ay)}`);
    }
    out += `<path d="M0 ${f(-L)}L${body.join('L')}L0 0Z" fill="${fill}"/>`;
    let d = '';
    let veins = '';
    for (let j = 0; j < splits.length - 1; j++) {
      const a0 = splits[j] ?? 0;
      const a1 = splits[j + 1] ?? Math.PI;
      const pa = a0 + (j === 0 ? 0 : gap);
      const pb = a1 - (j === splits.length - 2 ? 0 : gap);
      const [ax0, ay0] = anchor(a0, s);
      const [ax1, ay1] = anchor(a1, s);
      const pts: string[] = [];
      for (let k = 0; k <= 6; k++) {
        const [mx, my] = margin(pa + ((pb - pa) * k) / 6, s);
        pts.push(`${f(mx)} ${f(my)}`);
      }
      d += `M${f(ax0)} ${f(ay0)}L${pts.join('L')}L${f(ax1)} ${f(ay1)}Z`;
      const mid = (a0 + a1) / 2;
      const [vx0, vy0] = anchor(mid, s);
      const [vx1, vy1] = margin(mid, s);
      veins += `M${f(vx0 * 0.2)} ${f(vy0)}L${f(vx0 + (vx1 - vx0) * 0.85)} ${f(vy0 + (vy1 - vy0) * 0.85)}`;
    }
    out += `<path d="${d}" fill="${fill}"/>`;
    out += `<path d="${veins}" stroke="${col.rib}" stroke-width="${f(L * 0.007)}" stroke-opacity="0.4" fill="none"/>`;
  }
  out += `<path d="M0 ${f(L * 0.45)}Q${f(L * 0.04)} ${f(L * 0.2)} 0 0L0 ${f(-L * 0.93)}" stroke="${col.rib}" stroke-width="${f(L * 0.016)}" fill="none" stroke-linecap="round" stroke-opacity="0.7"/>`;
  return out;
}

export function silhouette(markup: string, colour: string): string {
  return markup.replace(/(fill|stroke)="#[0-9a-f]{6}"/g, `$1="${colour}"`);
}

export function bananaLeaf(L: number, col: LeafColours, rng: Rng): string {
  const W = L * rng.range(0.19, 0.24);
  const droop = rng.range(-0.08, 0.08) * L;
  const half = (s: number): string =>
    `M0 0C${f(s * W * 1.25)} ${f(-L * 0.04)} ${f(s * W * 1.3 + droop)} ${f(-L * 0.86)} ${f(droop * 0.6)} ${f(-L)}Z`;
  const spanAt = (t: number): number => W * 0.93 * Math.min(1, 3.2 * t) * Math.min(1, 5 * (1 - t));
  let veins = '';
  for (let i = 1; i < 22; i++) {
    const t = i / 22;
    const y = -L * t;
    const span = spanAt(t);
    const x0 = droop * 0.6 * t * t;
    veins += `M${f(x0)} ${f(y)}l${f(-span)} ${f(-span * 0.5)}M${f(x0)} ${f(y)}l${f(span)} ${f(-span * 0.5)}`;
  }
  return (
    `<path d="${half(-1)}" fill="${col.left}"/><path d="${half(1)}" fill="${col.right}"/>` +
    `<path d="${veins}" stroke="${col.rib}" stroke-width="${f(L * 0.004)}" stroke-opacity="0.3"/>` +
    `<path d="M0 ${f(L * 0.18)}L0 0Q${f(droop * 0.1)} ${f(-L * 0.5)} ${f(droop * 0.6)} ${f(-L)}" stroke="${col.rib}" stroke-width="${f(L * 0.014)}" fill="none" stroke-opacity="0.8"/>`
  );
}

export function palmFrond(L: number, col: LeafColours, rng: Rng): string {
  const bend = rng.range(-0.25, 0.25) * L;
  const n = rng.int(12, 16);
  const px = (t: number): number => 2 * (1 - t) * t * bend + t * t * bend * 0.6;
  const py = (t: number): number => -L * t;
  let leftD = '';
  let rightD = '';
  for (let i = 1; i <= n; i++) {
    const t = 0.08 + (0.9 * i) / n;
    const x = px(t);
    const y = py(t);
    const dx = px(t + 0.01) - x;
    const dy = py(t + 0.01) - y;
    const ang = (Math.atan2(dy, dx) * 180) / Math.PI;
    const len =
      L * 0.42 * Math.sin(Math.PI * (0.18 + 0.8 * (1 - t) * 0.9 + 0.1 * t)) * (0.9 + 0.2 * rng.next());
    const wid = len * 0.12;
    for (const s of [-1, 1]) {
      const a = ang + s * rng.range(38, 52);
      const piece = `<path transform="${tr(x, y, a)}" d="${leafPath(len, wid, s * wid * 0.9)}"/>`;
      if (s < 0) leftD += piece;
      else rightD += piece;
    }
  }
  const rachis = `M0 ${f(L * 0.12)}Q${f(bend)} ${f(-L * 0.5)} ${f(px(1))} ${f(py(1))}`;
  return (
    `<g fill="${col.left}">${leftD}</g><g fill="${col.right}">${rightD}</g>` +
    `<path d="${rachis}" stroke="${col.rib}" stroke-width="${f(L * 0.012)}" fill="none" stroke-linecap="round"/>`
  );
}

function birdOfParadise(
  S: number,
  stem: string,
  spathe: string,
  petal: string,
  tongue: string,
  rng: Rng,
): string {
  const hy = -S;
  const lean = rng.range(-0.06, 0.06) * S;
  let petals = '';
  const base = [S * 0.2, hy - S * 0.06] as const;
  const count = rng.int(3, 4);
  for (let i = 0; i < count; i++) {
    const a = -82 + i * 17 + rng.range(-4, 4);
    const len = S * (0.42 - i * 0.04);
    petals += `<path transform="${tr(base[0] + i * S * 0.03, base[1], a)}" d="${leafPath(len, len * 0.12, -len * 0.03)}" fill="${i % 2 ? tint(petal, 0.15) : petal}"/>`;
  }
  return (
    `<path d="M0 0Q${f(lean)} ${f(-S * 0.5)} ${f(lean * 0.5)} ${f(hy)}" stroke="${stem}" stroke-width="${f(S * 0.035)}" fill="none" stroke-linecap="round"/>` +
    petals +
    `<path transform="${tr(base[0] + S * 0.06, base[1], -42)}" d="M0 0L${f(S * 0.36)} ${f(-S * 0.012)}L${f(S * 0.2)} ${f(S * 0.05)}Z" fill="${tongue}"/>` +
    `<path d="M${f(lean * 0.5 - S * 0.06)} ${f(hy + S * 0.03)}C${f(S * 0.15)} ${f(hy + S * 0.1)} ${f(S * 0.45)} ${f(hy + S * 0.06)} ${f(S * 0.66)} ${f(hy - S * 0.06)}C${f(S * 0.42)} ${f(hy - S * 0.02)} ${f(S * 0.15)} ${f(hy - S * 0.08)} ${f(lean * 0.5 - S * 0.06)} ${f(hy + S * 0.03)}Z" fill="${spathe}"/>` +
    `<path d="M${f(S * 0.1)} ${f(hy - S * 0.035)}C${f(S * 0.3)} ${f(hy - S * 0.02)} ${f(S * 0.48)} ${f(hy - S * 0.03)} ${f(S * 0.64)} ${f(hy - S * 0.06)}" stroke="${shade(petal, 0.25)}" stroke-width="${f(S * 0.012)}" fill="none"/>`
  );
}

function leafColours(base: string, rib: string, rng: Rng): LeafColours {
  const b = mix(base, rib, rng.range(-0.05, 0.12));
  return { left: tint(b, 0.06), right: shade(b, 0.14), rib };
}

const jungle: Motif = {
  name: 'monstera-jungle',
  ground: 'dark',
  draw(c: DrawCtx) {
    const { rng, pal } = c;
    const T = rng.range(600, 700);
    const shadow = shade(pal.bg, 0.45);
    let back = '';
    let front = '';
    const backCol = mix(pal.deep, pal.main, 0.3);
    for (const p of jitterGrid(rng, 4, 4, T, T, 0.3)) {
      const L = rng.range(0.3, 0.38) * T;
      const rot = rng.range(0, 360);
      const leaf = rng.chance(0.5)
        ? monstera(L, leafColours(backCol, pal.deep, rng), rng)
        : bananaLeaf(L * 1.3, leafColours(backCol, pal.deep, rng), rng);
      back += wrapped(T, T, p.x, p.y, L * 1.3, (x, y) => g(tr(x, y, rot), leaf));
    }
    for (const p of jitterGrid(rng, 3, 3, T, T, 0.28)) {
      const L = rng.range(0.3, 0.38) * T;
      const rot = rng.range(0, 360);
      const base = rng.pick([pal.main, pal.main, pal.second]);
      const leaf = rng.chance(0.6)
        ? monstera(L, leafColours(base, pal.soft, rng), rng)
        : bananaLeaf(L * 1.35, leafColours(base, pal.soft, rng), rng);
      const sil = silhouette(leaf, shadow);
      front += wrapped(
        T,
        T,
        p.x,
        p.y,
        L * 1.4,
        (x, y) => g(tr(x + 10, y + 14, rot), sil, 'opacity="0.5"') + g(tr(x, y, rot), leaf),
      );
    }
    const tile = `<rect width="${f(T)}" height="${f(T)}" fill="${pal.bg}"/>${back}${front}`;
    return patternFill(c, T, T, tile);
  },
};

const palms: Motif = {
  name: 'palm-fronds',
  ground: 'either',
  draw(c: DrawCtx) {
    const { rng, pal } = c;
    const T = rng.range(560, 640);
    let out = '';
    const pts = jitterGrid(rng, 2, 2, T, T, 0.2);
    const baseRot = rng.range(-30, 30);
    pts.forEach((p, i) => {
      const L = rng.range(0.6, 0.75) * T;
      const rot = baseRot + (i % 2 ? 180 : 0) + rng.range(-25, 25);
      const col = i % 2 ? pal.second : pal.main;
      const frond = palmFrond(
        L,
        { left: col, right: shade(col, 0.12), rib: pal.dark ? pal.soft : pal.deep },
        rng,
      );
      out += wrapped(T, T, p.x, p.y, L, (x, y) => g(tr(x, y, rot), frond));
    });
    const dots = jitterGrid(rng, 4, 4, T, T, 0.4)
      .map((p) => wrapped(T, T, p.x, p.y, 6, (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="3.5"/>`))
      .join('');
    return patternFill(
      c,
      T,
      T,
      `<rect width="${f(T)}" height="${f(T)}" fill="${pal.bg}"/><g fill="${pal.accent}" opacity="0.5">${dots}</g>${out}`,
    );
  },
};

const paradise: Motif = {
  name: 'bird-of-paradise',
  ground: 'either',
  draw(c: DrawCtx) {
    const { rng, pal } = c;
    const T = rng.range(520, 600);
    const leafCol = pal.dark ? pal.main : pal.deep;
    let leaves = '';
    for (const p of jitterGrid(rng, 2, 2, T, T, 0.2)) {
      const L = rng.range(0.5, 0.6) * T;
      const rot = rng.range(-35, 35) + (rng.chance(0.5) ? 180 : 0);
      const leaf = bananaLeaf(L, leafColours(rng.pick([leafCol, pal.second]), pal.soft, rng), rng);
      leaves += wrapped(T, T, p.x, p.y, L, (x, y) => g(tr(x, y, rot), leaf));
    }
    let flowers = '';
    const spathe = mix(pal.deep, '#6b2d4a', 0.35);
    for (const p of jitterGrid(rng, 2, 2, T, T, 0.15)) {
      const S = rng.range(0.42, 0.5) * T;
      const rot = rng.range(-15, 15);
      const flip = rng.chance(0.5) ? -1 : 1;
      const flower = birdOfParadise(
        S,
        pal.dark ? pal.second : pal.deep,
        spathe,
        pal.accent,
        pal.dark ? pal.soft : pal.main,
        rng,
      );
      flowers += wrapped(
        T,
        T,
        p.x + T / 4,
        p.y + S * 0.5,
        S * 1.1,
        (x, y) => `<g transform="${tr(x, y, rot)} scale(${flip} 1)">${flower}</g>`,
      );
    }
    return patternFill(
      c,
      T,
      T,
      `<rect width="${f(T)}" height="${f(T)}" fill="${pal.bg}"/>${leaves}${flowers}`,
    );
  },
};

const martinique: Motif = {
  name: 'banana-leaf',
  ground: 'light',
  draw(c: DrawCtx) {
    const { rng, pal } = c;
    const T = rng.range(500, 560);
    const shadow = shade(pal.bg, 0.18);
    let out = '';
    const pts = rng.shuffle(jitterGrid(rng, 3, 3, T, T, 0.22));
    for (const p of pts) {
      const L = rng.range(0.5, 0.62) * T;
      const rot = rng.pick([-50, -30, 30, 50, 140, 160, 200, 220]) + rng.range(-15, 15);
      const col = rng.pick([pal.main, pal.main, pal.second, pal.deep]);
      const leaf = bananaLeaf(L, leafColours(col, tint(pal.soft, 0.3), rng), rng);
      const sil = silhouette(leaf, shadow);
      out += wrapped(
        T,
        T,
        p.x,
        p.y + L * 0.4,
        L,
        (x, y) => g(tr(x + 6, y + 8, rot), sil, 'opacity="0.6"') + g(tr(x, y, rot), leaf),
      );
    }
    return patternFill(c, T, T, `<rect width="${f(T)}" height="${f(T)}" fill="${pal.bg}"/>${out}`);
  },
};

function coconutPalm(H: number, lean: number, trunk: string, frond: LeafColours, rng: Rng): string {
  const topX = lean;
  const topY = -H;
  const w0 = H * 0.035;
  const w1 = H * 0.018;
  const ctrlX = lean * 0.2;
  const ctrlY = -H * 0.55;
  const trunkPath = `M${f(-w0)} 0Q${f(ctrlX - w0)} ${f(ctrlY)} ${f(topX - w1)} ${f(topY)}L${f(topX + w1)} ${f(topY)}Q${f(ctrlX + w0)} ${f(ctrlY)} ${f(w0)} 0Z`;
  let rings = '';
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const x = 2 * (1 - t) * t * ctrlX + t * t * topX;
    const y = 2 * (1 - t) * t * ctrlY + t * t * topY;
    const w = w0 + (w1 - w0) * t;
    rings += `M${f(x - w)} ${f(y)}l${f(2 * w)} ${f(-w * 0.3)}`;
  }
  let crown = '';
  const n = rng.int(8, 10);
  for (let i = 0; i < n; i++) {
    const a = -180 + (i + 0.5) * (360 / n) + rng.range(-10, 10);
    const droop = a > -90 ? a + 40 : a - 40;
    const L = H * rng.range(0.32, 0.42);
    crown += `<g transform="${tr(topX, topY, droop + 90)}">${palmFrond(L, frond, rng)}</g>`;
  }
  return (
    `<path d="${trunkPath}" fill="${trunk}"/><path d="${rings}" stroke="${shade(trunk, 0.3)}" stroke-width="${f(H * 0.004)}"/>` +
    crown +
    `<circle cx="${f(topX)}" cy="${f(topY + H * 0.02)}" r="${f(H * 0.02)}" fill="${shade(trunk, 0.2)}"/>`
  );
}

const backwaters: Motif = {
  name: 'kerala-backwaters',
  ground: 'either',
  draw(c: DrawCtx) {
    const { rng, pal, w, h } = c;
    const sky = c.uid('sky');
    const water = c.uid('wt');
    const horizon = h * rng.range(0.56, 0.62);
    const skyTop = pal.dark ? shade(pal.bg, 0.1) : tint(pal.soft, 0.35);
    const skyLow = pal.dark ? mix(pal.bg, pal.accent, 0.35) : mix(pal.bg, pal.accent, 0.28);
    const silhouette = pal.dark ? shade(pal.bg, 0.45) : pal.deep;
    const defs =
      `<defs>${linearGradient(sky, [
        [0, skyTop],
        [1, skyLow],
      ])}` +
      `${linearGradient(water, [
        [0, mix(skyLow, pal.main, 0.35)],
        [1, mix(pal.main, silhouette, 0.4)],
      ])}</defs>`;
    let out = defs + `<rect width="${f(w)}" height="${f(horizon)}" fill="url(#${sky})"/>`;
    const sunX = w * rng.range(0.3, 0.7);
    out += `<circle cx="${f(sunX)}" cy="${f(horizon - h * 0.12)}" r="${f(h * 0.07)}" fill="${tint(pal.accent, 0.25)}" opacity="0.9"/>`;
    let tree = `M0 ${f(horizon)}`;
    for (let x = 0; x <= w; x += 12)
      tree += `L${f(x)} ${f(horizon - h * 0.025 - Math.abs(Math.sin(x / 37)) * h * 0.02 - rng.range(0, h * 0.008))}`;
    tree += `L${f(w)} ${f(horizon)}Z`;
    out += `<path d="${tree}" fill="${mix(silhouette, skyLow, 0.45)}"/>`;
    out += `<rect y="${f(horizon)}" width="${f(w)}" height="${f(h - horizon)}" fill="url(#${water})"/>`;
    let palms = '';
    const frondCol = { left: mix(silhouette, pal.main, 0.35), right: silhouette, rib: silhouette };
    const count = Math.max(3, Math.round(w / 320));
    for (let i = 0; i < count; i++) {
      const edge = i % 2 === 0;
      const x = edge
        ? (i % 4 === 0 ? rng.range(0, 0.18) : rng.range(0.82, 1)) * w
        : rng.range(0.15, 0.85) * w;
      const H = h * (edge ? rng.range(0.55, 0.7) : rng.range(0.28, 0.4));
      const lean = (x < w / 2 ? 1 : -1) * H * rng.range(0.15, 0.35);
      const base = horizon + (edge ? h * 0.04 : h * 0.005);
      palms += `<g transform="${tr(x, base)}">${coconutPalm(H, lean, mix(silhouette, '#6b5444', 0.25), frondCol, rng)}</g>`;
    }
    const boatX = w * rng.range(0.35, 0.6);
    const boatY = horizon + (h - horizon) * 0.35;
    const bw = w * 0.16;
    const boat =
      `<path d="M${f(boatX - bw / 2)} ${f(boatY - bw * 0.06)}Q${f(boatX)} ${f(boatY + bw * 0.12)} ${f(boatX + bw / 2)} ${f(boatY - bw * 0.08)}L${f(boatX + bw * 0.42)} ${f(boatY)}Q${f(boatX)} ${f(boatY + bw * 0.1)} ${f(boatX - bw * 0.44)} ${f(boatY)}Z" fill="${silhouette}"/>` +
      `<path d="M${f(boatX - bw * 0.3)} ${f(boatY - bw * 0.02)}Q${f(boatX - bw * 0.05)} ${f(boatY - bw * 0.24)} ${f(boatX + bw * 0.24)} ${f(boatY - bw * 0.03)}Z" fill="${mix(silhouette, pal.accent, 0.35)}"/>`;
    out += `<g opacity="0.28" transform="translate(0 ${f(2 * horizon)}) scale(1 -1)">${palms}</g>`;
    out += palms + boat;
    let ripples = '';
    for (let i = 0; i < 60; i++) {
      const y = horizon + Math.pow(rng.next(), 1.5) * (h - horizon);
      ripples += `M${f(rng.range(0, w))} ${f(y)}h${f(rng.range(15, 80) * (1 + (y - horizon) / h))}`;
    }
    out += `<path d="${ripples}" stroke="${tint(skyLow, 0.4)}" stroke-width="2" stroke-opacity="0.45" stroke-linecap="round"/>`;
    return out;
  },
};

export const tropicalMotifs: readonly Motif[] = [jungle, palms, paradise, martinique, backwaters];
