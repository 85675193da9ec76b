import { Clock, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPORT_HOURS } from '../../../domain/constants';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { ContactForm } from './components/contact-form';
import { ContentPage } from './components/content-page';
import { SupportChannels } from './components/support-details';

export function ContactPage() {
  useTablePageMeta('contact');
  return (
    <ContentPage
      eyebrow="Contact us"
      breadcrumb="Contact"
      title="We’d love to hear from you"
      intro={
        <p>
          Questions about an order, a material or an installation? Write, call or message us: a real person
          replies within 24 hours.
        </p>
      }
    >
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-5 py-12 sm:px-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-12 lg:px-8 lg:py-16">
        <aside aria-labelledby="reach-us-title" className="space-y-6">
          <div className="rounded-2xl border border-sand-200 bg-white p-6 sm:p-7">
            <h2 id="reach-us-title" className="text-xl text-ink">
              Reach us directly
            </h2>
            <div className="mt-5">
              <SupportChannels />
            </div>
          </div>
          <ul className="space-y-3 rounded-2xl bg-sand-50 p-6 text-sm text-ink-soft sm:p-7">
            <li className="flex gap-3">
              <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-dark" />
              <span>
                Open <strong className="font-semibold text-ink">{SUPPORT_HOURS}</strong>
              </span>
            </li>
            <li className="flex gap-3">
              <Timer aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-dark" />
              <span>
                We reply within <strong className="font-semibold text-ink">24 hours</strong>
              </span>
            </li>
          </ul>
          <p className="px-1 text-sm leading-relaxed text-ink-soft">
            Planning something bespoke? Our{' '}
            <Link to="/custom-design" className="font-medium text-gold-dark underline underline-offset-4">
              custom design studio
            </Link>{' '}
            takes your room, size, style and budget and calls you back within 24 hours.
          </p>
        </aside>
        <div className="rounded-2xl border border-sand-200 bg-white p-5 shadow-soft sm:p-8 lg:p-10">
          <ContactForm />
        </div>
      </div>
    </ContentPage>
  );
}
