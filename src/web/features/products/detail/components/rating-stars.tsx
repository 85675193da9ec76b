import { clsx } from 'clsx';
import { Star } from 'lucide-react';

const FIVE = [0, 1, 2, 3, 4];

/** Five stars filled to the rating, drawn only: the number beside them is what is read out. */
export function RatingStars({
  rating,
  size = 'sm',
  className,
}: {
  rating: number;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const icon = size === 'sm' ? 'size-4' : 'size-5';
  const fill = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span aria-hidden className={clsx('relative inline-flex shrink-0', className)}>
      <span className="flex gap-0.5 text-sand-300">
        {FIVE.map((i) => (
          <Star key={i} className={icon} strokeWidth={1.5} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex gap-0.5 overflow-hidden text-gold"
        style={{ width: fill }}
      >
        {FIVE.map((i) => (
          <Star key={i} className={clsx(icon, 'shrink-0')} fill="currentColor" strokeWidth={1.5} />
        ))}
      </span>
    </span>
  );
}
