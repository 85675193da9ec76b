import { useState } from 'react';
import { toast } from 'sonner';
import { TEAM_DEFAULTS, WEEKDAYS, type Team, type TeamBodyInput } from '../../../../domain/installation';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CheckboxField, NumberField, TextField } from '../../../components/ui/form-field';
import { usePageMeta } from '../../../components/ui/page-meta';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { AdminPageHeader } from '../shell/admin-page-header';
import { useInstallerAccounts, useSaveTeam, useSetInstallers, useTeams } from './api/installation';

const EMPTY: TeamBodyInput = {
  name: '',
  pinPrefixes: [],
  ...TEAM_DEFAULTS,
};

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function TeamForm({ team, onDone }: { team?: Team; onDone: () => void }) {
  const save = useSaveTeam();
  const [v, setV] = useState<TeamBodyInput>(team ?? EMPTY);
  const [pins, setPins] = useState((team?.pinPrefixes ?? []).join(', '));
  const [holidays, setHolidays] = useState((team?.holidays ?? []).join(', '));
  const set = (patch: Partial<TeamBodyInput>) => setV((old) => ({ ...old, ...patch }));
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { ...v, id: team?.id, pinPrefixes: list(pins), holidays: list(holidays) },
          {
            onSuccess: () => {
              toast.success(team ? 'Team saved.' : 'Team added.');
              onDone();
            },
          },
        );
      }}
    >
      <TextField label="Name" value={v.name} onChange={(e) => set({ name: e.target.value })} />
      <TextField
        label="PIN prefixes served"
        hint="Comma separated, e.g. 56, 5601"
        value={pins}
        onChange={(e) => setPins(e.target.value)}
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-ink">Working days</legend>
        <div className="flex flex-wrap gap-3">
          {WEEKDAYS.map((label, day) => (
            <CheckboxField
              key={label}
              label={label}
              checked={v.workingDays.includes(day)}
              onChange={(e) =>
                set({
                  workingDays: e.target.checked
                    ? [...v.workingDays, day]
                    : v.workingDays.filter((d) => d !== day),
                })
              }
            />
          ))}
        </div>
      </fieldset>
      <TextField
        label="Day starts (India time)"
        type="time"
        value={v.startsAt}
        onChange={(e) => set({ startsAt: e.target.value })}
      />
      <TextField
        label="Day ends (India time)"
        type="time"
        value={v.endsAt}
        onChange={(e) => set({ endsAt: e.target.value })}
      />
      <NumberField
        label="Jobs a day"
        value={String(v.jobsPerDay)}
        onChange={(e) => set({ jobsPerDay: Number(e.target.value) })}
      />
      <NumberField
        label="Square feet a day"
        value={String(v.sqftPerDay)}
        onChange={(e) => set({ sqftPerDay: Number(e.target.value) })}
      />
      <TextField
        label="Holidays"
        hint="Days off, YYYY-MM-DD, comma separated"
        optional
        value={holidays}
        onChange={(e) => setHolidays(e.target.value)}
        className="sm:col-span-2"
      />
      <CheckboxField
        label="Takes bookings"
        checked={v.active ?? true}
        onChange={(e) => set({ active: e.target.checked })}
      />
      {save.isError && (
        <Alert className="sm:col-span-2">{errorMessage(save.error, 'The team could not be saved.')}</Alert>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {team ? 'Save team' : 'Add team'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Which installer accounts work in the team; an installer is in one team at a time. */
function TeamInstallers({ team }: { team: Team }) {
  const accounts = useInstallerAccounts();
  const set = useSetInstallers();
  const ids = team.installers.map((i) => i.id);
  if (!accounts.data?.length)
    return <p className="text-sm text-ink-muted">Invite installers (role Installer) in User Access first.</p>;
  return (
    <fieldset className="mt-2">
      <legend className="text-sm font-medium text-ink">Installers</legend>
      <div className="mt-1 flex flex-wrap gap-3">
        {accounts.data.map((account) => (
          <CheckboxField
            key={account.id}
            label={account.name}
            checked={ids.includes(account.id)}
            disabled={set.isPending}
            onChange={(e) =>
              set.mutate(
                {
                  id: team.id,
                  installerIds: e.target.checked ? [...ids, account.id] : ids.filter((i) => i !== account.id),
                },
                {
                  onError: (error) => toast.error(errorMessage(error, 'The installers could not be saved.')),
                },
              )
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Admins define installation teams (decision 065); every change is in the audit log. */
export function TeamsPage() {
  usePageMeta('Installation teams · Admin');
  const teams = useTeams();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div>
      <AdminPageHeader
        title="Installation teams"
        description="Who installs where, on which days, and how much a day"
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            Add team
          </Button>
        }
      />
      {editing === 'new' && (
        <section className="mb-6 rounded-xl border border-sand-200 bg-white p-4">
          <TeamForm onDone={() => setEditing(null)} />
        </section>
      )}
      {teams.isPending ? (
        <Skeleton className="h-48 w-full rounded-xl" />
      ) : teams.isError ? (
        <Alert>{errorMessage(teams.error, 'Failed to fetch teams')}</Alert>
      ) : (
        <ul className="space-y-4">
          {teams.data.map((team) => (
            <li key={team.id} className="rounded-xl border border-sand-200 bg-white p-4">
              {editing === team.id ? (
                <TeamForm team={team} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h2 className="font-serif text-xl text-ink">
                      {team.name} {!team.active && <Badge tone="neutral">Paused</Badge>}
                    </h2>
                    <p className="text-sm text-ink-soft">
                      PINs {team.pinPrefixes.map((p) => `${p}…`).join(', ')} ·{' '}
                      {team.workingDays.map((d) => WEEKDAYS[d]).join(' ')} · {team.startsAt}–{team.endsAt}
                    </p>
                    <p className="text-sm text-ink-soft">
                      {team.jobsPerDay} jobs and {team.sqftPerDay} sq ft a day
                      {team.holidays.length ? ` · ${team.holidays.length} holidays` : ''}
                    </p>
                    <TeamInstallers team={team} />
                  </div>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(team.id)}>
                    Edit
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
