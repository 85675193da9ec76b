import { Award, BadgeCheck, Gem, HandHeart, Leaf, Ruler, ShieldCheck, Sprout } from 'lucide-react';
import { PARENT_COMPANY } from '../../../domain/constants';
import { ButtonLink } from '../../components/ui/button';
import { EyebrowHeading, EyebrowSection } from '../../components/ui/eyebrow-heading';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { useStoreInfo } from '../../lib/store-info';
import { ContentPage } from './components/content-page';
import { IconList } from '../../components/ui/icon-row';

const STATS = [
  { value: '15+', label: 'years of craft' },
  { value: '12,000+', label: 'walls transformed' },
  { value: '60+', label: 'artisans and installers' },
  { value: '25', label: 'cities with installation' },
] as const;

const VALUES = [
  {
    icon: Gem,
    title: 'Craft first',
    text: 'Hand embroidery, gold foiling, embossing and live painting, done by people who have practised them for years.',
  },
  {
    icon: Ruler,
    title: 'Made for your wall',
    text: 'Every customised design is printed to your measurements, so patterns meet cleanly at corners and seams.',
  },
  {
    icon: Leaf,
    title: 'Kind to your home',
    text: 'Water-based, non-toxic, VOC-free inks and responsibly sourced papers that last 8-10 years.',
  },
  {
    icon: HandHeart,
    title: 'Honest service',
    text: 'Clear prices in rupees, a real person within 24 hours, and our own team on your installation day.',
  },
] as const;

const TIMELINE = [
  {
    year: '2009',
    title: `${PARENT_COMPANY} opens in Mumbai`,
    text: 'A small interiors studio fitting out homes with bespoke joinery, upholstery and soft furnishings.',
  },
  {
    year: '2012',
    title: 'The embroidery atelier',
    text: 'Our first artisans join to stitch zari and resham work onto fabric wall panels for clients’ homes.',
  },
  {
    year: '2015',
    title: 'Gold foiling and embossing',
    text: 'An in-house press lets us foil and emboss wallcoverings instead of sourcing them from abroad.',
  },
  {
    year: '2017',
    title: 'Live mural painting',
    text: 'A team of muralists starts painting scenes directly on clients’ walls and ceilings.',
  },
  {
    year: '2019',
    title: 'A wall decor brand of its own',
    text: 'The studio’s wall work becomes its own brand, with custom-fitted wallpapers priced per square foot.',
  },
  {
    year: '2021',
    title: 'Online, across India',
    text: 'Our online store opens with installation in ten cities and a switch to water-based, VOC-free inks.',
  },
  {
    year: '2023',
    title: '10,000 walls',
    text: 'We install our ten-thousandth wall, a hand-painted nursery ceiling in Pune.',
  },
  {
    year: '2024',
    title: 'The custom design studio',
    text: 'Installation reaches 25 cities, and shoppers can commission a bespoke design online in four short steps.',
  },
] as const;

const TEAM = [
  { name: 'Ananya Kapoor', role: 'Founder & Creative Director', initials: 'AK' },
  { name: 'Vikram Rao', role: 'Head of Craft', initials: 'VR' },
  { name: 'Meher Siddiqui', role: 'Lead Muralist', initials: 'MS' },
  { name: 'Rohan Desai', role: 'Head of Installation', initials: 'RD' },
] as const;

const CERTIFICATIONS = [
  {
    icon: Award,
    title: 'ISO 9001:2015',
    text: 'Certified quality management for design, printing and installation.',
  },
  {
    icon: ShieldCheck,
    title: 'GREENGUARD Gold',
    text: 'Low-emission wallcoverings, suitable for bedrooms and nurseries.',
  },
  {
    icon: Sprout,
    title: 'FSC®-certified papers',
    text: 'Papers and non-wovens from responsibly managed forests.',
  },
  {
    icon: BadgeCheck,
    title: 'Udyam registered MSME',
    text: 'A registered Indian enterprise, employing local artisans.',
  },
] as const;

const container = 'mx-auto max-w-6xl px-5 sm:px-6 lg:px-8';
const band = `${container} py-16 lg:py-24`;

/** A year on the journey: its dot on the line, the year, and what happened. */
function Milestone({ year, title, text }: (typeof TIMELINE)[number]) {
  return (
    <li className="relative grid gap-1 pl-10 sm:grid-cols-[5.5rem_minmax(0,1fr)] sm:gap-6">
      <span
        aria-hidden
        className="absolute top-2 left-0 size-[11px] rounded-full border-2 border-gold bg-ivory"
      />
      <p className="font-serif text-2xl leading-none text-gold-dark lining-nums sm:pt-1">{year}</p>
      <div>
        <h3 className="text-lg text-ink">{title}</h3>
        <p className="mt-1 leading-relaxed text-ink-soft">{text}</p>
      </div>
    </li>
  );
}

export function AboutPage() {
  const { storeName } = useStoreInfo();
  useTablePageMeta('about');
  return (
    <ContentPage
      eyebrow="About us"
      breadcrumb="About Us"
      title="Walls crafted by hand, since 2009"
      intro={
        <p>
          {storeName} creates bespoke, integrated wall decor: wallpapers, murals and panels finished with hand
          embroidery, gold foiling, embossing and live mural painting. We are part of {PARENT_COMPANY}, an
          interiors company that has been designing Indian homes for over fifteen years.
        </p>
      }
    >
      <section aria-label="In numbers" className="border-b border-sand-200 bg-white">
        <dl className={`${container} grid grid-cols-2 gap-y-8 py-10 lg:grid-cols-4 lg:py-12`}>
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse text-center lg:border-l lg:border-sand-200 lg:first:border-l-0"
            >
              <dt className="mt-1 text-sm text-ink-muted">{stat.label}</dt>
              <dd className="font-serif text-4xl text-ink lining-nums sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="mission-title"
        className={`${container} grid items-center gap-10 py-16 lg:grid-cols-2 lg:gap-16 lg:py-24`}
      >
        <img
          src="/images/hero-2-sm.webp"
          alt="A dining room wall dressed in a carved lattice print, finished in our studio"
          width={960}
          height={450}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-2xl object-cover shadow-soft"
        />
        <div>
          <EyebrowHeading
            id="mission-title"
            eyebrow="Our mission"
            title="Bring the warmth of the hand-made to every wall"
          />
          <div className="mt-5 space-y-4 text-[1.0625rem] leading-[1.75] text-ink-soft">
            <p>
              {PARENT_COMPANY} began as a studio that furnished homes room by room. Again and again, the wall
              was where a room came alive, and where our artisans’ work was most loved. {storeName} grew out
              of that: a brand devoted entirely to walls.
            </p>
            <p>
              Our mission is to make a wall that feels made for you affordable and easy: designed to your
              taste, printed to your measurements, finished by hand, and installed by people who care how the
              seams meet.
            </p>
          </div>
        </div>
      </section>

      <EyebrowSection
        className="bg-sand-50"
        column={band}
        eyebrow="What we value"
        title="Four promises we keep"
      >
        <IconList look="value" items={VALUES} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </EyebrowSection>

      <EyebrowSection
        className={`${container} grid gap-10 py-16 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-20 lg:py-24`}
        headingClassName="lg:sticky lg:top-28 lg:self-start"
        eyebrow="Our journey"
        title="2009 – 2024"
        intro="From one interiors studio in Mumbai to hand-finished walls in homes across India."
      >
        <ol className="relative space-y-9 before:absolute before:top-2 before:bottom-2 before:left-[5px] before:w-px before:bg-sand-300">
          {TIMELINE.map((milestone) => (
            <Milestone key={milestone.year} {...milestone} />
          ))}
        </ol>
      </EyebrowSection>

      <EyebrowSection className="bg-white" column={band} eyebrow="The people" title="Meet the team">
        <ul className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li key={member.name} className="text-center">
              <span
                aria-hidden
                className="mx-auto flex size-24 items-center justify-center rounded-full bg-gradient-to-br from-sand-100 to-sand-200 font-serif text-3xl text-gold-dark ring-1 ring-sand-300 sm:size-28"
              >
                {member.initials}
              </span>
              <h3 className="mt-4 text-lg text-ink">{member.name}</h3>
              <p className="mt-0.5 text-sm text-ink-muted">{member.role}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-12 max-w-2xl text-center leading-relaxed text-ink-soft">
          Behind them are more than sixty embroiderers, printers, painters and installers, many of whom have
          been with us since the {PARENT_COMPANY} days.
        </p>
      </EyebrowSection>

      <EyebrowSection className={band} eyebrow="Certifications" title="Quality you can check">
        <IconList
          look="certificate"
          items={CERTIFICATIONS}
          className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        />
      </EyebrowSection>

      <section aria-labelledby="cta-title" className={`${container} pb-16 lg:pb-24`}>
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-ink px-6 py-10 sm:px-10 md:flex-row md:items-center md:justify-between lg:px-14 lg:py-12">
          <div>
            <h2 id="cta-title" className="text-3xl text-ivory">
              Ready to dress a wall?
            </h2>
            <p className="mt-2 text-sand-200">
              Browse the collection, or tell us about the wall you have in mind.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/products" size="lg" className="hover:bg-gold">
              Shop wallpapers
            </ButtonLink>
            <ButtonLink
              to="/custom-design"
              size="lg"
              variant="secondary"
              className="border-sand-200 text-ivory hover:bg-ivory hover:text-ink"
            >
              Start a custom design
            </ButtonLink>
          </div>
        </div>
      </section>
    </ContentPage>
  );
}
