import { clsx } from 'clsx';
import { formatINR } from '../../../domain/format';
import type { LineDescription } from '../../../domain/line-details';
import { lineWalls } from '../../../domain/line';
import type { LineOptions } from '../../../domain/line-schema';
import { cropView, PICTURE_UNITS } from '../../../domain/walls';

/** A mural line's crop (decision 067): the picture under a viewBox of the walls, openings greyed. */
export function CropThumbnail({
  image,
  line,
}: {
  image: string | undefined;
  line: Pick<LineOptions, 'walls' | 'customDimensions' | 'crop'>;
}) {
  const walls = lineWalls(line);
  if (!line.crop || !walls || !image) return null;
  const view = cropView(walls, line.crop);
  const { x, y, width, height } = view.viewBox;
  return (
    <svg
      data-testid="crop-thumbnail"
      viewBox={`${x} ${y} ${width} ${height}`}
      className="mt-1 block h-auto w-32 rounded"
      role="img"
      aria-label="Where the picture sits on your walls"
    >
      <CropArt image={image} view={view} openingOpacity={0.75} strokeWidth={width / 160} />
    </svg>
  );
}

/** The picture across the crop's square, openings washed out and wall outlines on top: the thumbnail's and the editor's. */
export function CropArt({
  image,
  view,
  openingOpacity,
  strokeWidth,
}: {
  image: string;
  view: Pick<ReturnType<typeof cropView>, 'openings' | 'walls'>;
  openingOpacity: number;
  strokeWidth: number;
}) {
  return (
    <>
      <image
        href={image}
        x={0}
        y={0}
        width={PICTURE_UNITS}
        height={PICTURE_UNITS}
        preserveAspectRatio="none"
      />
      {view.openings.map((r, i) => (
        <rect key={`o${i}`} {...r} fill="#ffffff" fillOpacity={openingOpacity} />
      ))}
      {view.walls.map((r, i) => (
        <rect key={`w${i}`} {...r} fill="none" stroke="#1f1a17" strokeWidth={strokeWidth} />
      ))}
    </>
  );
}

/**
 * A line's parts as describeLine gives them (issue 26): what it is, its wall, the goods at their rate, and
 * installation as its own figure. The cart drawer, checkout, order page and admin sheet all show a line this way.
 * `total` adds the line's total as a last row, for screens that do not print it beside the name.
 */
export function LineParts({
  description,
  total = false,
  rateTestId = 'line-rate',
  className,
  picture,
}: {
  description: LineDescription;
  total?: boolean;
  rateTestId?: string;
  className?: string;
  /** a mural line's picture and walls, for its crop thumbnail */
  picture?: { image: string | undefined; line: Pick<LineOptions, 'walls' | 'customDimensions' | 'crop'> };
}) {
  const { options, wall, rate, goods, installation } = description;
  return (
    <div data-testid="line-parts" className={clsx('text-xs text-ink-muted', className)}>
      {options.length > 0 && <p data-testid="line-options">{options.join(' · ')}</p>}
      {wall && (
        <p data-testid="line-wall" className="text-ink-soft">
          {wall}
        </p>
      )}
      {picture && <CropThumbnail {...picture} />}
      <p data-testid={rateTestId} className="mt-1 text-sm text-ink-soft">
        {rate}
      </p>
      <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 tabular-nums">
        <dt data-testid="line-goods">{goods.label}</dt>
        <dd className="text-right text-ink-soft">{formatINR(goods.amount)}</dd>
        {installation && (
          <>
            <dt data-testid="line-installation">Installation: {installation.label}</dt>
            <dd data-testid="line-installation-amount" className="text-right text-ink-soft">
              {formatINR(installation.amount)}
            </dd>
          </>
        )}
        {total && (
          <>
            <dt className="font-medium text-ink">Line total</dt>
            <dd className="text-right font-medium text-ink">{formatINR(description.total)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
