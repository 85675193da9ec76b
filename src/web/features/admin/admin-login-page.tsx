import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { LoginFormSchema } from '../../../domain/auth';
import { isStaffRole } from '../../../domain/constants';
import { BackLink } from '../../components/ui/back-link';
import { Button } from '../../components/ui/button';
import { usePageMeta } from '../../components/ui/page-meta';
import { useRefusal } from '../../lib/use-refusal';
import { useStoreInfo } from '../../lib/store-info';
import { useAuth } from '../../stores/auth/auth-context';
import { safeRedirect } from '../../lib/redirect';
import { Alert } from '../../components/ui/alert';
import { EmailField, fieldsOf, PasswordField } from '../../components/ui/form-field';

/** docs/store-rules.md#validation: the admin login validates exactly like the shoppers' login. */
const AdminLoginSchema = LoginFormSchema.pick({ email: true, password: true });
type AdminLoginValues = z.infer<typeof AdminLoginSchema>;

/** The server's refusal for a customer (docs/store-rules.md#roles), also used if a non-staff session somehow comes back. */
const NOT_STAFF = 'You are not authorized to access the admin dashboard.';

export function AdminLoginPage() {
  usePageMeta('Admin Login');
  const { storeName } = useStoreInfo();
  const { user, status, login, refresh } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only somewhere inside the admin area; anything else could send a fresh session off-site.
  const target = safeRedirect(params.get('redirect'), '/admin', '/admin');
  const { refusal, setRefusal, attempt } = useRefusal();
  const [done, setDone] = useState(false);
  const form = useForm<AdminLoginValues>({
    resolver: zodResolver(AdminLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { handleSubmit, formState } = form;
  const field = fieldsOf(form);

  // Already signed in as staff (another tab, a reload): straight in.
  if (!done && status === 'signed-in' && user && isStaffRole(user.role)) {
    return <Navigate to={target} replace />;
  }

  const onSubmit = handleSubmit(async ({ email, password }) => {
    await attempt('Login failed', async () => {
      // role 'admin' asks the server to refuse customers (docs/store-rules.md#api); the session is kept like
      // remember-me.
      await login({ email, password, remember: true, role: 'admin' });
      const fresh = await refresh();
      if (!fresh || !isStaffRole(fresh.role)) {
        setRefusal(NOT_STAFF);
        return;
      }
      setDone(true);
      navigate(target, { replace: true });
    });
  });

  const busy = formState.isSubmitting || done;
  return (
    <div className="relative flex min-h-dvh flex-col bg-sand-50">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgb(201_164_106/0.18),transparent_60%)]"
      />
      <div className="relative px-5 pt-5 sm:px-8 sm:pt-7">
        <BackLink to="/">Back to store</BackLink>
      </div>

      <main className="relative flex flex-1 items-center justify-center px-5 py-10">
        <div className="w-full max-w-[25rem]">
          <div className="mb-7 text-center">
            <p className="inline-flex items-baseline gap-1 font-serif text-[1.75rem] leading-none tracking-tight text-ink">
              {storeName}
              <span aria-hidden className="size-1.5 rounded-full bg-gold" />
            </p>
            <p className="mt-2 text-[11px] font-semibold tracking-[0.2em] text-gold-dark uppercase">
              Staff area
            </p>
          </div>

          <div className="rounded-2xl border border-sand-200 bg-white px-6 py-8 shadow-soft sm:px-8">
            <h1 className="font-serif text-[1.6rem] leading-tight text-ink">Admin Login</h1>
            <p className="mt-1.5 text-sm text-ink-muted">
              Sign in with your staff account to manage the store.
            </p>

            {refusal && <Alert className="mt-6">{refusal}</Alert>}

            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
              <EmailField autoComplete="username" placeholder="you@wallcraft.in" {...field('email')} />
              <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
              <Button type="submit" fullWidth loading={busy} className="mt-2">
                {busy ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
          </div>

          <p className="mt-6 text-center text-xs leading-relaxed text-ink-muted">
            Staff accounts are created by an admin under User Access.
            <br />
            Shopping with us?{' '}
            <Link to="/login" className="font-medium text-gold-dark underline-offset-4 hover:underline">
              Log in to the store
            </Link>
            .
          </p>
        </div>
      </main>
    </div>
  );
}
