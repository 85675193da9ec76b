import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { WALLPAPER_LIFESPAN } from '../../../../../domain/constants';
import { DELIVERY_GENERAL } from '../../../../../domain/delivery';
import { formatINR } from '../../../../../domain/format';
import { FREE_SHIPPING_ABOVE, INSTALLATION_RATE, SHIPPING_FEE } from '../../../../../domain/pricing';
import { SectionHeading } from './section-heading';
import './product-faq.css';

const FAQS = [
  {
    q: 'What happens after I place my order?',
    a: 'Our team contacts you within 24 hours to confirm your wall measurements, material and installation date. Nothing is printed until you are happy with the details.',
  },
  {
    q: 'How long will the wallpaper last?',
    a: `With normal care it lasts ${WALLPAPER_LIFESPAN}. Every design is printed with water-based, VOC-free inks and finished with a scuff-resistant coat, so the colours stay true.`,
  },
  {
    q: 'Is installation included in the price?',
    a: `Installation is offered at ${formatINR(INSTALLATION_RATE)} per sq ft and is ticked by default; untick it if you have your own installer. Our installers prepare the wall, hang and trim the paper, and leave the room clean.`,
  },
  {
    q: 'How should I measure my wall?',
    a: 'Measure the widest width and the tallest height in inches, without subtracting doors or windows, and add 2 to 3 inches to each for trimming. The Guide beside the wall-size fields shows you how.',
  },
  {
    q: 'When will my order arrive?',
    a: `Enter your PIN code above to see the expected delivery date for your place. ${DELIVERY_GENERAL}. Shipping is free on orders above ${formatINR(FREE_SHIPPING_ABOVE)} (${formatINR(SHIPPING_FEE)} below), and our team keeps you posted until it arrives.`,
  },
  {
    q: 'How do I clean and care for it?',
    a: 'Dust it with a soft dry cloth. Vinyl and non-woven finishes can be wiped with a damp cloth and a little mild soap; avoid scrubbing brushes and harsh cleaners on fabric, flock and grasscloth.',
  },
] as const;

export function ProductFaq() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-sand-200 py-12 sm:py-16">
      <div className="grid gap-8 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <SectionHeading id={id} eyebrow="Good to know">
            Frequently asked questions
          </SectionHeading>
        </div>
        {/* Native disclosure: one open at a time through the shared name, keyboard and screen-reader support
            from the browser, and no accordion code in the product page's download. */}
        <div className="lg:col-span-8">
          {FAQS.map((item) => (
            <details
              key={item.q}
              name={`${id}-faq`}
              className="wc-faq group border-b border-sand-200 first:border-t"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-[15px] font-medium text-ink transition-colors hover:text-gold-dark [&::-webkit-details-marker]:hidden">
                <h3 className="font-sans">{item.q}</h3>
                <ChevronDown
                  aria-hidden
                  strokeWidth={1.75}
                  className="size-5 shrink-0 text-ink-muted transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <p className="max-w-2xl pr-8 pb-5 text-[15px] leading-relaxed text-ink-soft">{item.a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
