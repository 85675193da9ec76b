import { Skeleton, SkeletonGroup } from '../../../../components/ui/skeleton';

/** The page's shape while the product loads, with the spec's 'Loading...' for everyone to read. */
export function DetailSkeleton() {
  return (
    <main className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <p role="status" className="py-5 text-[13px] text-ink-muted sm:py-6">
        Loading...
      </p>
      <div aria-hidden className="grid gap-8 lg:grid-cols-12 lg:gap-14">
        <div className="lg:col-span-7">
          <Skeleton rounded="lg" className="aspect-square w-full" />
          <SkeletonGroup
            className="mt-4 flex gap-3"
            rounded="lg"
            shapes={['size-20 sm:size-24', 'size-20 sm:size-24']}
          />
        </div>
        <div className="space-y-4 lg:col-span-5">
          <Skeleton className="h-5 w-24" rounded="full" />
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="mt-6 h-7 w-52" />
          <Skeleton rounded="lg" className="h-64 w-full" />
          <Skeleton rounded="lg" className="h-28 w-full" />
          <Skeleton rounded="full" className="h-12 w-full" />
          <Skeleton rounded="full" className="h-12 w-full" />
        </div>
      </div>
    </main>
  );
}
