import { mix, shade, tint } from '../color';
import type { Rng } from '../../../lib/prng';
import { f, g, jitterGrid, patternFill, star, tr, wrapped } from '../svg';
import type { DrawCtx, Motif } from '../svg';

export function cloud(w: number, fill: string): string {
  const h = w * 0.5;
  return (
    `<g fill="${fill}"><rect x="${f(-w / 2)}" y="${f(-h * 0.35)}" width="${f(w)}" height="${f(h * 0.55)}" rx="${f(h * 0.27)}"/>` +
    `<circle cx="${f(-w * 0.18)}" cy="${f(-h * 0.35)}" r="${f(h * 0.42)}"/><circle cx="${f(w * 0.12)}" cy="${f(-h * 0.5)}" r="${f(h * 0.55)}"/>` +
    `<circle cx="${f(w * 0.34)}" cy="${f(-h * 0.22)}" r="${f(h * 0.32)}"/></g>`
  );
}

function kidsGround(c: DrawCtx): string {
  return c.pal.dark ? c.pal.bg : mix(c.pal.bg, c.pal.soft, 0.45);
}

const sky: Motif = {
  name: 'clouds-and-stars',
  ground: 'either',
  draw(c) {
    const { rng, pal } = c;
    const T = rng.range(420, 480);
    const cloudCol = pal.dark ? mix(pal.bg, '#ffffff', 0.18) : '#ffffff';
    let out = '';
    for (const p of jitterGrid(rng, 2, 3, T, T, 0.18)) {
      const w = rng.range(0.28, 0.36) * T;
      out += wrapped(T, T, p.x, p.y, w * 0.6, (x, y) =>
        g(
          tr(x, y),
          `<g transform="translate(4 6)" opacity="0.12">${cloud(w, pal.deep)}</g>${cloud(w, cloudCol)}`,
        ),
      );
    }
    let stars = '';
    for (const p of jitterGrid(rng, 4, 4, T, T, 0.35)) {
      const r = rng.range(0.025, 0.045) * T;
      const col = rng.pick([pal.accent, pal.main, pal.second]);
      const rot = rng.range(-20, 20);
      stars += wrapped(
        T,
        T,
        p.x,
        p.y,
        r,
        (x, y) =>
          `<path d="${star(0, 0, r, r * 0.48, 5)}" fill="${col}" stroke="${col}" stroke-width="${f(r * 0.25)}" stroke-linejoin="round" transform="${tr(x, y, rot)}"/>`,
      );
    }
    let dots = '';
    for (let i = 0; i < 26; i++) {
      const x = rng.range(0, T);
      const y = rng.range(0, T);
      dots += wrapped(
        T,
        T,
        x,
        y,
        5,
        (X, Y) => `<circle cx="${f(X)}" cy="${f(Y)}" r="${f(rng.range(2.5, 4.5))}"/>`,
      );
    }
    return patternFill(
      c,
      T,
      T,
      `<rect width="${f(T)}" height="${f(T)}" fill="${kidsGround(c)}"/><g fill="${pal.accent}" opacity="0.5">${dots}</g>${out}${stars}`,
    );
  },
};

type Animal = (s: number, body: string, light: string, ink: string) => string;

const eyes = (s: number, y: number, gap: number, ink: string): string =>
  `<circle cx="${f(-gap)}" cy="${f(y)}" r="${f(s * 0.045)}" fill="${ink}"/><circle cx="${f(gap)}" cy="${f(y)}" r="${f(s * 0.045)}" fill="${ink}"/>`;
const cheeks = (s: number, y: number, gap: number): string =>
  `<g fill="#f2a3a0" opacity="0.7"><ellipse cx="${f(-gap)}" cy="${f(y)}" rx="${f(s * 0.07)}" ry="${f(s * 0.045)}"/><ellipse cx="${f(gap)}" cy="${f(y)}" rx="${f(s * 0.07)}" ry="${f(s * 0.045)}"/></g>`;

const bear: Animal = (s, body, light, ink) =>
  `<circle cx="${f(-s * 0.36)}" cy="${f(-s * 0.34)}" r="${f(s * 0.17)}" fill="${body}"/><circle cx="${f(s * 0.36)}" cy="${f(-s * 0.34)}" r="${f(s * 0.17)}" fill="${body}"/>` +
  `<circle cx="${f(-s * 0.36)}" cy="${f(-s * 0.34)}" r="${f(s * 0.08)}" fill="${light}"/><circle cx="${f(s * 0.36)}" cy="${f(-s * 0.34)}" r="${f(s * 0.08)}" fill="${light}"/>` +
  `<circle r="${f(s * 0.45)}" fill="${body}"/><ellipse cy="${f(s * 0.14)}" rx="${f(s * 0.2)}" ry="${f(s * 0.15)}" fill="${light}"/>` +
  `<ellipse cy="${f(s * 0.08)}" rx="${f(s * 0.07)}" ry="${f(s * 0.05)}" fill="${ink}"/>` +
  eyes(s, -s * 0.06, s * 0.17, ink) +
  cheeks(s, s * 0.1, s * 0.3);

const bunny: Animal = (s, body, light, ink) =>
  `<ellipse cx="${f(-s * 0.16)}" cy="${f(-s * 0.62)}" rx="${f(s * 0.11)}" ry="${f(s * 0.32)}" fill="${body}" transform="rotate(-10 ${f(-s * 0.16)} ${f(-s * 0.62)})"/>` +
  `<ellipse cx="${f(s * 0.16)}" cy="${f(-s * 0.62)}" rx="${f(s * 0.11)}" ry="${f(s * 0.32)}" fill="${body}" transform="rotate(10 ${f(s * 0.16)} ${f(-s * 0.62)})"/>` +
  `<ellipse cx="${f(-s * 0.16)}" cy="${f(-s * 0.6)}" rx="${f(s * 0.05)}" ry="${f(s * 0.22)}" fill="${light}" transform="rotate(-10 ${f(-s * 0.16)} ${f(-s * 0.6)})"/>` +
  `<ellipse cx="${f(s * 0.16)}" cy="${f(-s * 0.6)}" rx="${f(s * 0.05)}" ry="${f(s * 0.22)}" fill="${light}" transform="rotate(10 ${f(s * 0.16)} ${f(-s * 0.6)})"/>` +
  `<ellipse rx="${f(s * 0.4)}" ry="${f(s * 0.36)}" fill="${body}"/>` +
  `<path d="M${f(-s * 0.05)} ${f(s * 0.06)}h${f(s * 0.1)}l${f(-s * 0.05)} ${f(s * 0.05)}z" fill="${ink}"/>` +
  eyes(s, -s * 0.04, s * 0.15, ink) +
  cheeks(s, s * 0.1, s * 0.25);

const whale: Animal = (s, body, light, ink) =>
  `<path d="M${f(-s * 0.55)} ${f(s * 0.05)}C${f(-s * 0.55)} ${f(-s * 0.4)} ${f(s * 0.35)} ${f(-s * 0.45)} ${f(s * 0.45)} ${f(-s * 0.05)}C${f(s * 0.55)} ${f(-s * 0.2)} ${f(s * 0.7)} ${f(-s * 0.3)} ${f(s * 0.75)} ${f(-s * 0.15)}C${f(s * 0.65)} ${f(-s * 0.1)} ${f(s * 0.6)} ${f(0)} ${f(s * 0.5)} ${f(s * 0.12)}C${f(s * 0.3)} ${f(s * 0.35)} ${f(-s * 0.55)} ${f(s * 0.4)} ${f(-s * 0.55)} ${f(s * 0.05)}Z" fill="${body}"/>` +
  `<path d="M${f(-s * 0.5)} ${f(s * 0.12)}C${f(-s * 0.3)} ${f(s * 0.32)} ${f(s * 0.2)} ${f(s * 0.3)} ${f(s * 0.36)} ${f(s * 0.14)}C${f(s * 0.1)} ${f(s * 0.2)} ${f(-s * 0.3)} ${f(s * 0.2)} ${f(-s * 0.5)} ${f(s * 0.12)}Z" fill="${light}"/>` +
  `<circle cx="${f(-s * 0.3)}" cy="${f(-s * 0.05)}" r="${f(s * 0.045)}" fill="${ink}"/>` +
  `<g fill="none" stroke="${light}" stroke-width="${f(s * 0.04)}" stroke-linecap="round"><path d="M${f(-s * 0.1)} ${f(-s * 0.35)}q0 ${f(-s * 0.15)} ${f(-s * 0.12)} ${f(-s * 0.22)}M${f(-s * 0.1)} ${f(-s * 0.35)}q0 ${f(-s * 0.15)} ${f(s * 0.12)} ${f(-s * 0.22)}M${f(-s * 0.1)} ${f(-s * 0.35)}v${f(-s * 0.2)}"/></g>`;

const fox: Animal = (s, body, light, ink) =>
  `<path d="M${f(-s * 0.42)} ${f(-s * 0.55)}L${f(-s * 0.12)} ${f(-s * 0.3)}L${f(s * 0.12)} ${f(-s * 0.3)}L${f(s * 0.42)} ${f(-s * 0.55)}L${f(s * 0.45)} ${f(-s * 0.05)}L0 ${f(s * 0.42)}L${f(-s * 0.45)} ${f(-s * 0.05)}Z" fill="${body}" stroke="${body}" stroke-width="${f(s * 0.06)}" stroke-linejoin="round"/>` +
  `<path d="M${f(-s * 0.45)} ${f(-s * 0.05)}Q${f(-s * 0.2)} ${f(s * 0.02)} 0 ${f(s * 0.2)}Q${f(s * 0.2)} ${f(s * 0.02)} ${f(s * 0.45)} ${f(-s * 0.05)}L0 ${f(s * 0.42)}Z" fill="${light}"/>` +
  `<path d="M${f(-s * 0.36)} ${f(-s * 0.45)}L${f(-s * 0.18)} ${f(-s * 0.32)}L${f(-s * 0.32)} ${f(-s * 0.25)}ZM${f(s * 0.36)} ${f(-s * 0.45)}L${f(s * 0.18)} ${f(-s * 0.32)}L${f(s * 0.32)} ${f(-s * 0.25)}Z" fill="${light}"/>` +
  `<circle cy="${f(s * 0.38)}" r="${f(s * 0.05)}" fill="${ink}"/>` +
  eyes(s, -s * 0.05, s * 0.17, ink);

const animals: Motif = {
  name: 'animal-friends',
  ground: 'light',
  draw(c) {
    const { rng, pal } = c;
    const S = rng.range(125, 145);
    const tw = S * 3.2;
    const th = S * 3.2;
    const ink = '#3b3432';
    const list: Animal[] = rng.shuffle([bear, bunny, whale, fox]);
    const bodies = [pal.main, pal.second, mix(pal.accent, '#ffffff', 0.1), pal.deep];
    const spots: Array<[number, number]> = [
      [0.25, 0.28],
      [0.75, 0.22],
      [0.27, 0.78],
      [0.76, 0.72],
    ];
    let out = '';
    list.forEach((animal, i) => {
      const [x, y] = spots[i] ?? [0.5, 0.5];
      const body = bodies[i % bodies.length] ?? pal.main;
      const light = tint(body, 0.55);
      out += wrapped(tw, th, x * tw, y * th, S, (X, Y) =>
        g(tr(X, Y, rng.range(-8, 8)), animal(S, body, light, ink)),
      );
    });
    let confetti = '';
    for (const p of jitterGrid(rng, 5, 5, tw, th, 0.3)) {
      const col = rng.pick([pal.accent, pal.second, pal.main]);
      if (rng.chance(0.5)) {
        confetti += wrapped(
          tw,
          th,
          p.x,
          p.y,
          12,
          (x, y) => `<path d="${star(x, y, 10, 4.6, 5)}" fill="${col}"/>`,
        );
      } else {
        confetti += wrapped(
          tw,
          th,
          p.x,
          p.y,
          8,
          (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="6" fill="${col}" opacity="0.7"/>`,
        );
      }
    }
    return patternFill(
      c,
      tw,
      th,
      `<rect width="${f(tw)}" height="${f(th)}" fill="${kidsGround(c)}"/>${confetti}${out}`,
    );
  },
};

function balloon(R: number, colours: readonly string[], rng: Rng, ink: string): string {
  const env = (k: number): string =>
    `M0 ${f(-R)}C${f(R * 1.1 * k)} ${f(-R)} ${f(R * 1.1 * k)} ${f(R * 0.3)} ${f(R * 0.22 * k)} ${f(R * 0.95)}L${f(-R * 0.22 * k)} ${f(R * 0.95)}C${f(-R * 1.1 * k)} ${f(R * 0.3)} ${f(-R * 1.1 * k)} ${f(-R)} 0 ${f(-R)}Z`;
  const [c0, c1, c2] = [colours[0] ?? ink, colours[1] ?? ink, colours[2] ?? ink];
  const basketY = R * 1.35;
  return (
    `<path d="${env(1)}" fill="${c0}"/>` +
    `<path d="${env(0.62)}" fill="${c1}"/>` +
    `<path d="${env(0.22)}" fill="${c2}"/>` +
    `<path d="M${f(-R * 0.2)} ${f(R * 0.95)}L${f(-R * 0.14)} ${f(basketY)}M${f(R * 0.2)} ${f(R * 0.95)}L${f(R * 0.14)} ${f(basketY)}" stroke="${ink}" stroke-width="${f(R * 0.025)}"/>` +
    `<rect x="${f(-R * 0.17)}" y="${f(basketY)}" width="${f(R * 0.34)}" height="${f(R * 0.24)}" rx="${f(R * 0.04)}" fill="${shade('#b98a5a', rng.range(0, 0.15))}"/>` +
    `<path d="M${f(-R * 0.5)} ${f(-R * 0.6)}Q${f(-R * 0.7)} ${f(-R * 0.2)} ${f(-R * 0.5)} ${f(R * 0.2)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(R * 0.07)}" fill="none" stroke-linecap="round"/>`
  );
}

const balloons: Motif = {
  name: 'hot-air-balloons',
  ground: 'light',
  draw(c) {
    const { rng, pal } = c;
    const T = rng.range(460, 520);
    const ink = shade(pal.deep, 0.2);
    const sets = [
      [pal.main, pal.bg, pal.main],
      [pal.accent, pal.bg, pal.accent],
      [pal.second, pal.main, pal.second],
      [pal.deep, pal.second, pal.deep],
    ];
    let out = '';
    const pts = jitterGrid(rng, 2, 2, T, T, 0.18);
    pts.forEach((p, i) => {
      const R = rng.range(0.1, 0.14) * T;
      const b = balloon(R, sets[i % sets.length] ?? sets[0] ?? [], rng, ink);
      out += wrapped(T, T, p.x, p.y, R * 1.7, (x, y) => g(tr(x, y, rng.range(-6, 6)), b));
    });
    let clouds = '';
    for (const p of jitterGrid(rng, 2, 2, T, T, 0.2)) {
      const w = rng.range(0.16, 0.22) * T;
      clouds += wrapped(T, T, p.x + T / 4, p.y + T / 4, w, (x, y) => g(tr(x, y), cloud(w, '#ffffff')));
    }
    let birds = '';
    for (let i = 0; i < 3; i++) {
      const x = rng.range(0, T);
      const y = rng.range(0, T);
      birds += wrapped(
        T,
        T,
        x,
        y,
        20,
        (X, Y) =>
          `<path d="M${f(X - 12)} ${f(Y)}q6 -7 12 0q6 -7 12 0" fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round"/>`,
      );
    }
    return patternFill(
      c,
      T,
      T,
      `<rect width="${f(T)}" height="${f(T)}" fill="${kidsGround(c)}"/>${clouds}${birds}${out}`,
    );
  },
};

const rainbows: Motif = {
  name: 'rainbows-and-polka',
  ground: 'light',
  draw(c) {
    const { rng, pal } = c;
    const T = rng.range(380, 440);
    const dotGap = T / 10;
    let dots = '';
    for (let i = 0; i < 10; i++) {
      for (let j = 0; j < 10; j++) {
        dots += `<circle cx="${f(i * dotGap + (j % 2 ? dotGap / 2 : 0))}" cy="${f(j * dotGap)}" r="${f(dotGap * 0.1)}"/>`;
      }
    }
    const bands = [pal.main, pal.second, pal.accent];
    const rainbow = (R: number): string =>
      bands
        .map(
          (col, k) =>
            `<path d="M${f(-R + k * R * 0.22)} 0A${f(R - k * R * 0.22)} ${f(R - k * R * 0.22)} 0 0 1 ${f(R - k * R * 0.22)} 0" fill="none" stroke="${col}" stroke-width="${f(R * 0.2)}"/>`,
        )
        .join('') +
      g(tr(-R * 0.95, R * 0.05), cloud(R * 0.7, '#ffffff')) +
      g(tr(R * 0.95, R * 0.05), cloud(R * 0.7, '#ffffff'));
    const heart = (s: number, col: string): string =>
      `<path d="M0 ${f(s * 0.35)}C${f(-s * 0.9)} ${f(-s * 0.2)} ${f(-s * 0.35)} ${f(-s * 0.85)} 0 ${f(-s * 0.35)}C${f(s * 0.35)} ${f(-s * 0.85)} ${f(s * 0.9)} ${f(-s * 0.2)} 0 ${f(s * 0.35)}Z" fill="${col}"/>`;
    let items = '';
    const R = T * rng.range(0.15, 0.18);
    items += wrapped(T, T, T * 0.28, T * 0.32, R * 1.6, (x, y) => g(tr(x, y, rng.range(-8, 8)), rainbow(R)));
    items += wrapped(T, T, T * 0.78, T * 0.82, R * 1.6, (x, y) => g(tr(x, y, rng.range(-8, 8)), rainbow(R)));
    items += wrapped(T, T, T * 0.78, T * 0.3, 30, (x, y) => g(tr(x, y, 12), heart(T * 0.06, pal.deep)));
    items += wrapped(
      T,
      T,
      T * 0.25,
      T * 0.8,
      30,
      (x, y) => `<path d="${star(x, y, T * 0.05, T * 0.024, 5)}" fill="${pal.accent}"/>`,
    );
    return patternFill(
      c,
      T,
      T,
      `<rect width="${f(T)}" height="${f(T)}" fill="${kidsGround(c)}"/><g fill="${pal.second}" opacity="0.55">${dots}</g>${items}`,
    );
  },
};

export const kidsMotifs: readonly Motif[] = [sky, animals, balloons, rainbows];
