import { clsx } from 'clsx';

const ROUNDED = { md: 'rounded-md', lg: 'rounded-card', full: 'rounded-full' } as const;

export interface SkeletonProps {
  /** size and shape come from the caller, e.g. `h-4 w-24` or `aspect-square w-full` */
  className?: string;
  /** `full` for avatars and pills */
  rounded?: keyof typeof ROUNDED;
}

/** A quiet placeholder shaped like the content that will replace it; hidden from assistive tech. */
export function Skeleton({ className, rounded = 'md' }: SkeletonProps) {
  return (
    <div
      aria-hidden
      className={clsx('animate-pulse bg-sand-100 motion-reduce:animate-none', ROUNDED[rounded], className)}
    />
  );
}

export interface SkeletonGroupProps {
  /** how the group lays its placeholders out: `space-y-2`, `grid gap-3 sm:grid-cols-2` */
  className: string;
  /** one placeholder each, by its size: `['h-4 w-40', 'h-3 w-28']` for a title over a line */
  shapes: readonly string[];
  rounded?: SkeletonProps['rounded'];
}

/** Placeholders for a block of content, such as a title over a line or a pair of cards. */
export function SkeletonGroup({ className, shapes, rounded }: SkeletonGroupProps) {
  return (
    <div className={className}>
      {shapes.map((shape, i) => (
        <Skeleton key={i} rounded={rounded} className={shape} />
      ))}
    </div>
  );
}
