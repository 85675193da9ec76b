import { clsx } from 'clsx';

export interface SkeletonProps {
  /** size and shape come from the caller, e.g. `h-4 w-24` or `aspect-square w-full` */
  className?: string;
  /** `full` for avatars and pills */
  rounded?: 'md' | 'lg' | 'full';
}

/** A quiet placeholder shaped like the content that will replace it; hidden from assistive tech. */
export function Skeleton({ className, rounded = 'md' }: SkeletonProps) {
  return (
    <div
      aria-hidden
      className={clsx(
        'animate-pulse bg-sand-100 motion-reduce:animate-none',
        { md: 'rounded-md', lg: 'rounded-card', full: 'rounded-full' }[rounded],
        className,
      )}
    />
  );
}
