import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { canAccess, type StaffAccess } from '../../../../domain/staff';
import { ButtonLink } from '../../../components/ui/button';
import { useAuth } from '../../../stores/auth/auth-context';
import { EmptyState } from '../../../components/ui/empty-state';

/** The server's 403 text, so a page the role cannot open says the same as the API would. */
export const NO_PERMISSION = 'You do not have permission to do that.';

/** Renders `children` only for staff with at least `access`; everyone else gets a polite dead end. */
export function RequireAccess({ access, children }: { access: StaffAccess; children: ReactNode }) {
  const { user } = useAuth();
  if (user && canAccess(user.role, access)) return children;
  return (
    <EmptyState look="screen" icon={Lock} title="Not available to your role" text={NO_PERMISSION}>
      <ButtonLink to="/admin/dashboard" variant="secondary" size="sm">
        Back to dashboard
      </ButtonLink>
    </EmptyState>
  );
}
