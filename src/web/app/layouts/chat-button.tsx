import { MessageCircle } from 'lucide-react';
import { useLocation } from 'react-router';
import { useStoreInfo, whatsappLink } from '../../lib/store-info';

/**
 * The floating WhatsApp link to the company's number (docs/store-rules.md#screens); it waits for the number to
 * load. It never sits over what the shopper is doing: checkout has its own totals and fields at the bottom of a
 * phone's screen, so it is left out there, and styles.css hides it while a drawer, dialog or menu is open. The
 * footer leaves room under the last content for it.
 */
export function ChatButton() {
  const { info } = useStoreInfo();
  const { pathname } = useLocation();
  if (!info?.whatsappNumber || pathname.startsWith('/checkout')) return null;
  return (
    <aside aria-label="Chat" data-chat-button>
      <a
        href={whatsappLink(info.whatsappNumber)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        className="group fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 inline-flex h-12 items-center gap-2 rounded-full bg-gold-dark px-3 text-white sm:h-14 sm:px-4 shadow-[0_10px_30px_-8px_rgb(43_39_36/0.55)] transition-colors hover:bg-ink sm:right-6 sm:bottom-6 lg:pr-5"
      >
        <MessageCircle aria-hidden className="size-6" strokeWidth={1.75} />
        <span aria-hidden className="hidden text-sm font-medium lg:inline">
          Chat with us
        </span>
      </a>
    </aside>
  );
}
