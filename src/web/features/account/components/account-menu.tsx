import * as Popover from '@radix-ui/react-popover';
import { ChevronDown, LogOut } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { User } from '../../../../domain/auth';
import { Spinner } from '../../../components/ui/spinner';
import '../../../components/ui/overlay.css';
import { useAuth } from '../../../stores/auth/auth-context';
import { ACCOUNT_LINKS, isAccountPath } from '../account-links';
import { Avatar } from './avatar';

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium transition-colors';

/** The signed-in shopper's menu (docs/store-rules.md#screens): name and email, account links and a red Logout. */
export function AccountMenu({ user }: { user: User }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const firstItem = useRef<HTMLAnchorElement>(null);
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;

  const onLogout = async () => {
    setLeaving(true);
    if (isAccountPath(pathname)) navigate('/', { replace: true });
    await logout();
    setLeaving(false);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="group inline-flex h-10 items-center gap-2 rounded-full p-1 text-sm font-medium text-ink transition-colors hover:bg-sand-100 data-[state=open]:bg-sand-100 md:ml-1 md:border md:border-sand-200 md:pr-3"
        >
          <Avatar name={user.name} />
          <span className="sr-only">Account menu for </span>
          <span className="max-w-28 truncate max-md:sr-only">{firstName}</span>
          <ChevronDown
            aria-hidden
            className="size-4 text-ink-muted transition-transform duration-200 max-md:hidden group-data-[state=open]:rotate-180"
          />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-label="Account"
          // Radix skips links when it picks what to focus, which landed on Logout: Enter, Enter signed the
          // shopper out. The menu opens on its first item; the destructive Logout stays last.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            firstItem.current?.focus();
          }}
          className="wc-modal z-50 w-[min(18rem,calc(100vw-24px))] rounded-2xl border border-sand-200 bg-ivory p-1.5 shadow-[0_12px_40px_-12px_rgb(43_39_36/0.35)]"
        >
          <div className="flex items-center gap-3 rounded-xl bg-sand-50 px-3 py-3">
            <Avatar name={user.name} size="md" />
            <div className="min-w-0">
              <p className="truncate font-medium text-ink">{user.name}</p>
              <p className="truncate text-[13px] text-ink-muted" title={user.email}>
                {user.email}
              </p>
            </div>
          </div>
          <nav aria-label="Account" className="mt-1.5">
            <ul>
              {ACCOUNT_LINKS.map(({ to, label, icon: Icon }, index) => (
                <li key={to}>
                  <Link
                    ref={index === 0 ? firstItem : undefined}
                    to={to}
                    onClick={() => setOpen(false)}
                    className={`${itemClass} text-ink hover:bg-sand-100 focus-visible:bg-sand-100`}
                  >
                    <Icon aria-hidden className="size-[18px] text-gold-dark" strokeWidth={1.75} />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mx-3 my-1.5 h-px bg-sand-200" />
          <button
            type="button"
            onClick={() => void onLogout()}
            disabled={leaving}
            aria-busy={leaving || undefined}
            className={`${itemClass} text-danger hover:bg-danger/[0.07] focus-visible:bg-danger/[0.07] disabled:opacity-60`}
          >
            {leaving ? (
              <Spinner size="sm" label={null} className="size-[18px]" />
            ) : (
              <LogOut aria-hidden className="size-[18px]" strokeWidth={1.75} />
            )}
            Logout
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
