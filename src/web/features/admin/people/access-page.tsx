import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlus, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  InviteBodySchema,
  type InviteInput,
  type StaffUser,
  type UpdateUserBodyInput,
} from '../../../../domain/staff';
import { STAFF_ROLES, isStaffRole, type StaffRole } from '../../../../domain/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { Modal } from '../../../components/ui/modal';
import { usePageMeta } from '../../../components/ui/page-meta';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../stores/auth/auth-context';
import {
  STAFF_FAILURE,
  useInviteStaff,
  useRemoveStaff,
  useResendInvite,
  useStaff,
  useUpdateStaff,
} from './api/users';
import { AdminPageHeader } from '../shell/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog, useConfirmation } from '../shell/confirm-dialog';
import { QueryTable, queryRows, textColumn, timeColumn, type Column } from '../shell/data-table';
import { Options } from '../shell/options';
import { SelectControl, SelectField, TextField } from '../../../components/ui/form-field';
import { usePermissions } from '../shell/use-permissions';
import { RemoveButton, Toggle } from '../shell/page-parts';

const ROLE_LABEL: Record<StaffRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
  installer: 'Installer',
};
const ROLE_NOUN: Record<StaffRole, string> = {
  admin: 'an admin',
  editor: 'an editor',
  viewer: 'a viewer',
  installer: 'an installer',
};
const ROLE_HELP: Record<StaffRole, string> = {
  installer: "sees only their team's installation jobs, on a phone",
  viewer: 'reads everything',
  editor: 'also manages products, media, arrangement, orders and requests',
  admin: 'also invites, removes and manages staff, and sees the audit log',
};

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invite = useInviteStaff();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The server's 409 for a shopper's e-mail: shown as a question, answered by inviting again with consent.
  const [shopper, setShopper] = useState<string | null>(null);
  const form = useForm<InviteInput>({
    resolver: zodResolver(InviteBodySchema),
    defaultValues: { name: '', email: '', role: 'editor' },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const close = (next: boolean) => {
    if (invite.isPending) return;
    onOpenChange(next);
    if (!next) {
      form.reset();
      setRefusal(null);
      setShopper(null);
    }
  };

  const send = (values: InviteInput) => {
    setRefusal(null);
    invite.mutate(values, {
      onSuccess: (result) => {
        toast.success(`${result.message} ${result.user.email} will get a link to set a password.`);
        close(false);
      },
      onError: (error) => {
        const message = errorMessage(error, 'Could not send the invitation');
        if (error instanceof ApiError && error.status === 409 && !values.convertShopper) setShopper(message);
        else setRefusal(message);
      },
    });
  };
  const onSubmit = form.handleSubmit((values) => {
    setShopper(null);
    send({ ...values, convertShopper: false });
  });

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Invite staff"
      description="They get an e-mail with a link to choose a password. The link lasts 7 days."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4 px-6 pt-4 pb-6">
        {refusal && <Alert>{refusal}</Alert>}
        {shopper && (
          <Alert tone="info">
            <p>{shopper}</p>
            <Button
              size="sm"
              className="mt-3"
              loading={invite.isPending}
              onClick={() => form.handleSubmit((values) => send({ ...values, convertShopper: true }))()}
            >
              Make them staff and send the invitation
            </Button>
          </Alert>
        )}
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField
          label="Role"
          error={errors.role?.message}
          hint={ROLE_HELP[role]}
          {...form.register('role')}
        >
          <Options values={STAFF_ROLES} labelOf={(role) => ROLE_LABEL[role]} />
        </SelectField>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="sm" onClick={() => close(false)} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" loading={invite.isPending}>
            Send invitation
          </Button>
        </div>
      </form>
    </Modal>
  );
}

interface PendingSelfChange {
  user: StaffUser;
  change: UpdateUserBodyInput;
}

export function AccessPage() {
  usePageMeta('User Access · Admin');
  const { isAdmin } = usePermissions();
  const { user: me, refresh } = useAuth();
  const staff = useStaff();
  const update = useUpdateStaff();
  const [inviting, setInviting] = useState(false);
  const [selfChange, setSelfChange] = useState<PendingSelfChange | null>(null);
  const remove = useRemoveStaff();
  const removal = useConfirmation<StaffUser>(remove, 'Could not remove this person.');
  const leaving = removal.target;
  const resend = useResendInvite();

  const resendInvite = (user: StaffUser) =>
    resend.mutate(user.id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(errorMessage(error, 'Could not resend the invitation')),
    });

  const confirmRemove = () => {
    if (!leaving) return;
    remove.mutate(leaving.id, {
      onSuccess: (result) => {
        toast.success(result.message);
        removal.close();
      },
    });
  };

  const save = (user: StaffUser, change: UpdateUserBodyInput, after?: () => void) =>
    update.mutate(
      { id: user.id, change },
      {
        onSuccess: (saved) => {
          toast.success(
            change.role && isStaffRole(saved.role)
              ? `${saved.name} is now ${ROLE_NOUN[saved.role]}`
              : saved.featured
                ? `${saved.name} is featured`
                : `${saved.name} is no longer featured`,
          );
          after?.();
        },
        // The optimistic change is already undone by the hook; the server's reason (e.g. the last-admin rule) shows.
        onError: (error) => toast.error(errorMessage(error, 'Could not save the change')),
      },
    );

  const changeRole = (user: StaffUser, role: StaffRole) => {
    if (role === user.role) return;
    // Taking admin away from yourself locks you out of this page; ask first.
    if (user.id === me?.id) setSelfChange({ user, change: { role } });
    else save(user, { role });
  };

  const featuredToggle = (user: StaffUser, withText: boolean) => (
    <Toggle
      checked={user.featured}
      disabled={!isAdmin}
      label={`Featured: ${user.name}`}
      text={withText ? <span className="text-xs">Featured</span> : undefined}
      onChange={(featured) => save(user, { featured })}
    />
  );

  const staffActions = (user: StaffUser) => (
    <div className="flex items-center justify-end gap-0.5">
      {user.invitePending && (
        <IconButton
          label={`Resend invitation to ${user.name}`}
          icon={<MailPlus />}
          size="sm"
          disabled={resend.isPending && resend.variables === user.id}
          className="text-ink-soft hover:bg-sand-100 hover:text-ink"
          onClick={() => resendInvite(user)}
        />
      )}
      {user.id !== me?.id && (
        <RemoveButton label={`Remove ${user.name}`} icon={<UserMinus />} onClick={() => removal.ask(user)} />
      )}
    </div>
  );

  const columns: Column<StaffUser>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (user) => (
        <div className="min-w-0">
          <p className="font-medium text-ink">
            {user.name}
            {user.id === me?.id && <span className="ml-1.5 text-xs font-normal text-ink-muted">(you)</span>}
          </p>
          {user.invitePending && (
            <Badge tone="warning" className="mt-1">
              Invite pending
            </Badge>
          )}
          <p className="truncate text-xs text-ink-muted md:hidden">{user.email}</p>
          <div className="mt-1.5 flex items-center justify-between gap-2 sm:hidden">
            {featuredToggle(user, true)}
            {isAdmin && staffActions(user)}
          </div>
        </div>
      ),
    },
    textColumn('email', 'E-mail', (user) => user.email, { hideBelow: 'md' }),
    {
      id: 'role',
      header: 'Role',
      cell: (user) =>
        isAdmin && isStaffRole(user.role) ? (
          <SelectControl
            aria-label={`Role of ${user.name}`}
            value={user.role}
            onChange={(e) => {
              const role = STAFF_ROLES.find((r) => r === e.target.value);
              if (role) changeRole(user, role);
            }}
            className="w-32"
          >
            <Options values={STAFF_ROLES} labelOf={(role) => ROLE_LABEL[role]} />
          </SelectControl>
        ) : (
          <Badge tone={user.role === 'admin' ? 'ink' : 'sand'}>
            {isStaffRole(user.role) ? ROLE_LABEL[user.role] : user.role}
          </Badge>
        ),
    },
    {
      id: 'featured',
      header: 'Featured',
      hideBelow: 'sm',
      cell: (user) => featuredToggle(user, false),
    },
    timeColumn('joined', 'Joined', (user) => user.createdAt, { hideBelow: 'sm' }),
  ];
  if (isAdmin) {
    columns.push({
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      align: 'right',
      hideBelow: 'sm',
      cell: (user) => staffActions(user),
    });
  }

  return (
    <>
      <AdminPageHeader
        title="User Access"
        description="Who can sign in to this dashboard, and what each of them may change."
        actions={
          isAdmin && (
            <Button icon={<UserPlus className="size-4" />} size="sm" onClick={() => setInviting(true)}>
              Invite staff
            </Button>
          )
        }
      />
      {!isAdmin && (
        <Alert tone="info" className="mb-5">
          You can see who has access. Only an admin can change roles, feature staff, invite someone new or
          remove someone.
        </Alert>
      )}
      <QueryTable
        caption="Staff"
        columns={columns}
        rows={queryRows(staff, (users) => users)}
        skeletonRows={3}
        empty={{ icon: Users, title: 'No staff found', failure: STAFF_FAILURE }}
      />
      <dl className="mt-5 space-y-1 text-xs text-ink-muted">
        {STAFF_ROLES.map((role) => (
          <div key={role}>
            <dt className="inline font-semibold text-ink-soft">{ROLE_LABEL[role]}</dt>{' '}
            <dd className="inline">{ROLE_HELP[role]}.</dd>
          </div>
        ))}
      </dl>

      {isAdmin && <InviteDialog open={inviting} onOpenChange={setInviting} />}
      <ConfirmDialog
        {...removal.dialog}
        title={leaving?.invitePending ? 'Withdraw this invitation?' : 'Remove this member of staff?'}
        description={
          leaving?.invitePending ? (
            <>
              The link sent to <span className="font-medium text-ink">{leaving.email}</span> stops working and
              the invitation is withdrawn.
            </>
          ) : (
            <>
              <span className="font-medium text-ink">{leaving?.name}</span> is signed out at once and can no
              longer open the dashboard. Their own orders and account as a shopper stay.
            </>
          )
        }
        confirmLabel={leaving?.invitePending ? 'Withdraw invitation' : 'Remove access'}
        onConfirm={confirmRemove}
      />
      <ConfirmDialog
        open={selfChange !== null}
        onOpenChange={(open) => !open && setSelfChange(null)}
        title="Change your own role?"
        description="You will lose admin access as soon as this is saved: staff management and the audit log close to you."
        confirmLabel="Change my role"
        pending={update.isPending}
        onConfirm={() => {
          if (!selfChange) return;
          save(selfChange.user, selfChange.change, () => void refresh());
          setSelfChange(null);
        }}
      />
    </>
  );
}
