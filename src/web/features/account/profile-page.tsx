import { CalendarDays, ChevronRight, LogOut, Mail } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { formatDate } from '../../../domain/format';
import { Button } from '../../components/ui/button';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { useAuth } from '../../stores/auth/auth-context';
import { ACCOUNT_LINKS } from './account-links';
import { Avatar } from './components/avatar';
import { SavedWallPreviews } from './components/saved-wall-previews';
import { StoreCredit } from './components/store-credit';
import { BusinessDetails } from './components/business-details';
import { MeasureVisits } from './components/measure-visits';
import { IconDisc } from '../../components/ui/icon-disc';
import { loginPath } from '../../lib/redirect';

export function ProfilePage() {
  useTablePageMeta('profile');
  const { user, status, logout } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  if (status === 'checking') return <ProfileSkeleton />;
  // docs/store-rules.md#screens: no signed-in user, no profile; after logging in they come back here.
  if (!user) return leaving ? null : <Navigate to={loginPath('/profile')} replace />;

  const onLogout = async () => {
    setLeaving(true);
    await logout();
    navigate('/', { replace: true });
  };

  return (
    <main className="mx-auto w-full max-w-4xl px-5 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p className="text-[11px] font-semibold tracking-[0.18em] text-gold-dark uppercase">My Account</p>
      <h1 className="mt-2 font-serif text-3xl text-ink sm:text-4xl">Profile</h1>

      <section
        aria-labelledby="profile-name"
        className="mt-8 flex flex-col gap-5 rounded-card border border-sand-200 bg-gradient-to-br from-sand-50 to-white p-6 shadow-soft sm:flex-row sm:items-center sm:p-8"
      >
        <Avatar name={user.name} size="lg" />
        <div className="min-w-0">
          <h2 id="profile-name" className="truncate font-serif text-2xl text-ink">
            {user.name}
          </h2>
          <dl className="mt-2 space-y-1.5 text-[15px]">
            <div className="flex min-w-0 items-center gap-2 text-ink-soft">
              <dt>
                <Mail aria-hidden className="size-4 text-gold-dark" />
                <span className="sr-only">Email</span>
              </dt>
              <dd className="truncate">{user.email}</dd>
            </div>
            <div className="flex items-center gap-2 text-ink-muted">
              <dt>
                <CalendarDays aria-hidden className="size-4 text-gold-dark" />
                <span className="sr-only">Member since</span>
              </dt>
              <dd>
                <span aria-hidden>Member since </span>
                {formatDate(user.createdAt)}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <nav aria-label="Account" className="mt-8">
        <ul className="grid gap-3 sm:grid-cols-2">
          {ACCOUNT_LINKS.filter((l) => l.to !== '/profile').map(({ to, label, icon: Icon, description }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full items-center gap-4 rounded-card border border-sand-200 bg-white/70 p-5 transition-colors hover:border-gold/50 hover:bg-white"
              >
                <IconDisc className="size-11">
                  <Icon className="size-5" strokeWidth={1.75} />
                </IconDisc>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">{label}</span>
                  <span className="mt-0.5 block text-sm text-ink-muted">{description}</span>
                </span>
                <ChevronRight
                  aria-hidden
                  className="size-5 text-ink-muted transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {!user.guest && <StoreCredit userId={user.id} />}
      {!user.guest && <BusinessDetails userId={user.id} />}
      {!user.guest && <MeasureVisits userId={user.id} />}
      {!user.guest && <SavedWallPreviews />}

      <div className="mt-10 flex flex-col gap-3 border-t border-sand-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          Logging out keeps your cart and wishlist safe in your account.
        </p>
        <Button
          variant="danger"
          icon={<LogOut aria-hidden className="size-4" />}
          loading={leaving}
          onClick={onLogout}
        >
          Logout
        </Button>
      </div>
    </main>
  );
}

function ProfileSkeleton() {
  return (
    <main aria-busy className="mx-auto w-full max-w-4xl px-5 py-10 sm:px-6 sm:py-14 lg:px-8">
      <Skeleton className="h-3 w-24" />
      <Skeleton className="mt-3 h-9 w-40" />
      <Skeleton rounded="lg" className="mt-8 h-40 w-full" />
      <SkeletonGroup className="mt-8 grid gap-3 sm:grid-cols-2" rounded="lg" shapes={['h-24', 'h-24']} />
    </main>
  );
}
