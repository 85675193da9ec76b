import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginFormSchema, type LoginFormValues } from '../../../domain/auth';
import { Button } from '../../components/ui/button';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { useRefusal } from '../../lib/use-refusal';
import { useStoreInfo } from '../../lib/store-info';
import { useAuth } from '../../stores/auth/auth-context';
import { CheckboxField, PasswordField, EmailField, fieldsOf } from '../../components/ui/form-field';
import { Alert } from '../../components/ui/alert';
import { AuthLayout, textLinkClass } from './components/auth-layout';
import { GuestCheckout } from './components/guest-checkout';
import { loginPath, safeRedirect } from '../../lib/redirect';

export function LoginPage() {
  useTablePageMeta('login');
  const { storeName } = useStoreInfo();
  const { login, status, user } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  const { refusal, attempt } = useRefusal();
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '', remember: true },
  });
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = fieldsOf(form);

  // Also what happens on success: the session appears and the page hands over (docs/store-rules.md#screens: go
  // to /). A guest stays: signing in or creating an account from here takes their guest orders along (decision
  // 019).
  if (status === 'signed-in' && !user?.guest) return <Navigate to={safeRedirect(redirect)} replace />;

  const onSubmit = handleSubmit(async (values) => {
    await attempt('Login failed', async () => {
      await login(values);
    });
  });

  return (
    <AuthLayout
      title="Welcome back"
      intro={`Log in to your ${storeName} account to see your cart, wishlist and orders.`}
      footer={
        <>
          New here?{' '}
          <Link to={loginPath(redirect, '/register')} className={textLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      {refusal && <Alert className="mb-6">{refusal}</Alert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <EmailField placeholder="you@example.com" {...field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
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
