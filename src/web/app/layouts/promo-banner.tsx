import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { BANNER_FREE_SHIPPING_RUPEES } from '../../../domain/constants';

const MESSAGES = [
  'Customisation and installation provided',
  `Free shipping on orders above Rs. ${BANNER_FREE_SHIPPING_RUPEES}`,
];
// Each half of the track must be wider than the widest screen for the loop to look seamless.
const REPEAT = 4;

function Track({ hidden }: { hidden?: boolean }) {
  return (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 items-center">
      {Array.from({ length: REPEAT }, (_, round) =>
        MESSAGES.map((message) => (
          <li key={`${round}-${message}`} className="flex items-center whitespace-nowrap">
            <span className="px-6">{message}</span>
            <span aria-hidden className="text-[9px] text-gold-light">
              ◆
            </span>
          </li>
        )),
      )}
    </ul>
  );
}

/**
 * The scrolling top banner (docs/store-rules.md#what-we-sell). It pauses on hover, on focus and with its own
 * button, and stands still as one centred line for people who ask for reduced motion.
 */
export function PromoBanner() {
  const [paused, setPaused] = useState(false);
  return (
    <section aria-label="Store announcements" className="relative bg-ink text-ivory">
      <ul className="sr-only">
        {MESSAGES.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>

      <div
        aria-hidden
        className="group overflow-hidden py-2 text-[11px] font-medium tracking-[0.16em] uppercase motion-reduce:hidden"
      >
        <div
          className="flex w-max animate-marquee group-hover:[animation-play-state:paused]"
          style={paused ? { animationPlayState: 'paused' } : undefined}
        >
          <Track />
          <Track hidden />
        </div>
      </div>

      <p
        aria-hidden
        className="hidden flex-wrap items-center justify-center gap-x-4 gap-y-0.5 px-4 py-2 text-center text-[11px] font-medium tracking-[0.14em] uppercase motion-reduce:flex"
      >
        <span>{MESSAGES[0]}</span>
        <span className="text-[9px] text-gold-light max-sm:hidden">◆</span>
        <span>{MESSAGES[1]}</span>
      </p>

      <div className="absolute inset-y-0 right-0 flex items-center bg-gradient-to-l from-ink from-60% to-transparent pr-1.5 pl-6 motion-reduce:hidden">
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Play announcements' : 'Pause announcements'}
          className="flex size-6 items-center justify-center rounded-full text-sand-200 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-gold-light"
        >
          {paused ? <Play aria-hidden className="size-3" /> : <Pause aria-hidden className="size-3" />}
        </button>
      </div>
    </section>
  );
}
