import { canAccess } from '../../../../domain/staff';
import { useAuth } from '../../../stores/auth/auth-context';

/**
 * What the signed-in member of staff may change, by the same rule the server enforces (domain `canAccess`),
 * so buttons that would only earn a 403 are hidden or disabled instead.
 */
export function usePermissions() {
  const { user } = useAuth();
  const role = user?.role ?? 'customer';
  return {
    role,
    /** products, media, arrangement, requests and messages, order status */
    canEdit: canAccess(role, 'editor'),
    /** staff roles and invitations, the audit log */
    isAdmin: canAccess(role, 'admin'),
  };
}
