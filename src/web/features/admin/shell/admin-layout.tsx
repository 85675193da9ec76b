import { clsx } from 'clsx';
import { ExternalLink, LogOut, Menu } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { canAccess } from '../../../../domain/staff';
import { IconButton } from '../../../components/ui/icon-button';
import { Sheet } from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/spinner';
import { useStoreInfo } from '../../../lib/store-info';
import { useAuth } from '../../../stores/auth/auth-context';
import { ADMIN_NAV } from './admin-nav';

const ROLE_LABEL = {
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
  installer: 'Installer',
  customer: 'Customer',
} as const;

function Brand({ className }: { className?: string }) {
  const { storeName } = useStoreInfo();
  return (
    <span className={clsx('flex items-baseline gap-2', className)}>
      <span className="font-serif text-[1.35rem] leading-none tracking-tight text-ink">{storeName}</span>
      <span className="text-[10px] font-semibold tracking-[0.2em] text-gold-dark uppercase">Admin</span>
    </span>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const role = user?.role ?? 'customer';
  return (
    <nav aria-label="Admin" className="flex flex-col gap-6">
      {ADMIN_NAV.map((group) => {
        const items = group.items.filter((item) => canAccess(role, item.access ?? 'viewer'));
        if (!items.length) return null;
        return (
          <div key={group.label}>
            <p className="px-3 pb-2 text-[10px] font-semibold tracking-[0.16em] text-ink-muted uppercase">
              {group.label}
            </p>
            <ul className="flex flex-col gap-0.5">
              {items.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <NavLink
                    to={`/admin/${to}`}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      clsx(
                        'group relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors',
                        isActive
                          ? 'bg-white font-medium text-ink shadow-[0_1px_2px_rgb(43_39_36/0.08)]'
                          : 'text-ink-soft hover:bg-sand-100/70 hover:text-ink',
                      )
                    }
                  >
                    {({ isActive }) => (
                      <>
                        {isActive && (
                          <span
                            aria-hidden
                            className="absolute inset-y-2 left-0 w-0.5 rounded-full bg-gold"
                          />
                        )}
                        <Icon
                          aria-hidden
                          strokeWidth={1.75}
                          className={clsx(
                            'size-[18px] shrink-0',
                            isActive ? 'text-gold-dark' : 'text-ink-muted group-hover:text-ink-soft',
                          )}
                        />
                        {label}
                      </>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function AccountPanel() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="border-t border-sand-200 pt-4">
      <div className="flex items-center gap-3 px-1">
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink font-serif text-sm text-ivory"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-ink">{user.name}</p>
          <p className="truncate text-xs text-ink-muted">
            <span className="font-medium text-gold-dark">{ROLE_LABEL[user.role]}</span> · {user.email}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-0.5">
        <a
          href="/"
          target="_blank"
          rel="noreferrer"
          className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink-soft transition-colors hover:bg-sand-100/70 hover:text-ink"
        >
          <ExternalLink aria-hidden strokeWidth={1.75} className="size-[18px] text-ink-muted" />
          View store
        </a>
        <button
          type="button"
          disabled={leaving}
          onClick={async () => {
            setLeaving(true);
            await logout();
            navigate('/admin/login', { replace: true });
          }}
          className="flex items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-danger transition-colors hover:bg-danger/[0.06] disabled:opacity-60"
        >
          <LogOut aria-hidden strokeWidth={1.75} className="size-[18px]" />
          {leaving ? 'Logging out...' : 'Logout'}
        </button>
      </div>
    </div>
  );
}

export function PageFallback() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-ink-muted">
      <Spinner />
    </div>
  );
}

/**
 * The admin frame: a sand sidebar on wide screens, a top bar with the same links in a sheet on phones, and
 * the page in between.
 */
export function AdminLayout({ children }: { children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-ivory lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)]">
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-sand-200 bg-sand-50 px-3 pt-6 pb-4 lg:flex">
        <NavLink to="/admin/dashboard" className="mb-8 px-3">
          <Brand />
        </NavLink>
        <div className="-mx-1 flex-1 overflow-y-auto px-1">
          <NavLinks />
        </div>
        <AccountPanel />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-sand-200 bg-ivory/90 px-2 backdrop-blur lg:hidden">
        <IconButton label="Open menu" icon={<Menu />} onClick={() => setMenuOpen(true)} />
        <NavLink to="/admin/dashboard">
          <Brand />
        </NavLink>
      </header>
      <Sheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        side="left"
        width="sm"
        title={<Brand />}
        className="lg:hidden"
      >
        <div className="flex min-h-full flex-col justify-between gap-8 px-3 py-5">
          <NavLinks onNavigate={() => setMenuOpen(false)} />
          <AccountPanel />
        </div>
      </Sheet>

      <main id="admin-main" className="min-w-0 px-4 pt-6 pb-16 sm:px-6 lg:px-10 lg:pt-9">
        <div className="mx-auto max-w-6xl">
          <Suspense fallback={<PageFallback />}>{children ?? <Outlet />}</Suspense>
        </div>
      </main>
    </div>
  );
}
