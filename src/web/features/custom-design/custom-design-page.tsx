import { Link } from 'react-router';
import { ArrowDown, Star } from 'lucide-react';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import type { CustomDesignRequest } from '../../../domain/custom-design';
import { ButtonLink, buttonStyles } from '../../components/ui/button';
import {
  eyebrowClass,
  EyebrowHeading,
  EyebrowSection,
  type EyebrowSectionProps,
} from '../../components/ui/eyebrow-heading';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { CRAFTS, PROCESS_STEPS, PROJECT_STORIES } from './content';
import { CraftArt } from './components/craft-art';
import { RequestForm } from './components/request-form';
import { RequestSuccess } from './components/request-success';
import { StudioContact } from './components/studio-contact';
import { StudioPhoto } from './components/studio-photo';

const column = 'mx-auto max-w-7xl px-5 py-16 sm:px-6 lg:px-8 lg:py-24';

interface StudioSectionProps extends Pick<EyebrowSectionProps, 'eyebrow' | 'title' | 'intro'> {
  /** numbered steps, read as an ordered list */
  ordered?: boolean;
  /** on a white band across the page, rather than the page's own ground */
  band?: boolean;
  /** the cards' grid: its columns and gaps */
  grid: string;
  /** the cards, each a list item */
  children: ReactNode;
}

/** A section of the studio page: its heading kept to a comfortable measure, then its cards in a grid. */
function StudioSection({ ordered = false, band = false, grid, children, ...heading }: StudioSectionProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <EyebrowSection
      {...(band ? { className: 'bg-white', column } : { className: column })}
      headingClassName="max-w-2xl"
      {...heading}
    >
      <List className={clsx('mt-10 grid', grid)}>{children}</List>
    </EyebrowSection>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-sand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-5 py-12 sm:px-6 md:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:px-8 lg:py-24">
        <div>
          <p className={eyebrowClass}>Custom Design Studio</p>
          <h1 className="mt-4 text-4xl leading-[1.1] text-ink sm:text-5xl lg:text-[3.5rem]">
            A wall made for your home, and no one else’s
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">
            Tell us about your room. Our designers turn your idea into a one-of-a-kind wallpaper, mural or
            panel, finished by hand with embroidery, gold foil, embossing or live painting, and installed by
            our own team.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* A plain anchor: the browser scrolls to the form itself, which a router link to a hash does not. */}
            <a href="#request" className={buttonStyles({ size: 'lg' })}>
              <ArrowDown aria-hidden className="size-4" />
              Start your request
            </a>
            <ButtonLink to="/products" size="lg" variant="secondary">
              Browse ready designs
            </ButtonLink>
          </div>
          <p className="mt-6 text-sm text-ink-muted">Free consultation · A designer calls within 24 hours</p>
        </div>
        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <img
            src="/images/inspiration-4.webp"
            alt="A living room wall dressed in a deep blue mandala block print, designed to order"
            width={800}
            height={600}
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-2xl object-cover shadow-soft"
          />
          <img
            src="/images/inspiration-1.webp"
            alt="A bedroom with a turquoise tropical leaf wallpaper made for the bed wall"
            width={800}
            height={600}
            className="absolute -bottom-6 -left-4 hidden aspect-[4/3] w-[42%] rounded-xl object-cover shadow-soft ring-4 ring-sand-50 sm:block lg:-left-10"
          />
        </div>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <StudioSection
      ordered
      eyebrow="How it works"
      title="From a first idea to a finished wall"
      grid="gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-10"
    >
      {PROCESS_STEPS.map((step, index) => (
        <li key={step.title} className="border-t border-sand-300 pt-5">
          <span className="font-serif text-4xl text-gold lining-nums">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-3 text-xl text-ink">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-soft">{step.text}</p>
        </li>
      ))}
    </StudioSection>
  );
}

function OurCraft() {
  return (
    <StudioSection
      band
      eyebrow="Our craft"
      title="Finishes you can feel"
      intro="Every custom piece can carry one or more of our studio’s hand finishes. Your designer will suggest what suits the room, the light and the budget."
      grid="gap-6 sm:grid-cols-2 lg:grid-cols-4"
    >
      {CRAFTS.map((craft) => (
        <li key={craft.title} className="overflow-hidden rounded-card border border-sand-200 bg-ivory">
          <div className="aspect-[16/10] overflow-hidden">
            <CraftArt craft={craft.title} />
          </div>
          <div className="p-5">
            <h3 className="text-xl text-ink">{craft.title}</h3>
            <p className="mt-2 text-[15px] leading-relaxed text-ink-soft">{craft.text}</p>
          </div>
        </li>
      ))}
    </StudioSection>
  );
}

function Stories() {
  return (
    <StudioSection
      eyebrow="Client stories"
      title="Walls our clients designed with us"
      grid="gap-6 md:grid-cols-3"
    >
      {PROJECT_STORIES.map((story) => (
        <li key={story.name} className="flex flex-col overflow-hidden rounded-card bg-white shadow-soft">
          <StudioPhoto src={story.image} alt={story.alt} className="aspect-[16/10] w-full object-cover" />
          <figure className="flex flex-1 flex-col p-6">
            <div className="flex gap-0.5 text-gold" role="img" aria-label="Rated 5 out of 5">
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} aria-hidden className="size-4 fill-current" />
              ))}
            </div>
            <blockquote className="mt-4 flex-1 leading-relaxed text-ink-soft">
              <p>“{story.text}”</p>
            </blockquote>
            <figcaption className="mt-5 border-t border-sand-200 pt-4 text-sm">
              <span className="font-semibold text-ink">{story.name}</span>
              <span className="text-ink-muted">, {story.city}</span>
              <span className="mt-0.5 block text-ink-muted">{story.project}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </StudioSection>
  );
}

interface Submitted {
  request: CustomDesignRequest;
  message: string;
}

export function CustomDesignPage() {
  useTablePageMeta('customDesign');
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  // A new key gives a fresh, empty form after "Start another request".
  const [formKey, setFormKey] = useState(0);

  return (
    <main>
      <Hero />
      <HowItWorks />
      <OurCraft />
      <Stories />
      <section id="request" aria-labelledby="request-title" className="scroll-mt-24 bg-sand-50">
        <div className={column}>
          <div className="max-w-2xl">
            <EyebrowHeading
              id="request-title"
              eyebrow="Request a design"
              title="Tell us about your project"
              intro="Four short steps. There is no charge for the consultation, and no commitment until you approve a design."
            />
            {/* docs/decisions/071-measurement-visits.md */}
            <Link
              to="/measure-visit"
              className="mt-4 inline-block text-sm text-gold-dark underline underline-offset-2"
            >
              Want your walls measured first? Book a measurement visit
            </Link>
          </div>
          <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:gap-10">
            <div className="rounded-2xl border border-sand-200 bg-white p-5 shadow-soft sm:p-8 lg:p-10">
              {submitted ? (
                <RequestSuccess
                  request={submitted.request}
                  message={submitted.message}
                  onAnother={() => {
                    setSubmitted(null);
                    setFormKey((k) => k + 1);
                  }}
                />
              ) : (
                <RequestForm
                  key={formKey}
                  onSubmitted={(request, result) => setSubmitted({ request, message: result.message })}
                />
              )}
            </div>
            <div className="lg:sticky lg:top-28">
              <StudioContact />
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}
