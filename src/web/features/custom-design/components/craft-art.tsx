import { useId } from 'react';
import type { CRAFTS } from '../content';

type Craft = (typeof CRAFTS)[number]['title'];

/** The ids of the shared paints in the swatch's defs. */
interface Paints {
  foil: string;
  emboss: string;
}

/** Embroidery: three stitched flowers over a running stitch. */
function Embroidery() {
  return (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${32 + i * 48} ${i % 2 ? 62 : 40})`}>
          {[0, 60, 120, 180, 240, 300].map((a) => (
            <ellipse
              key={a}
              rx="5"
              ry="12"
              cy="-11"
              transform={`rotate(${a})`}
              fill="none"
              stroke={i === 1 ? '#e9b8a5' : '#e7cf95'}
              strokeWidth="1.6"
              strokeDasharray="2.2 1.6"
            />
          ))}
          <circle r="3.5" fill="#e7cf95" />
        </g>
      ))}
      <path
        d="M0 88 Q40 70 80 86 T160 80"
        fill="none"
        stroke="#9cc0a8"
        strokeWidth="1.5"
        strokeDasharray="3 2"
      />
    </>
  );
}

/** Gold foiling: three foiled leaves with dark veins. */
function Foiling({ foil }: Paints) {
  return [
    [30, 60, -30],
    [80, 45, 10],
    [128, 62, 40],
  ].map(([x, y, r]) => (
    <g key={x} transform={`translate(${x} ${y}) rotate(${r})`}>
      <path d="M0 -34 C22 -18 22 18 0 34 C-22 18 -22 -18 0 -34 Z" fill={`url(#${foil})`} />
      <path
        d="M0 -30 V30 M0 -12 L10 -20 M0 0 L12 -8 M0 12 L10 4 M0 -12 L-10 -20 M0 0 L-12 -8 M0 12 L-10 4"
        stroke="#7d5c30"
        strokeWidth="1"
        fill="none"
      />
    </g>
  ));
}

/** Embossing: a raised diamond ground with a pressed medallion. */
function Embossing({ emboss }: Paints) {
  return (
    <>
      <rect width="160" height="100" fill={`url(#${emboss})`} />
      <circle cx="80" cy="50" r="26" fill="#e9dfcd" stroke="#fffaf1" strokeWidth="2" />
      <circle cx="81" cy="51" r="26" fill="none" stroke="#c8b48f" strokeWidth="1.5" />
      <path
        d="M80 30 C88 42 88 58 80 70 C72 58 72 42 80 30 Z"
        fill="#efe7da"
        stroke="#c8b48f"
        strokeWidth="1.2"
      />
    </>
  );
}

/** Live mural painting: hills, a sun, birds and a brushstroke still wet. */
function Mural() {
  return (
    <>
      <path d="M-10 78 C30 52 60 92 100 66 S150 40 175 58 V110 H-10 Z" fill="#7f9c88" opacity="0.85" />
      <path d="M-10 88 C40 70 80 104 120 82 S160 72 175 80 V110 H-10 Z" fill="#4f6f63" />
      <circle cx="118" cy="30" r="13" fill="#d99a6c" />
      <path
        d="M16 26 q10 -8 20 0 M30 18 q8 -6 16 0"
        stroke="#5a524b"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M40 60 C52 40 58 40 70 58"
        stroke="#c9a46a"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
        opacity="0.7"
      />
    </>
  );
}

/** Each craft's drawing, on its own ground colour. */
const SWATCHES = {
  'Hand Embroidery': { ground: '#2f4a45', Drawing: Embroidery },
  'Gold Foiling': { ground: '#1f2a2e', Drawing: Foiling },
  Embossing: { ground: '#e3d7c3', Drawing: Embossing },
  'Live Mural Painting': { ground: '#f3ece0', Drawing: Mural },
} as const satisfies Record<Craft, unknown>;

/** Small drawn swatches for the four crafts: decoration only, so hidden from assistive tech. */
export function CraftArt({ craft }: { craft: Craft }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const paints = { foil: `${uid}-foil`, emboss: `${uid}-emboss` };
  const swatch = SWATCHES[craft];
  return (
    <svg viewBox="0 0 160 100" aria-hidden className="h-auto w-full" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={paints.foil} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f3dfae" />
          <stop offset="0.45" stopColor="#c9a46a" />
          <stop offset="0.7" stopColor="#9a7440" />
          <stop offset="1" stopColor="#e7cf95" />
        </linearGradient>
        <pattern id={paints.emboss} width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M10 1 L19 10 L10 19 L1 10 Z" fill="none" stroke="#fffaf1" strokeWidth="1.6" />
          <path d="M10 2.5 L18 10.5 L10 18.5 L2 10.5 Z" fill="none" stroke="#c8b48f" strokeWidth="1.2" />
        </pattern>
      </defs>
      <g>
        <rect width="160" height="100" fill={swatch.ground} />
        <swatch.Drawing {...paints} />
      </g>
    </svg>
  );
}
