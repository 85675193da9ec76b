import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_HOURS } from '../../../domain/constants';
import { telHref, useStoreInfo } from '../../lib/store-info';
import { TAX_NOTE } from '../../../domain/pricing';

const COLUMNS = [
  {
    heading: 'Shop',
    links: [
      { to: '/bestsellers', label: 'Bestsellers' },
      { to: '/products', label: 'All Wallpapers' },
      { to: '/custom-design', label: 'Custom Design' },
      { to: '/gift-cards', label: 'Gift Cards' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact Us' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/returns', label: 'Return & Exchange Policy' },
      { to: '/shipping', label: 'Shipping' },
      { to: '/terms', label: 'Terms' },
    ],
  },
] as const;

const linkClass = 'text-sand-200 transition-colors hover:text-white underline-offset-4 hover:underline';

/** A footer column: its small gold heading over its list. */
function FooterList({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <>
      <h2 className="font-sans text-[11px] font-semibold tracking-[0.16em] text-gold-light uppercase">
        {heading}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </>
  );
}

/** A column of the store's pages, named by its heading for screen readers' landmarks. */
function LinkColumn({ heading, links }: (typeof COLUMNS)[number]) {
  return (
    <nav aria-label={heading}>
      <FooterList heading={heading}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </FooterList>
    </nav>
  );
}

/** How to reach the store: its e-mail and phone once the store's facts arrive, and its hours. */
function SupportColumn() {
  const { info } = useStoreInfo();
  return (
    <div className="md:col-span-2 lg:col-span-1">
      <FooterList heading="Support">
        {info &&
          [
            { href: `mailto:${info.supportEmail}`, icon: Mail, text: info.supportEmail },
            { href: telHref(info.supportPhone), icon: Phone, text: info.supportPhone },
          ].map(({ href, icon: Icon, text }) => (
            <li key={href}>
              <a href={href} className={`${linkClass} inline-flex items-center gap-2.5`}>
                <Icon aria-hidden className="size-4 shrink-0 text-gold-light" />
                {text}
              </a>
            </li>
          ))}
        <li className="inline-flex items-center gap-2.5">
          <Clock aria-hidden className="size-4 shrink-0 text-gold-light" />
          {SUPPORT_HOURS}
        </li>
      </FooterList>
    </div>
  );
}

export function SiteFooter() {
  const { storeName } = useStoreInfo();
  // The bottom padding is room for the floating chat button, so it never covers the last line.
  return (
    <footer className="mt-auto bg-ink pb-16 text-sand-200 sm:pb-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 pt-14 pb-10 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_repeat(3,1fr)_1.3fr] lg:gap-8 lg:px-8 lg:pt-16">
        <div className="md:col-span-2 lg:col-span-1">
          <p className="font-serif text-2xl text-ivory">{storeName}</p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Bespoke, integrated wall decor: hand embroidery, gold foiling, embossing and live mural painting,
            custom-fitted to your walls and installed by our own team.
          </p>
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-2 lg:col-span-3">
          {COLUMNS.map((column) => (
            <LinkColumn key={column.heading} {...column} />
          ))}
        </div>

        <SupportColumn />
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-6 pr-24 text-xs text-sand-300 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8 lg:pr-48">
          <p>
            © {new Date().getFullYear()} {storeName}. All rights reserved.
          </p>
          <p>Prices in Indian rupees; {TAX_NOTE}</p>
        </div>
      </div>
    </footer>
  );
}
