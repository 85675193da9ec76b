import { Headset, Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { SUPPORT_HOURS } from '../../../../../domain/constants';
import { telHref, useStoreInfo } from '../../../../lib/store-info';
import './help-popover.css';

const contactClass =
  'flex items-center gap-3 rounded-xl border border-sand-200 bg-white px-3.5 py-2.5 text-sm text-ink transition-colors hover:border-gold-light hover:bg-sand-50';

/**
 * 'Need help placing the order?' with the store's support e-mail and phone (docs/store-rules.md#screens). The
 * browser's own popover gives light dismiss, Escape and focus order without a positioning library on the
 * product page.
 */
export function HelpPopover() {
  const { info } = useStoreInfo();
  const id = useId();
  return (
    <>
      <button
        type="button"
        popoverTarget={`${id}-panel`}
        className="wc-help-trigger inline-flex items-center gap-2 text-sm font-medium text-ink underline decoration-sand-300 underline-offset-4 transition-colors hover:text-gold-dark hover:decoration-gold"
      >
        <Headset aria-hidden className="size-4 text-gold-dark" />
        Need help placing the order?
      </button>
      <div
        id={`${id}-panel`}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        className="wc-help-popover w-[min(20rem,calc(100vw-24px))] rounded-card border border-sand-200 bg-ivory p-5 text-left shadow-soft"
      >
        <p id={`${id}-title`} className="font-serif text-lg text-ink">
          We’re happy to help
        </p>
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">
          Our design consultants can help you choose a material, check your measurements or place the order
          for you.
        </p>
        {info ? (
          <div className="mt-4 space-y-2">
            <a href={`mailto:${info.supportEmail}`} className={contactClass}>
              <Mail aria-hidden className="size-4 shrink-0 text-gold-dark" />
              <span className="min-w-0 truncate">{info.supportEmail}</span>
            </a>
            <a href={telHref(info.supportPhone)} className={contactClass}>
              <Phone aria-hidden className="size-4 shrink-0 text-gold-dark" />
              {info.supportPhone}
            </a>
          </div>
        ) : (
          <p className="mt-4 text-sm text-ink-muted">Loading contact details...</p>
        )}
        <p className="mt-3 text-xs text-ink-muted">{SUPPORT_HOURS}</p>
      </div>
    </>
  );
}
