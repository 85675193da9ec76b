import { Mail, MessageCircle, Phone } from 'lucide-react';
import { SUPPORT_HOURS } from '../../../../domain/constants';
import { IconRow } from '../../../components/ui/icon-row';
import { Skeleton } from '../../../components/ui/skeleton';
import { telHref, useStoreInfo, whatsappLink } from '../../../lib/store-info';

/** Support e-mail and phone as links inside policy text; shaped placeholders until the store facts load. */
export function SupportLinks() {
  const { info } = useStoreInfo();
  if (!info) return <Skeleton className="mt-4 h-14 w-72" />;
  return (
    <ul>
      <li>
        Email: <a href={`mailto:${info.supportEmail}`}>{info.supportEmail}</a>
      </li>
      <li>
        Phone: <a href={telHref(info.supportPhone)}>{info.supportPhone}</a> ({SUPPORT_HOURS})
      </li>
    </ul>
  );
}

const rowLink = 'font-medium text-ink underline-offset-4 hover:text-gold-dark hover:underline';

/** The contact page's list of ways to reach the store; the hours sit beside it. */
export function SupportChannels() {
  const { info } = useStoreInfo();
  const rows = [
    {
      icon: Mail,
      label: 'Email',
      body: info && (
        <a href={`mailto:${info.supportEmail}`} className={rowLink}>
          {info.supportEmail}
        </a>
      ),
    },
    {
      icon: Phone,
      label: 'Phone',
      body: info && (
        <a href={telHref(info.supportPhone)} className={rowLink}>
          {info.supportPhone}
        </a>
      ),
    },
    {
      icon: MessageCircle,
      label: 'WhatsApp',
      body: info && (
        <a
          href={whatsappLink(info.whatsappNumber, 'Hello! I have a question about my wallpaper.')}
          target="_blank"
          rel="noreferrer"
          className={rowLink}
        >
          Message us on WhatsApp
        </a>
      ),
    },
  ];
  return (
    <ul className="divide-y divide-sand-200">
      {rows.map(({ icon: Icon, label, body }) => (
        <IconRow key={label} look="divided" icon={<Icon className="size-[18px]" />} title={label}>
          {body ?? <Skeleton className="mt-1 h-5 w-44" />}
        </IconRow>
      ))}
    </ul>
  );
}
