import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { StoreLogo } from '../../../components/ui/store-logo';
import { useStoreInfo } from '../../../lib/store-info';

const SCENES = {
  'hero-2': 'A dining room wall dressed in a carved jaali-style lattice print',
  'hero-3': 'A calm lounge with a soft botanical wallpaper and natural wood furniture',
} as const;

export interface AuthLayoutProps {
  /** the page's h1 */
  title: string;
  /** one line under the title */
  intro?: ReactNode;
  /** the room shown beside the form */
  scene?: keyof typeof SCENES;
  children: ReactNode;
  /** under the form: the way to the other auth pages */
  footer?: ReactNode;
}

/**
 * The standalone frame of the login, register and password pages (docs/store-rules.md#screens): a room in one
 * of our wallpapers beside the form on wide screens, a short band of it above the form on phones.
 */
export function AuthLayout({ title, intro, scene = 'hero-2', children, footer }: AuthLayoutProps) {
  const { storeName } = useStoreInfo();
  const src = `/images/${scene}`;
  return (
    <div className="min-h-dvh bg-ivory lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      {/* Every part of the page sits in a landmark (banner, navigation, main, contentinfo): issue 26. */}
      <header className="relative h-44 overflow-hidden bg-sand-100 sm:h-56 lg:sticky lg:top-0 lg:h-dvh">
        <img
          src={`${src}-sm.webp`}
          srcSet={`${src}-sm.webp 960w, ${src}.webp 1920w`}
          sizes="(min-width: 1024px) 55vw, 100vw"
          alt={SCENES[scene]}
          width={960}
          height={450}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
        />
        <div
          aria-hidden
          className="absolute inset-0 bg-gradient-to-b from-ink/45 via-ink/10 to-ink/55 lg:from-ink/35 lg:via-transparent lg:to-ink/70"
        />
        <div className="relative flex h-full flex-col justify-between p-5 sm:p-8 lg:p-12">
          <StoreLogo onPhoto className="self-start text-[1.6rem] text-white drop-shadow-sm lg:text-[2rem]" />
          <div className="hidden max-w-md text-white lg:block">
            <p className="font-sans text-[11px] font-semibold tracking-[0.18em] text-gold-light uppercase">
              Bespoke wall decor
            </p>
            <p className="mt-3 font-serif text-3xl leading-snug">
              Hand embroidery, gold foiling and live mural painting, fitted to your walls.
            </p>
          </div>
        </div>
      </header>

      <div className="flex min-h-[calc(100dvh-11rem)] flex-col px-5 pt-6 pb-8 sm:min-h-[calc(100dvh-14rem)] sm:px-10 lg:min-h-dvh lg:px-16 lg:pt-10">
        <nav aria-label="Back to store" className="self-start">
          <BackLink to="/" className="rounded-full">
            Back to store
          </BackLink>
        </nav>

        <main className="mx-auto flex w-full max-w-[26rem] flex-1 flex-col justify-center py-8 lg:py-12">
          <h1 className="font-serif text-[2rem] leading-tight text-ink sm:text-[2.25rem]">{title}</h1>
          {intro && <p className="mt-2.5 text-[15px] leading-relaxed text-ink-soft">{intro}</p>}
          <div className="mt-8">{children}</div>
          {footer && <div className="mt-8 text-center text-sm text-ink-soft">{footer}</div>}
        </main>

        <footer className="text-center text-xs text-ink-muted">
          © {new Date().getFullYear()} {storeName} ·{' '}
          <Link to="/terms" className="underline-offset-4 hover:text-ink hover:underline">
            Terms
          </Link>{' '}
          ·{' '}
          <Link to="/privacy" className="underline-offset-4 hover:text-ink hover:underline">
            Privacy
          </Link>
        </footer>
      </div>
    </div>
  );
}

/** The text links under the forms and beside the remember-me box. */
export const textLinkClass =
  'font-medium text-gold-dark underline decoration-gold/40 underline-offset-4 transition-colors hover:text-ink hover:decoration-ink';

/** The password pages' way back to the login form. */
export function BackToLogin() {
  return (
    <Link to="/login" className={`inline-flex items-center gap-1.5 ${textLinkClass}`}>
      <ArrowLeft aria-hidden className="size-4" />
      Back to Login
    </Link>
  );
}
