import { Clock, Mail, MessageCircle, Phone, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { SUPPORT_HOURS } from '../../../../domain/constants';
import { useStoreInfo, whatsappLink } from '../../../lib/store-info';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3.5">
      <span
        aria-hidden
        className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10 text-gold-light [&>svg]:size-4"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-[11px] font-semibold tracking-[0.14em] text-sand-300 uppercase">{label}</p>
        <div className="mt-0.5 break-words text-ivory">{children}</div>
      </div>
    </li>
  );
}

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
        <Row icon={<Timer />} label="Response time">
          We contact you within 24 hours
        </Row>
        <Row icon={<Clock />} label="Studio hours">
          {SUPPORT_HOURS}
        </Row>
        {info && (
          <>
            <Row icon={<Mail />} label="Email">
              <a href={`mailto:${info.supportEmail}`} className={link}>
                {info.supportEmail}
              </a>
            </Row>
            <Row icon={<Phone />} label="Phone">
              <a href={`tel:${info.supportPhone.replace(/[^\d+]/g, '')}`} className={link}>
                {info.supportPhone}
              </a>
            </Row>
            <Row icon={<MessageCircle />} label="WhatsApp">
              <a
                href={whatsappLink(info.whatsappNumber, "Hello! I'd like to discuss a custom wall design.")}
                target="_blank"
                rel="noreferrer"
                className={link}
              >
                Chat with us on WhatsApp
              </a>
            </Row>
          </>
        )}
      </ul>
    </aside>
  );
}
