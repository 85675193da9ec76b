/** The home page's fixed copy and imagery (docs/store-rules.md#screens). */

import { HERO_IMAGES, type HeroImage } from '../../../domain/images';

export interface HeroSlide {
  /** the slide's title (docs/store-rules.md#screens) */
  title: string;
  /** a short line above the heading; the first slide shows its title there instead */
  eyebrow?: string;
  image: HeroImage;
  alt: string;
  description: string;
  cta: { label: string; to: string };
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    title: 'Elegant Living Spaces',
    image: HERO_IMAGES[0],
    alt: 'A living room with a lush green tropical leaf wallpaper behind a white sofa',
    description:
      'Bespoke wallpapers and murals, custom-fitted to your walls and installed by our own craftsmen across India.',
    cta: { label: 'Explore Designs', to: '/products' },
  },
  {
    title: 'Artisan Craftsmanship',
    eyebrow: 'Hand-finished in our studio',
    image: HERO_IMAGES[1],
    alt: 'A dining room papered in a burgundy ogee lattice print, with brass pendant lights',
    description:
      'Hand embroidery, gold foiling, embossing and live mural painting: finishes you can feel, made in our studio.',
    cta: { label: 'Start a Custom Design', to: '/custom-design' },
  },
  {
    title: 'Sustainable Luxury',
    eyebrow: 'Kind to your home',
    image: HERO_IMAGES[2],
    alt: 'A calm lounge with a pale palm-frond wallpaper behind a sofa and armchair',
    description:
      'Water-based, VOC-free inks on papers and fabrics made to last 8-10 years: beautiful for your home and kinder to the planet.',
    cta: { label: 'Shop Bestsellers', to: '/bestsellers' },
  },
];

export interface CategoryTile {
  name: string;
  slug: string;
  blurb: string;
}

/** The four tiles; each opens the listing filtered by its category (docs/store-rules.md#screens). */
export const CATEGORY_TILES: readonly CategoryTile[] = [
  { name: 'Premium Wallpapers', slug: 'premium-wallpapers', blurb: 'Custom-fitted prints for every room' },
  { name: 'Designer Walls', slug: 'designer-walls', blurb: 'Statement walls with depth and texture' },
  { name: 'Signature Art', slug: 'signature-art', blurb: 'Heritage motifs, finished by hand' },
  { name: 'Wall Muralists', slug: 'wall-muralists', blurb: 'Scenes painted across a whole wall' },
];

export interface Testimonial {
  name: string;
  city: string;
  text: string;
  stars: number;
}

/** avatar-1.webp … avatar-8.webp, in this order */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Raghavan',
    city: 'Chennai',
    stars: 5,
    text: 'We did the Monstera print on our living room wall and it completely changed the room. The installers measured twice, matched every seam and left the place spotless.',
  },
  {
    name: 'Arjun Mehta',
    city: 'Mumbai',
    stars: 5,
    text: 'Sea-facing flats are brutal on paint, so I was sceptical. Eight months later the vinyl wallpaper in our bedroom still looks new, even through the monsoon.',
  },
  {
    name: 'Kavya Reddy',
    city: 'Hyderabad',
    stars: 5,
    text: 'The team helped me pick a jaali pattern that matched our dining chairs and sent a sample swatch first. The gold foil catches the evening light beautifully.',
  },
  {
    name: "Rohan D'Souza",
    city: 'Goa',
    stars: 5,
    text: 'Ordered a Kerala backwaters mural for our homestay lobby. Guests stop to take photos every single day. Delivery to Panjim took just three days.',
  },
  {
    name: 'Ananya Banerjee',
    city: 'Kolkata',
    stars: 5,
    text: 'My daughter chose the Cloud Nine design for her room. The inks are VOC-free, so there was no smell at all and she slept in her room the same night.',
  },
  {
    name: 'Harpreet Singh',
    city: 'Chandigarh',
    stars: 5,
    text: 'We wanted something that felt like a five-star hotel for our home office. The textured grasscloth finish looks premium on video calls and the fit is perfect.',
  },
  {
    name: 'Meera Nair',
    city: 'Kochi',
    stars: 5,
    text: 'Our old walls had damp patches and uneven plaster. Their installer prepared the surface properly before hanging the paper. Honest advice and neat work.',
  },
  {
    name: 'Suresh Iyer',
    city: 'Bengaluru',
    stars: 5,
    text: 'At my age I did not want a week of painters in the house. The whole bedroom was done in one afternoon, and the price they quoted was the price I paid.',
  },
];
