import { Hammer } from 'lucide-react';
import { formatDateTime } from '../../../../../domain/format';
import { JOB_STATUS_LABELS, PERIOD_LABELS } from '../../../../../domain/installation';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { InstallationHistory } from '../../../../components/ui/installation-history';
import { useOrderJobs } from '../api/order-installation';
import { SheetSection } from './sheet-section';

/** The order's installation job, when it has one (decision 066). */
export function InstallationSection({ order }: { order: AdminOrderDetail }) {
  const jobs = useOrderJobs(order.id);
  const job = jobs.data?.[0];
  if (!job) return null;
  return (
    <SheetSection title="Installation" icon={<Hammer aria-hidden />}>
      <p className="text-sm text-ink">
        {JOB_STATUS_LABELS[job.status]}
        {job.slot && ` · ${PERIOD_LABELS[job.slot.period]} of ${formatDateTime(job.slot.startsAt)}`}
        {job.team && ` · ${job.team}`} · {job.areaSqft} sq ft
      </p>
      <div className="mt-3">
        <InstallationHistory events={job.history} />
      </div>
    </SheetSection>
  );
}
