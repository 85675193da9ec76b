import { Clock, Mail, MessageCircle, Phone, Timer } from 'lucide-react';
import { SUPPORT_HOURS } from '../../../../domain/constants';
import { IconRow } from '../../../components/ui/icon-row';
import { telHref, useStoreInfo, whatsappLink } from '../../../lib/store-info';

const link = 'underline-offset-4 hover:text-gold-light hover:underline';

/** The studio's direct lines beside the form, for people who would rather talk first. */
export function StudioContact() {
  const { info } = useStoreInfo();
  return (
    <aside aria-labelledby="studio-contact-title" className="rounded-2xl bg-ink p-6 text-sand-200 sm:p-8">
      <h3 id="studio-contact-title" className="text-2xl text-ivory">
        Talk to a designer
      </h3>
      <p className="mt-2 text-sm leading-relaxed">
        Prefer to talk it through first? Reach our design studio directly.
      </p>
      <ul className="mt-6 space-y-5 text-[15px]">
        <IconRow look="onInk" icon={<Timer />} title="Response time">
          We contact you within 24 hours
        </IconRow>
        <IconRow look="onInk" icon={<Clock />} title="Studio hours">
          {SUPPORT_HOURS}
        </IconRow>
        {info && (
          <>
            <IconRow look="onInk" icon={<Mail />} title="Email">
              <a href={`mailto:${info.supportEmail}`} className={link}>
                {info.supportEmail}
              </a>
            </IconRow>
            <IconRow look="onInk" icon={<Phone />} title="Phone">
              <a href={telHref(info.supportPhone)} className={link}>
                {info.supportPhone}
              </a>
            </IconRow>
            <IconRow look="onInk" icon={<MessageCircle />} title="WhatsApp">
              <a
                href={whatsappLink(info.whatsappNumber, "Hello! I'd like to discuss a custom wall design.")}
                target="_blank"
                rel="noreferrer"
                className={link}
              >
                Chat with us on WhatsApp
              </a>
            </IconRow>
          </>
        )}
      </ul>
    </aside>
  );
}
