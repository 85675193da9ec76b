import { Camera, ChevronLeft, ChevronRight, MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatMobile } from '../../../../domain/address';
import { formatDate } from '../../../../domain/format';
import {
  addDays,
  indiaDay,
  isRealDay,
  JOB_STATUS_LABELS,
  PERIOD_LABELS,
  PROBLEM_LABELS,
  PROBLEM_REASONS,
  type Job,
  type ProblemReason,
} from '../../../../domain/installation';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { NumberField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { usePageMeta } from '../../../components/ui/page-meta';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { AdminPageHeader } from '../shell/admin-page-header';
import {
  useAddPhoto,
  useCheckIn,
  useFinish,
  useInstallerJobs,
  useInstallerVisits,
  useProblem,
} from './api/installation';
import { VisitCard } from './visit-card';

const TONE: Record<Job['status'], BadgeTone> = {
  unbooked: 'neutral',
  booked: 'gold',
  checked_in: 'warning',
  done: 'success',
  problem: 'danger',
  cancelled: 'neutral',
};

const dayLabel = (day: string) => formatDate(`${day}T12:00:00+05:30`);
const wallText = (w: Job['walls'][number]) =>
  `${w.name}: ${Math.round((w.widthIn / 12) * 10) / 10} × ${Math.round((w.heightIn / 12) * 10) / 10} ft`;

function PhotoButton({
  job,
  stage,
  label,
}: {
  job: Job;
  stage: 'before' | 'after' | 'problem';
  label: string;
}) {
  const upload = useAddPhoto();
  const count = job[`${stage}Photos`].length;
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-sand-300 bg-white px-3 text-sm font-medium text-ink">
      <Camera aria-hidden className="size-4" />
      {upload.isPending ? 'Uploading…' : `${label} (${count})`}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        className="sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file)
            upload.mutate(
              { id: job.id, stage, file },
              { onError: (error) => toast.error(errorMessage(error, 'The photo could not be uploaded.')) },
            );
        }}
      />
    </label>
  );
}

function Thumbs({ urls, label }: { urls: readonly string[]; label: string }) {
  if (!urls.length) return null;
  return (
    <ul aria-label={label} className="flex gap-2 overflow-x-auto">
      {urls.map((url, i) => (
        <li key={url}>
          <img src={url} alt={`${label} ${i + 1}`} className="size-16 rounded-md object-cover" />
        </li>
      ))}
    </ul>
  );
}

function FinishForm({ job }: { job: Job }) {
  const finish = useFinish();
  const problem = useProblem();
  const [rolls, setRolls] = useState('0');
  const [notes, setNotes] = useState('');
  const [by, setBy] = useState<'name' | 'code'>('name');
  const [signoff, setSignoff] = useState('');
  const [stuck, setStuck] = useState(false);
  const [reason, setReason] = useState<ProblemReason>('damp');
  const onError = (fallback: string) => (error: unknown) => toast.error(errorMessage(error, fallback));

  if (stuck)
    return (
      <div className="space-y-3 rounded-lg bg-sand-50 p-3">
        <SelectField
          label="Why can the job not be finished?"
          value={reason}
          onChange={(e) => setReason(e.target.value as ProblemReason)}
        >
          {PROBLEM_REASONS.map((r) => (
            <option key={r} value={r}>
              {PROBLEM_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="What you found"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          rows={3}
        />
        <PhotoButton job={job} stage="problem" label="Photo of the problem" />
        <Thumbs urls={job.problemPhotos} label="Problem photo" />
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => setStuck(false)}>
            Back
          </Button>
          <Button
            variant="danger"
            disabled={problem.isPending}
            onClick={() =>
              problem.mutate(
                { id: job.id, reason, notes },
                {
                  onSuccess: () => toast.success('Sent to the office. They will rebook or send rolls.'),
                  onError: onError('The problem could not be reported.'),
                },
              )
            }
          >
            Report problem
          </Button>
        </div>
      </div>
    );

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-2">
        <PhotoButton job={job} stage="before" label="Before" />
        <PhotoButton job={job} stage="after" label="After" />
      </div>
      <Thumbs urls={[...job.beforePhotos, ...job.afterPhotos]} label="Job photo" />
      <NumberField label="Rolls used" value={rolls} onChange={(e) => setRolls(e.target.value)} min={0} />
      <TextAreaField
        label="Notes"
        optional
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        rows={2}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">Customer sign-off</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['name', 'code'] as const).map((kind) => (
            <Button
              key={kind}
              type="button"
              size="sm"
              variant={by === kind ? 'primary' : 'secondary'}
              aria-pressed={by === kind}
              onClick={() => {
                setBy(kind);
                setSignoff('');
              }}
            >
              {kind === 'name' ? 'Typed name' : 'Code from e-mail'}
            </Button>
          ))}
        </div>
        <TextField
          label={by === 'name' ? "Customer's name" : '6-digit code the customer reads out'}
          inputMode={by === 'code' ? 'numeric' : undefined}
          value={signoff}
          onChange={(e) => setSignoff(e.target.value)}
        />
      </fieldset>
      <Button
        className="w-full"
        size="lg"
        disabled={finish.isPending}
        onClick={() =>
          finish.mutate(
            {
              id: job.id,
              rollsUsed: Number(rolls) || 0,
              notes,
              ...(by === 'name' ? { signoffName: signoff } : { signoffCode: signoff.trim() }),
            },
            {
              onSuccess: () => toast.success('Job finished. The customer has been sent the photos.'),
              onError: onError('The job could not be finished.'),
            },
          )
        }
      >
        Finish job
      </Button>
      <Button variant="quiet" className="w-full" onClick={() => setStuck(true)}>
        Cannot finish this job
      </Button>
    </div>
  );
}

function JobCard({ job, index }: { job: Job; index: number }) {
  const checkIn = useCheckIn();
  return (
    <li className="rounded-xl border border-sand-200 bg-white p-4 shadow-[0_1px_2px_rgb(43_39_36/0.06)]">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-[0.14em] text-gold-dark uppercase">
            {index + 1}. {job.slot ? PERIOD_LABELS[job.slot.period] : ''} ·{' '}
            {job.slot
              ? new Date(job.slot.startsAt).toLocaleTimeString('en-IN', {
                  timeZone: 'Asia/Kolkata',
                  hour: 'numeric',
                  minute: '2-digit',
                })
              : ''}
          </p>
          <h2 className="mt-1 font-serif text-xl text-ink">{job.customer.name}</h2>
          <p className="text-xs text-ink-muted">
            Order #{job.orderNumber} · {job.areaSqft} sq ft
          </p>
        </div>
        <Badge tone={TONE[job.status]}>{JOB_STATUS_LABELS[job.status]}</Badge>
      </div>
      <p className="mt-3 text-sm text-ink-soft">{job.customer.address}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href={job.customer.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-11 items-center justify-center gap-2 rounded-lg border border-sand-300 text-sm font-medium text-ink"
        >
          <MapPin aria-hidden className="size-4" /> Map
        </a>
        <a
          href={`tel:${job.customer.phone.replace(/\s+/g, '')}`}
          className="flex min-h-11 items-center justify-center gap-2 rounded-lg border border-sand-300 text-sm font-medium text-ink"
        >
          <Phone aria-hidden className="size-4" />{' '}
          {job.customer.phone ? formatMobile(job.customer.phone) : 'Call'}
        </a>
      </div>
      {job.walls.length > 0 && (
        <ul aria-label="Walls" className="mt-3 space-y-0.5 text-sm text-ink-soft">
          {job.walls.map((w, i) => (
            <li key={`${w.name}-${i}`}>{wallText(w)}</li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        {job.status === 'booked' && (
          <Button
            className="w-full"
            size="lg"
            disabled={checkIn.isPending}
            onClick={() =>
              checkIn.mutate(job.id, {
                onSuccess: () => toast.success('Checked in. The customer was e-mailed their sign-off code.'),
                onError: (error) => toast.error(errorMessage(error, 'Could not check in.')),
              })
            }
          >
            Check in at the address
          </Button>
        )}
        {job.status === 'checked_in' && <FinishForm job={job} />}
        {job.status === 'done' && (
          <p className="text-sm text-ink-soft">
            {job.signoff} · {job.rollsUsed ?? 0} rolls used
          </p>
        )}
        {job.status === 'problem' && job.problemReason && (
          <Alert>Reported: {PROBLEM_LABELS[job.problemReason]}. The office will rebook.</Alert>
        )}
      </div>
    </li>
  );
}

/** The installer's day on a phone (decision 066): today's jobs in visit order, worked one card at a time. */
export function InstallerDayPage() {
  usePageMeta('My jobs · Admin');
  const today = indiaDay(new Date());
  // The day is in the address (?day=), so a link from the office opens the installer on that day.
  const [params, setParams] = useSearchParams();
  const asked = params.get('day');
  const day = asked && isRealDay(asked) ? asked : today;
  const setDay = (next: string) => setParams(next === today ? {} : { day: next }, { replace: true });
  const jobs = useInstallerJobs(day);
  const visits = useInstallerVisits(day);
  const visitList = visits.data ?? [];
  return (
    <div className="mx-auto max-w-md">
      <AdminPageHeader
        title={day === today ? "Today's jobs" : 'Jobs'}
        description={dayLabel(day)}
        actions={
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label="Previous day"
              onClick={() => setDay(addDays(day, -1))}
            >
              <ChevronLeft aria-hidden className="size-4" />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Next day"
              onClick={() => setDay(addDays(day, 1))}
            >
              <ChevronRight aria-hidden className="size-4" />
            </Button>
          </div>
        }
      />
      {jobs.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-56 w-full rounded-xl" />
          <Skeleton className="h-56 w-full rounded-xl" />
        </div>
      ) : jobs.isError ? (
        <Alert>{errorMessage(jobs.error, 'Failed to fetch jobs')}</Alert>
      ) : jobs.data.length === 0 && visitList.length === 0 ? (
        <EmptyState
          look="screen"
          title="No jobs this day"
          text="Jobs booked for your team appear here, in visit order."
        />
      ) : (
        <ol className="space-y-4">
          {jobs.data.map((job, index) => (
            <JobCard key={job.id} job={job} index={index} />
          ))}
          {visitList.map((visit, index) => (
            <VisitCard key={visit.id} visit={visit} index={jobs.data.length + index} />
          ))}
        </ol>
      )}
    </div>
  );
}
