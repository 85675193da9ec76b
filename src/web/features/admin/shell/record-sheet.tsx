import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { errorMessage } from '../../../lib/api-client';
import { EmptyState } from '../../../components/ui/empty-state';

export interface RecordSheetProps<T> {
  /** open while set */
  id: string | null;
  onClose: () => void;
  query: { data: T | undefined; isError: boolean; error: unknown };
  /** the sheet's title and the line under it, once the record is here */
  heading: (record: T) => { title: string; description: string };
  /** what the record is, lower case: 'order' */
  noun: string;
  /** shown with the server's reason when it cannot be loaded */
  icon: LucideIcon;
  skeleton: ReactNode;
  children: (record: T) => ReactNode;
}

/** One order or customer in a side sheet: a skeleton while it loads, the reason if it cannot, then the record. */
export function RecordSheet<T>({
  id,
  onClose,
  query,
  heading,
  noun,
  icon,
  skeleton,
  children,
}: RecordSheetProps<T>) {
  const record = query.data;
  const head = record === undefined ? undefined : heading(record);
  return (
    <Sheet
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title={head?.title ?? noun.charAt(0).toUpperCase() + noun.slice(1)}
      description={head?.description}
    >
      {record !== undefined ? (
        children(record)
      ) : query.isError ? (
        <EmptyState
          look="inset"
          icon={icon}
          title={errorMessage(query.error, `The ${noun} could not be loaded.`)}
        />
      ) : (
        skeleton
      )}
    </Sheet>
  );
}
