import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { canAccess } from '../../../../domain/staff';
import { formatDate } from '../../../../domain/format';
import {
  addDays,
  isRealDay,
  JOB_STATUS_LABELS,
  PERIOD_LABELS,
  PERIODS,
  PROBLEM_LABELS,
  slotId,
  type Board,
  type Job,
} from '../../../../domain/installation';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectControl } from '../../../components/ui/form-field';
import { usePageMeta } from '../../../components/ui/page-meta';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../stores/auth/auth-context';
import { AdminPageHeader } from '../shell/admin-page-header';
import { useAssign, useBoard, useBoardVisits, useResolve } from './api/installation';
import { VISIT_STATUS_LABELS, type VisitJob } from '../../../../domain/measure-visit';

const dayHead = (day: string) =>
  new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * Reassigning is a select of team and slot rather than drag and drop (decision 066): the server checks the
 * team's capacity either way, and a select works the same with a keyboard or on a tablet.
 */
function Reassign({ job, board }: { job: Job; board: Board }) {
  const assign = useAssign();
  const [teamId, setTeamId] = useState(job.teamId ?? board.teams[0]?.id ?? '');
  const [slot, setSlot] = useState(job.slot?.slot ?? slotId(board.days[0]!, 'morning'));
  return (
    <form
      className="mt-2 flex flex-wrap items-center gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        assign.mutate(
          { id: job.id, teamId, slot },
          {
            onSuccess: () => toast.success(`Order #${job.orderNumber} assigned.`),
            onError: (error) => toast.error(errorMessage(error, 'The job could not be assigned.')),
          },
        );
      }}
    >
      <SelectControl
        aria-label="Team"
        value={teamId}
        onChange={(e) => setTeamId(e.target.value)}
        className="w-36"
      >
        {board.teams.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </SelectControl>
      <SelectControl
        aria-label="Slot"
        value={slot}
        onChange={(e) => setSlot(e.target.value)}
        className="w-40"
      >
        {board.days.flatMap((day) =>
          PERIODS.map((p) => (
            <option key={slotId(day, p)} value={slotId(day, p)}>
              {dayHead(day)} · {PERIOD_LABELS[p]}
            </option>
          )),
        )}
      </SelectControl>
      <Button type="submit" size="sm" variant="secondary" disabled={assign.isPending}>
        Assign
      </Button>
    </form>
  );
}

function JobChip({ job }: { job: Job }) {
  return (
    <div
      className={clsx(
        'rounded-md border px-2 py-1.5 text-xs',
        job.overdue ? 'border-danger/40 bg-danger/5' : 'border-sand-200 bg-white',
      )}
    >
      <p className="font-medium text-ink">
        #{job.orderNumber} · {job.slot ? PERIOD_LABELS[job.slot.period] : ''}
      </p>
      <p className="truncate text-ink-muted">{job.customer.name}</p>
      <p className="text-ink-muted">{job.areaSqft} sq ft</p>
      <p className="text-ink-soft">{JOB_STATUS_LABELS[job.status]}</p>
    </div>
  );
}

function QueueRow({
  job,
  board,
  kind,
}: {
  job: Job;
  board: Board;
  kind: 'unassigned' | 'overdue' | 'problem';
}) {
  const resolve = useResolve();
  const { user } = useAuth();
  const isAdmin = user ? canAccess(user.role, 'admin') : false;
  const [rolls, setRolls] = useState(1);
  const act = (action: 'rebook' | 'send_rolls' | 'refund') =>
    resolve.mutate(
      { id: job.id, action, note: '', ...(action === 'send_rolls' ? { rolls } : {}) },
      {
        onSuccess: () => toast.success(`Order #${job.orderNumber}: done.`),
        onError: (error) => toast.error(errorMessage(error, 'That could not be done.')),
      },
    );
  return (
    <li className="border-b border-sand-200 py-3 last:border-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-ink">
          #{job.orderNumber} · {job.customer.name}
        </p>
        <span className="text-xs text-ink-muted">
          PIN {job.pin} · {job.areaSqft} sq ft
        </span>
      </div>
      {kind === 'overdue' && job.slot && (
        <p className="text-xs text-danger">
          Was due {formatDate(job.slot.startsAt)} with {job.team}
        </p>
      )}
      {kind === 'problem' && job.problemReason && (
        <p className="text-xs text-danger">
          {PROBLEM_LABELS[job.problemReason]}
          {job.notes ? `: ${job.notes}` : ''}
        </p>
      )}
      {kind === 'problem' ? (
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Button size="sm" variant="secondary" onClick={() => act('rebook')}>
            Rebook
          </Button>
          <span className="inline-flex items-center gap-1">
            <input
              type="number"
              min={1}
              max={50}
              value={rolls}
              aria-label={`Rolls to send for order #${job.orderNumber}`}
              onChange={(e) => setRolls(Math.min(50, Math.max(1, Math.floor(Number(e.target.value) || 1))))}
              className="h-8 w-14 rounded-md border border-sand-300 px-2 text-sm"
            />
            <Button size="sm" variant="secondary" onClick={() => act('send_rolls')}>
              Send rolls
            </Button>
          </span>
          {isAdmin && (
            <Button size="sm" variant="danger" onClick={() => act('refund')}>
              Refund installation
            </Button>
          )}
        </div>
      ) : (
        <Reassign job={job} board={board} />
      )}
    </li>
  );
}

function Queue({
  title,
  jobs,
  board,
  kind,
}: {
  title: string;
  jobs: Job[];
  board: Board;
  kind: 'unassigned' | 'overdue' | 'problem';
}) {
  return (
    <section className="rounded-xl border border-sand-200 bg-white p-4">
      <h2 className="flex items-center justify-between font-serif text-lg text-ink">
        {title} <Badge tone={jobs.length ? 'gold' : 'neutral'}>{jobs.length}</Badge>
      </h2>
      {jobs.length ? (
        <ul className="mt-2 max-h-96 overflow-y-auto">
          {jobs.map((job) => (
            <QueueRow key={job.id} job={job} board={board} kind={kind} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">Nothing here.</p>
      )}
    </section>
  );
}

/** The week's measurement visits and paid ones awaiting a slot (docs/decisions/071-measurement-visits.md). */
function Visits({ visits }: { visits: VisitJob[] }) {
  return (
    <section className="rounded-xl border border-sand-200 bg-white p-4" aria-labelledby="board-visits">
      <h2 id="board-visits" className="flex items-center justify-between font-serif text-lg text-ink">
        Measurement visits <Badge tone={visits.length ? 'gold' : 'neutral'}>{visits.length}</Badge>
      </h2>
      {visits.length ? (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {visits.map((v) => (
            <li
              key={v.id}
              className={clsx(
                'rounded-md border px-3 py-2 text-xs',
                v.overdue || v.status === 'unbooked' ? 'border-danger/40 bg-danger/5' : 'border-sand-200',
              )}
            >
              <p className="font-medium text-ink">
                {v.slot ? `${formatDate(v.slot.startsAt)} · ${PERIOD_LABELS[v.slot.period]}` : 'No slot yet'}
              </p>
              <p className="text-ink-muted">
                {v.customer.name} · PIN {v.pin}
              </p>
              <p className="text-ink-soft">
                {v.team ?? 'Unassigned'} · {VISIT_STATUS_LABELS[v.status]}
                {v.walls.length ? ` · ${v.walls.length} walls` : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">No visits this week.</p>
      )}
    </section>
  );
}

function Week({ board }: { board: Board }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-sand-200 bg-white">
      <table className="w-full min-w-[1000px] table-fixed border-collapse text-left">
        <thead>
          <tr className="border-b border-sand-200 text-xs text-ink-muted">
            <th scope="col" className="w-48 px-3 py-2 font-medium">
              Team
            </th>
            {board.days.map((day) => (
              <th key={day} scope="col" className="px-2 py-2 font-medium">
                {dayHead(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.teams.map((team) => (
            <tr key={team.id} className="border-b border-sand-200 align-top last:border-0">
              <th scope="row" className="px-3 py-3 text-sm font-medium text-ink">
                {team.name}
                <p className="text-xs font-normal text-ink-muted">
                  {team.jobsPerDay} jobs · {team.sqftPerDay} sq ft a day
                </p>
                <div className="mt-2 h-1.5 w-full rounded-full bg-sand-100" aria-hidden>
                  <div
                    className="h-1.5 rounded-full bg-gold-dark"
                    style={{ width: `${team.utilisation}%` }}
                  />
                </div>
                <p className="mt-1 text-xs font-normal text-ink-soft">
                  {team.utilisation}% of the week booked
                </p>
              </th>
              {team.load.map((load) => {
                const jobs = board.jobs.filter((j) => j.teamId === team.id && j.slot?.day === load.day);
                return (
                  <td key={load.day} className={clsx('px-2 py-3', !load.works && 'bg-sand-50')}>
                    {load.works ? (
                      <>
                        <p className="mb-1.5 text-[11px] text-ink-muted">
                          {load.jobs}/{team.jobsPerDay} · {load.sqft} sq ft
                        </p>
                        <div className="space-y-1.5">
                          {jobs.map((job) => (
                            <JobChip key={job.id} job={job} />
                          ))}
                        </div>
                      </>
                    ) : (
                      <p className="text-[11px] text-ink-muted">Off</p>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The dispatch board (decision 066): a week by team and day, and the queues staff work from. */
export function DispatchPage() {
  usePageMeta('Dispatch · Admin');
  const [params, setParams] = useSearchParams();
  const asked = params.get('from');
  const from = asked && isRealDay(asked) ? asked : undefined;
  const setFrom = (next: string) => setParams({ from: next }, { replace: true });
  const board = useBoard(from);
  const visits = useBoardVisits(from);
  const start = board.data?.days[0];
  return (
    <div>
      <AdminPageHeader
        title="Installation dispatch"
        description={
          start
            ? `Week of ${formatDate(`${start}T12:00:00+05:30`)}`
            : 'Teams, their week and the jobs to place'
        }
        actions={
          start && (
            <>
              <Button variant="secondary" size="sm" onClick={() => setFrom(addDays(start, -7))}>
                <ChevronLeft aria-hidden className="size-4" /> Previous week
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setFrom(addDays(start, 7))}>
                Next week <ChevronRight aria-hidden className="size-4" />
              </Button>
            </>
          )
        }
      />
      {board.isPending ? (
        <Skeleton className="h-96 w-full rounded-xl" />
      ) : board.isError ? (
        <Alert>{errorMessage(board.error, 'Failed to fetch the dispatch board')}</Alert>
      ) : (
        <div className="space-y-6">
          <Week board={board.data} />
          <div className="grid gap-4 lg:grid-cols-3">
            <Queue title="To assign" jobs={board.data.unassigned} board={board.data} kind="unassigned" />
            <Queue title="Overdue" jobs={board.data.overdue} board={board.data} kind="overdue" />
            <Queue title="Problems" jobs={board.data.problems} board={board.data} kind="problem" />
          </div>
          <Visits visits={visits.data ?? []} />
        </div>
      )}
    </div>
  );
}
