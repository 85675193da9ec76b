import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginFormSchema, type LoginFormValues } from '../../../domain/auth';
import { Button } from '../../components/ui/button';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { errorMessage } from '../../lib/api-client';
import { useStoreInfo } from '../../lib/store-info';
import { useAuth } from '../../app/auth-context';
import { CheckboxField, FormBanner, PasswordField, EmailField } from '../../components/ui/form-field';
import { AuthLayout, textLinkClass } from './components/auth-layout';
import { GuestCheckout } from './components/guest-checkout';
import { safeRedirect } from '../../app/redirect';

export function LoginPage() {
  useTablePageMeta('login');
  const { storeName } = useStoreInfo();
  const { login, status, user } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '', remember: true },
  });

  // Also what happens on success: the session appears and the page hands over (spec §2: go to /).
  // A guest stays: signing in or creating an account from here takes their guest orders along (decision 019).
  if (status === 'signed-in' && !user?.guest) return <Navigate to={safeRedirect(redirect)} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login(values);
    } catch (error) {
      setFailure(errorMessage(error, 'Login failed'));
    }
  });

  const keepRedirect = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <AuthLayout
      title="Welcome back"
      intro={`Log in to your ${storeName} account to see your cart, wishlist and orders.`}
      footer={
        <>
          New here?{' '}
          <Link to={`/register${keepRedirect}`} className={textLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      {failure && <FormBanner tone="error">{failure}</FormBanner>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField placeholder="you@example.com" error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-4">
          <CheckboxField label="Remember me" {...register('remember')} />
          <Link to="/forgot-password" className={`text-sm ${textLinkClass}`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      {!user?.guest && (
        <GuestCheckout onStarted={() => navigate(safeRedirect(redirect), { replace: true })} />
      )}
    </AuthLayout>
  );
}
