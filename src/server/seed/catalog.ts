import {
  COLORS,
  DEFAULT_ROLL,
  ROLL_CATEGORIES,
  ROOM_TYPES,
  THEMES,
  type Category,
  type ProductKind,
  type Theme,
} from '../../domain/constants';
import { MATERIAL_RATES, MATERIALS, rollSizeLabel, type Material } from '../../domain/pricing';
import { withArticle } from '../../domain/format';
import type { RollSpec } from '../../domain/product';
import { mulberry32 } from '../lib/prng';

/** Each theme's designs, by name, with the words their descriptions open with; a design's place picks its drawing. */
const MOTIFS: Record<Theme, Record<string, string>> = {
  Tropical: {
    'Monstera Grove': 'layered monstera leaves that bring a rainforest calm indoors',
    'Palm Frond Breeze': 'sweeping palm fronds drawn with a painterly, hand-inked line',
    'Bird of Paradise': 'strelitzia blooms and broad banana leaves in a lush repeat',
    'Banana Leaf Canopy': 'oversized banana leaves overlapping like a shaded verandah',
    'Kerala Backwaters': 'coconut palms and soft water reflections inspired by Kerala',
  },
  Indian: {
    'Jaipur Block Buti': 'a hand-block-print buti grid inspired by Sanganeri printers',
    'Royal Paisley': 'flowing paisleys with fine gold-foil style detailing',
    'Jaali Lattice': 'a carved-stone jaali lattice that casts a gentle geometric rhythm',
    'Lotus Mandala': 'concentric lotus mandalas with an embroidered texture',
    'Chikankari Vine': 'delicate Lucknowi chikankari vines translated to the wall',
  },
  Modern: {
    'Terrazzo Chip': 'a soft terrazzo scatter that works with wood and stone',
    'Deco Fan': 'art-deco fans in a crisp, architectural repeat',
    'Arches & Lines': 'stacked arches and offset lines for a gallery-like calm',
    'Interlocking Rings': 'interlocking circles with a quiet, tonal depth',
    'Linen Stripe': 'irregular stripes with the look of woven linen',
  },
  Kids: {
    'Cloud Nine': 'puffy clouds and tiny stars for dreamy nurseries',
    'Safari Friends': 'friendly animal shapes that make bedtime stories easier',
    'Balloon Festival': 'hot-air balloons drifting over soft hills',
    'Polka Playground': 'cheerful polka dots in wipe-clean finishes',
  },
  '3D': {
    'Isometric Cubes': 'isometric cubes that read as carved depth from across the room',
    'Silk Ribbon Waves': 'shaded ribbons that ripple like draped silk',
    'Embossed Diamond': 'diamond facets with an embossed, light-catching look',
    'Folded Paper': 'crisp origami folds with realistic light and shadow',
  },
  'Global Destinations': {
    'Paris Skyline': 'a romantic Parisian skyline drawn in fine line art',
    'Domes of Istanbul': 'domes and minarets silhouetted against a dusky sky',
    'Manhattan Nights': 'a towering city skyline for studies and lounges',
    'Old World Map': 'an antique cartography mural with soft sepia tones',
  },
  Ceiling: {
    'Rosette Medallion': 'a classic plaster-style ceiling rosette repeat',
    'Starlit Night': 'a glowing star-field that turns a ceiling into a night sky',
    'Coffered Panel': 'trompe-l’oeil coffered panels for grand ceilings',
    Cloudscape: 'a soft sky with drifting clouds, painted by hand',
  },
};

const CATEGORY_FOR: Record<Theme, Category[]> = {
  Tropical: ['Premium Wallpapers', 'Wall Muralists', 'Designer Walls'],
  Indian: ['Signature Art', 'Premium Wallpapers', 'Designer Walls'],
  Modern: ['Designer Walls', 'Premium Wallpapers', 'Panels'],
  Kids: ['Premium Wallpapers', 'Wall Muralists'],
  '3D': ['Designer Walls', 'Panels', 'Mouldings'],
  'Global Destinations': ['Wall Muralists', 'Signature Art'],
  Ceiling: ['Mouldings', 'Signature Art', 'Premium Wallpapers'],
};

const ROOMS_FOR: Record<Theme, string[]> = {
  Tropical: ['Living Room', 'Bedroom', 'Dining Room', 'Bathroom'],
  Indian: ['Living Room', 'Dining Room', 'Hallway', 'Bedroom'],
  Modern: ['Living Room', 'Office', 'Bedroom', 'Kitchen'],
  Kids: ['Kids Room', 'Bedroom'],
  '3D': ['Living Room', 'Office', 'Hallway'],
  'Global Destinations': ['Living Room', 'Office', 'Bedroom'],
  Ceiling: ['Bedroom', 'Living Room', 'Dining Room'],
};

const FINISHES = ['Matte', 'Satin', 'Silk', 'Suede', 'Linen', 'Pearl'];
const CRAFT = [
  'Printed with water-based, VOC-free inks',
  'Finished with a washable, scuff-resistant coat',
  'Colour-matched by our studio before printing',
  'Hand-finished with fine gold-foil highlights',
  'Textured with a subtle emboss you can feel',
];

export interface SeedProduct {
  name: string;
  description: string;
  category: Category;
  kind: ProductKind;
  tags: string[];
  theme: Theme;
  colors: string[];
  materials: string[];
  roomTypes: string[];
  price: number;
  originalPrice: number | null;
  widthCm: number;
  heightCm: number;
  roll: RollSpec;
  bestseller: boolean;
  inStock: boolean;
  skuId: string;
  art: { theme: Theme; colorway: string; variant: number; seed: number };
}

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

function sample<T>(rand: () => number, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0] as T);
  return out;
}

/** Rolls are plain, paper-like stock; the richer materials are printed to order. */
const ROLL_MATERIALS: Material[] = ['Non-woven', 'Vinyl', 'Paper'];
/** Pattern repeats a roll might carry, in cm with their match; the first is a free match. */
const ROLL_PATTERNS: Pick<RollSpec, 'patternRepeatCm' | 'patternMatch'>[] = [
  { patternRepeatCm: 0, patternMatch: 'straight' },
  { patternRepeatCm: 53, patternMatch: 'straight' },
  { patternRepeatCm: 64, patternMatch: 'half-drop' },
  { patternRepeatCm: 32, patternMatch: 'straight' },
];
const patternText = ({
  patternRepeatCm,
  patternMatch,
}: Pick<RollSpec, 'patternRepeatCm' | 'patternMatch'>) =>
  patternRepeatCm === 0
    ? 'a free-match pattern that hangs without lining up'
    : `a ${patternRepeatCm} cm ${patternMatch} pattern repeat`;

const themeCode = (theme: Theme) =>
  theme
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase();

/**
 * A catalogue of `count` products. The first `artCount` carry their own art spec; bulk products beyond
 * that reuse the art of an earlier one so a 100,000-product benchmark catalogue renders no new images.
 */
export function generateCatalog(count: number, seed = 20250719): SeedProduct[] {
  const rand = mulberry32(seed);
  const out: SeedProduct[] = [];
  const combos: { theme: Theme; motif: string; blurb: string; variant: number; colorway: string }[] = [];
  for (const colorway of COLORS) {
    for (const theme of THEMES) {
      for (const [variant, [motif, blurb]] of Object.entries(MOTIFS[theme]).entries()) {
        combos.push({ theme, motif, blurb, variant, colorway });
      }
    }
  }
  // Interleave so any page of the catalogue mixes themes and colours.
  const ordered = sample(mulberry32(seed + 1), combos, combos.length);
  for (let i = 0; i < count; i++) {
    const { theme, motif, blurb, variant, colorway } = ordered[
      i % ordered.length
    ] as (typeof ordered)[number];
    const round = Math.floor(i / ordered.length);
    const finish = pick(rand, FINISHES);
    const themeCategory = pick(rand, CATEGORY_FOR[theme]);
    const kind: ProductKind = rand() < 0.3 && themeCategory !== 'Wall Muralists' ? 'rolls' : 'customised';
    // Rolls are wallpaper, so they sit in a wallpaper category whatever their theme suggests (issue 12).
    const category: Category =
      kind === 'rolls' && !(ROLL_CATEGORIES as readonly Category[]).includes(themeCategory)
        ? (ROLL_CATEGORIES[i % ROLL_CATEGORIES.length] as Category)
        : themeCategory;
    const name = `${motif} ${colorway}${round > 0 ? ` ${finish} ${round + 1}` : kind === 'rolls' ? ' Roll' : ''}`;
    const colors = [
      colorway,
      ...sample(
        rand,
        COLORS.filter((c) => c !== colorway),
        Math.floor(rand() * 2),
      ),
    ];
    const offered = sample(rand, MATERIALS, 3 + Math.floor(rand() * 4));
    const rollPrice = 45 + Math.floor(rand() * 60);
    const half = rand() < 0.5 ? 0.5 : 0;
    const onOffer = rand() < 0.35;
    const rollMaterial = ROLL_MATERIALS[i % ROLL_MATERIALS.length] as Material;
    const materials = kind === 'rolls' ? [rollMaterial] : offered;
    // A customised product is priced at its default material's table rate, against a compare-at ₹20 higher (the
    // spec's ₹119 for Non-woven); a roll on offer is a real 20% off (docs/decisions/014-one-honest-price.md).
    const defaultRate = MATERIAL_RATES[materials[0] as Material];
    const price = kind === 'rolls' ? rollPrice + half : defaultRate;
    const originalPrice = kind === 'rolls' ? (onOffer ? Math.round(price * 1.25) : null) : price + 20;
    const roll: RollSpec = { ...DEFAULT_ROLL, ...ROLL_PATTERNS[i % ROLL_PATTERNS.length] };
    const rooms = sample(rand, ROOMS_FOR[theme], 2 + Math.floor(rand() * 2));
    const description = [
      `${motif} in ${colorway.toLowerCase()} — ${blurb}.`,
      kind === 'rolls'
        ? `Sold by the roll, each ${rollSizeLabel(roll)}, in ${rollMaterial.toLowerCase()} with ${patternText(roll)}.`
        : `Custom-fitted to your wall and printed to order on the material you choose.`,
      `${pick(rand, CRAFT)}; lasts 8-10 years with gentle care.`,
      `Lovely in ${withArticle(rooms[0]?.toLowerCase() ?? 'home')}${rooms[1] ? ` or ${rooms[1].toLowerCase()}` : ''}.`,
    ].join(' ');
    out.push({
      name,
      description,
      category,
      kind,
      tags: [theme, motif.split(' ')[0] as string, colorway, kind === 'rolls' ? 'Rolls' : 'Custom Fit'],
      theme,
      colors,
      materials,
      roomTypes: rooms.filter((r) => (ROOM_TYPES as readonly string[]).includes(r)),
      price,
      originalPrice,
      widthCm: kind === 'rolls' ? 53 : 53 + Math.floor(rand() * 4) * 50,
      heightCm: kind === 'rolls' ? 1000 : 250 + Math.floor(rand() * 3) * 25,
      roll,
      bestseller: false,
      inStock: rand() > 0.05,
      skuId: `WC-${themeCode(theme)}-${String(i + 1).padStart(6, '0')}`,
      art: { theme, colorway, variant, seed: seed + i },
    });
  }
  // About one in six of the first 120 are bestsellers: roughly 20, spread across themes.
  for (let i = 0; i < Math.min(count, 120); i += 6) {
    const p = out[i];
    if (p) p.bestseller = true;
  }
  return out;
}
