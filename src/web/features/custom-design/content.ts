/** The custom design page's fixed copy and imagery. */

export interface InspirationSample {
  url: string;
  label: string;
  alt: string;
}

/** The five sample images the request form offers (rendered at seed time; the server accepts exactly these). */
export const INSPIRATION_SAMPLES: readonly InspirationSample[] = [
  {
    url: '/images/inspiration-1.webp',
    label: 'Tropical bedroom',
    alt: 'A bedroom with a turquoise tropical leaf wallpaper behind the bed',
  },
  {
    url: '/images/inspiration-2.webp',
    label: 'Geometric dining',
    alt: 'A dining nook with a black and gold geometric arch wallpaper',
  },
  {
    url: '/images/inspiration-3.webp',
    label: 'Playful kids room',
    alt: "A kids' room with a soft pink wallpaper of clouds and stars",
  },
  {
    url: '/images/inspiration-4.webp',
    label: 'Indigo block print',
    alt: 'A living room with a deep blue mandala block-print wallpaper behind the sofa',
  },
  {
    url: '/images/inspiration-5.webp',
    label: 'Starry ceiling',
    alt: 'A living room whose ceiling is painted as a starry night sky',
  },
];

export const PROCESS_STEPS = [
  {
    title: 'Share your idea',
    text: 'Tell us about the room, the wall and the feeling you want. Add a few images that inspire you.',
  },
  {
    title: 'Consultation within 24 hours',
    text: 'A designer calls you to talk it through, then measures the wall in person or over video.',
  },
  {
    title: 'Approve your design',
    text: 'You receive concepts and a fixed quote. We refine colours, scale and finishes until it feels right.',
  },
  {
    title: 'Crafted and installed',
    text: 'Our studio makes your piece to the millimetre and our own team installs it, seams matched and spotless.',
  },
] as const;

export const CRAFTS = [
  {
    title: 'Hand Embroidery',
    text: 'Threadwork stitched by artisans onto fabric wall panels: zari, resham and mirror work that catches the light.',
  },
  {
    title: 'Gold Foiling',
    text: 'Genuine metallic foil pressed into chosen details, so veins, borders and motifs glow in lamp light.',
  },
  {
    title: 'Embossing',
    text: 'Raised relief pressed into the paper itself, for texture you can feel under your fingertips.',
  },
  {
    title: 'Live Mural Painting',
    text: 'Our muralists paint directly on your wall, on site: one-of-a-kind scenes that grow with the room.',
  },
] as const;

export interface ProjectStory {
  name: string;
  city: string;
  project: string;
  text: string;
  image: string;
  alt: string;
}

/** Finished commissions; the same rooms appear as samples in the request form. */
export const PROJECT_STORIES: readonly ProjectStory[] = [
  {
    name: 'Ritika Sharma',
    city: 'Gurugram',
    project: 'Tropical bedroom, 14 × 10 ft',
    text: 'I only had a photo from a holiday in Goa. They turned it into a leaf pattern scaled exactly to our bed wall, and the gold-foiled veins are my favourite detail.',
    image: '/images/inspiration-1.webp',
    alt: 'The finished tropical leaf wallpaper behind a bed',
  },
  {
    name: 'Farhan Qureshi',
    city: 'Bengaluru',
    project: 'Indigo block print, living room',
    text: 'The designer called the next morning, came to measure on Saturday, and the embossed block print was up within three weeks. It looks like it was always meant to be there.',
    image: '/images/inspiration-4.webp',
    alt: 'The finished deep blue block-print wallpaper behind a sofa',
  },
  {
    name: 'Lakshmi Menon',
    city: 'Kochi',
    project: 'Painted night-sky ceiling',
    text: 'Watching the muralist paint our ceiling over two days was magical. Our guests always look up first now.',
    image: '/images/inspiration-5.webp',
    alt: 'The finished starry night-sky ceiling mural',
  },
];
