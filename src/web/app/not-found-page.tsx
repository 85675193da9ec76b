import { ArrowLeft, Home } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';
import { LabelHint } from '../components/ui/label-hint';
import { usePageMeta } from '../components/ui/page-meta';

const QUICK_LINKS = [
  { to: '/products', label: 'Shop wallpapers', hint: 'The full collection' },
  { to: '/about', label: 'About us', hint: 'Our studio and craft' },
  { to: '/contact', label: 'Contact', hint: 'Get in touch' },
] as const;

/** An empty frame on a patterned wall: the page that should be here is not. */
function EmptyFrame() {
  return (
    <svg viewBox="0 0 240 220" aria-hidden className="h-auto w-48 sm:w-56">
      <defs>
        <pattern id="nf-wall" width="24" height="24" patternUnits="userSpaceOnUse">
          <path d="M12 2 L22 12 L12 22 L2 12 Z" fill="none" stroke="#e3d7c3" strokeWidth="1.2" />
          <circle cx="12" cy="12" r="1.6" fill="#d2c0a3" />
        </pattern>
        <radialGradient id="nf-fade">
          <stop offset="55%" stopColor="#fff" />
          <stop offset="100%" stopColor="#000" />
        </radialGradient>
        <mask id="nf-mask">
          <rect width="240" height="220" fill="url(#nf-fade)" />
        </mask>
      </defs>
      <rect width="240" height="220" fill="url(#nf-wall)" mask="url(#nf-mask)" />
      <path d="M120 18 L70 66 M120 18 L170 66" stroke="#7d5c30" strokeWidth="1.5" fill="none" />
      <circle cx="120" cy="18" r="4" fill="#7d5c30" />
      <rect x="52" y="62" width="136" height="132" rx="3" fill="#9a7440" />
      <rect x="60" y="70" width="120" height="116" rx="2" fill="#c9a46a" />
      <rect x="68" y="78" width="104" height="100" fill="#faf7f2" />
      <text
        x="120"
        y="140"
        textAnchor="middle"
        fontFamily="'Playfair Display', Georgia, serif"
        fontSize="40"
        fill="#2b2724"
      >
        404
      </text>
    </svg>
  );
}

export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for is not here. Browse our wallpapers instead.');
  const navigate = useNavigate();
  // With no earlier page in this tab (a typed or shared link), 'back' would leave the store.
  const goBack = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/'));
  return (
    <main className="flex flex-1 items-center">
      <div className="mx-auto flex w-full max-w-5xl flex-col items-center gap-10 px-5 py-16 sm:py-24 md:flex-row md:gap-16">
        <EmptyFrame />
        <div className="text-center md:text-left">
          <p className="text-[11px] font-semibold tracking-[0.18em] text-gold-dark uppercase">Error 404</p>
          <h1 className="mt-3 font-serif text-4xl text-ink sm:text-5xl">This wall is still bare</h1>
          <p className="mt-4 max-w-md text-ink-soft">
            We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
            <ButtonLink to="/" icon={<Home aria-hidden className="size-4" />}>
              Home
            </ButtonLink>
            <Button variant="secondary" icon={<ArrowLeft aria-hidden className="size-4" />} onClick={goBack}>
              Go back
            </Button>
          </div>
          <nav aria-label="Helpful links" className="mt-10">
            <ul className="grid gap-2 sm:grid-cols-3">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="block rounded-xl border border-sand-200 bg-white/60 px-4 py-3 text-left transition-colors hover:border-gold-light hover:bg-white"
                  >
                    <LabelHint label={link.label} hint={link.hint} size="sm" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
