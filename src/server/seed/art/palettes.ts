import { COLORS } from '../../../domain/constants';

/** The art is drawn in each of the catalogue's colours. */
type Colorway = (typeof COLORS)[number];

export interface Palette {
  colorway: Colorway;
  dark: boolean;
  bg: string;
  bg2: string;
  main: string;
  second: string;
  accent: string;
  deep: string;
  soft: string;
}

type Tones = Omit<Palette, 'colorway' | 'dark'>;

interface Family {
  light?: Tones;
  dark?: Tones;
}

// Hand-tuned rather than computed: HSL maths gives muddy results for gold, cream and black.
const FAMILIES: Record<Colorway, Family> = {
  Green: {
    light: {
      bg: '#f1ede2',
      bg2: '#e6e1d1',
      main: '#3e6b4f',
      second: '#86a97f',
      accent: '#c29a52',
      deep: '#234132',
      soft: '#cddcc6',
    },
    dark: {
      bg: '#1d3328',
      bg2: '#15271e',
      main: '#4f8261',
      second: '#8fb88a',
      accent: '#d1ab62',
      deep: '#2c5040',
      soft: '#b9d1b0',
    },
  },
  Blue: {
    light: {
      bg: '#eef0ef',
      bg2: '#e0e5e8',
      main: '#2e5486',
      second: '#7f9fc9',
      accent: '#c4964f',
      deep: '#1b3257',
      soft: '#cbd8ea',
    },
    dark: {
      bg: '#16233b',
      bg2: '#0f192b',
      main: '#3d6aa6',
      second: '#8eafd8',
      accent: '#d4aa62',
      deep: '#27467a',
      soft: '#c7d7ee',
    },
  },
  Coral: {
    light: {
      bg: '#fbf3ec',
      bg2: '#f4e4d9',
      main: '#e0735a',
      second: '#f2ad95',
      accent: '#2f6b68',
      deep: '#b34c35',
      soft: '#f8d5c7',
    },
    dark: {
      bg: '#213634',
      bg2: '#182a28',
      main: '#ea7c62',
      second: '#f5b29b',
      accent: '#e8c07a',
      deep: '#c05a42',
      soft: '#f7d3c4',
    },
  },
  Pink: {
    light: {
      bg: '#fcf4f2',
      bg2: '#f5e4e4',
      main: '#d98497',
      second: '#efbcc7',
      accent: '#7f9d83',
      deep: '#a9566c',
      soft: '#f6dce2',
    },
    dark: {
      bg: '#3a2430',
      bg2: '#2d1b25',
      main: '#de8ea0',
      second: '#f0c2cc',
      accent: '#d4b06f',
      deep: '#b0637a',
      soft: '#f6dde3',
    },
  },
  Gold: {
    light: {
      bg: '#f7f1e2',
      bg2: '#eee4cc',
      main: '#bf9245',
      second: '#dfc384',
      accent: '#3b3732',
      deep: '#8c6629',
      soft: '#eddcb3',
    },
    dark: {
      bg: '#1f1d1a',
      bg2: '#171614',
      main: '#c59a4c',
      second: '#e3c98c',
      accent: '#f1e3bf',
      deep: '#8d6c30',
      soft: '#6b5530',
    },
  },
  Black: {
    dark: {
      bg: '#18181a',
      bg2: '#111113',
      main: '#4a4a4e',
      second: '#706c66',
      accent: '#c6a15b',
      deep: '#2b2b2e',
      soft: '#a39d93',
    },
  },
  White: {
    light: {
      bg: '#fbfaf7',
      bg2: '#f1eee8',
      main: '#d6cfc1',
      second: '#e8e3d9',
      accent: '#b8976a',
      deep: '#9e9485',
      soft: '#efebe4',
    },
  },
  Cream: {
    light: {
      bg: '#f5eedf',
      bg2: '#ebe1cb',
      main: '#cdb385',
      second: '#e2d2b0',
      accent: '#8b6a44',
      deep: '#a78a5e',
      soft: '#efe4cd',
    },
  },
  Burgundy: {
    light: {
      bg: '#f6ede7',
      bg2: '#eddfd5',
      main: '#7b2235',
      second: '#b55a69',
      accent: '#c9a05a',
      deep: '#4d1220',
      soft: '#e8c9cc',
    },
    dark: {
      bg: '#3a0f1b',
      bg2: '#2b0a13',
      main: '#8e2d42',
      second: '#c0697a',
      accent: '#d6b06b',
      deep: '#5e1827',
      soft: '#e6c3c6',
    },
  },
  Turquoise: {
    light: {
      bg: '#f0f6f4',
      bg2: '#e1eeea',
      main: '#27938f',
      second: '#7fc8bf',
      accent: '#e39a4f',
      deep: '#13625e',
      soft: '#cce9e4',
    },
    dark: {
      bg: '#0f3535',
      bg2: '#0a2828',
      main: '#2aa7a2',
      second: '#8ad6cc',
      accent: '#eab26a',
      deep: '#187572',
      soft: '#c4ebe5',
    },
  },
};

export function normaliseColorway(name: string): Colorway {
  const found = COLORS.find((c) => c.toLowerCase() === name.trim().toLowerCase());
  return found ?? 'Cream';
}

export function paletteFor(name: string, preferDark: boolean): Palette {
  const colorway = normaliseColorway(name);
  const family = FAMILIES[colorway];
  const wantDark = preferDark ? (family.dark ?? family.light) : (family.light ?? family.dark);
  if (!wantDark) throw new Error(`No tones for ${colorway}`);
  return { colorway, dark: wantDark === family.dark, ...wantDark };
}
