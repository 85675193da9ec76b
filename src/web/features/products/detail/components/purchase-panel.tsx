import { Link } from 'react-router';
import { lazy, Suspense, useId, useMemo, useState, type InputHTMLAttributes } from 'react';
import { CART_QUANTITY_MAX, WALL_SIZE_DEFAULTS } from '../../../../../domain/constants';
import { formatINR, formatPaise } from '../../../../../domain/format';
import { lineOptions, linePriceOf } from '../../../../../domain/line';
import {
  INSTALLATION_RATE,
  offeredMaterials,
  priceLine,
  pricingOf,
  rollSizeLabel,
  TAX_NOTE,
  toRupees,
  wallAreaSqft,
  type Material,
} from '../../../../../domain/pricing';
import type { Product, RollSpec } from '../../../../../domain/product';
import { planRolls, type RollPlan } from '../../../../../domain/roll-calculator';
import { formatRate } from '../../../../components/ui/price';
import type { AddToCartInput } from '../../../../stores/cart/cart-context';
import { WallPreviewButton } from '../wall-preview/wall-preview-button';
import { formatArea, inches, type WallSizeDraft } from '../wall-size';
import { groupTitleClass } from './section-heading';
import { HelpPopover } from './help-popover';
import { MaterialField } from './material-field';
import { NearViewport } from './near-viewport';
import { ProductActions } from './product-actions';
import { QuantityStepper } from './quantity-stepper';
import { WallSizeFields } from './wall-size-fields';
import {
  clampCrop,
  fitCrop,
  isSinglePicture,
  wallLimits,
  wallsProblem,
  type Crop,
  type Wall,
} from '../../../../../domain/walls';

// Below a phone's first screen: loaded as they come near it (NearViewport).
const SampleOrder = lazy(() => import('./sample-order').then((m) => ({ default: m.SampleOrder })));
const DeliveryCheck = lazy(() => import('./delivery-check').then((m) => ({ default: m.DeliveryCheck })));
// Walls, openings and the mural crop load when the shopper opens them: most never do, and the page's first
// download stays within its budget (docs/decisions/067-walls-openings-and-strip-plans.md).
const RoomWalls = lazy(() => import('./room-walls').then((m) => ({ default: m.RoomWalls })));
const CropEditor = lazy(() => import('./room-walls').then((m) => ({ default: m.CropEditor })));

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The installation choice: the input's own props, on a card that explains what installing includes. */
function InstallationCheckbox(input: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 bg-white/70 px-4 py-3 transition-colors hover:border-sand-300">
      <input
        type="checkbox"
        {...input}
        className="mt-0.5 size-[18px] shrink-0 cursor-pointer accent-gold-dark"
      />
      <span className="text-sm">
        <span className="font-medium text-ink">Include installation (₹{INSTALLATION_RATE} per sq ft)</span>
        <span className="mt-0.5 block text-[13px] text-ink-muted">
          Our own installers prepare the wall, hang, trim and tidy up.
        </span>
      </span>
    </label>
  );
}

const patternLabel = (roll: RollSpec) =>
  roll.patternRepeatCm > 0
    ? `, ${roll.patternRepeatCm} cm ${roll.patternMatch} pattern repeat`
    : ', free match (no pattern repeat)';

/**
 * The roll calculator's answer, counted by strips (decisions/014): whole rolls, and one spare suggested for
 * pattern matching (docs/store-rules.md#pricing).
 */
function RollAdvice({ plan, heightIn }: { plan: RollPlan; heightIn: number }) {
  if (plan.tooTall) {
    return (
      <p className="rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink">
        A {heightIn}″ drop is longer than one roll; please ask us about this wall.
      </p>
    );
  }
  if (plan.rolls === 0) {
    return (
      <p className="text-sm text-ink-muted">
        Enter your wall’s height and width to see how many rolls you need.
      </p>
    );
  }
  return (
    <div className="rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink">
      <p>
        You need <strong className="font-semibold">{plural(plan.rolls, 'roll', 'rolls')}</strong> (we suggest{' '}
        {plan.withSpare} to allow for pattern matching)
      </p>
      <p className="mt-1 text-[13px] text-ink-muted">
        {plural(plan.strips, 'strip', 'strips')} across the wall, {plan.stripsPerRoll} from each roll.
      </p>
    </div>
  );
}

/** Everything a shopper chooses on the detail page, the live price, and the buttons that act on it. */
export function PurchasePanel({ product }: { product: Product }) {
  const isRolls = product.kind === 'rolls';
  const summaryId = useId();
  // Only the product's own materials, its default first (docs/decisions/014-one-honest-price.md), each at the
  // product's rate.
  const priced = useMemo(() => pricingOf(product), [product]);
  const materialOptions = useMemo(
    () =>
      offeredMaterials(product).map((m) => ({
        material: m,
        rate: toRupees(
          priceLine({ product: priced, material: m, installation: false, quantity: 1 }).ratePerSqftPaise,
        ),
      })),
    [product, priced],
  );
  const [chosenMaterial, setMaterial] = useState<Material | null>(null);
  const material = chosenMaterial ?? materialOptions[0]?.material ?? null;
  const [size, setSize] = useState<WallSizeDraft>({ ...WALL_SIZE_DEFAULTS });
  const [installation, setInstallation] = useState(true);
  // Made to measure (decision 067): several walls with openings, and a mural's crop over them.
  const [room, setRoom] = useState<Wall[] | null>(null);
  const [chosenCrop, setCrop] = useState<Crop | null>(null);
  const picture = isSinglePicture(product);
  const crop = room && picture ? clampCrop(chosenCrop ?? fitCrop(room), room) : null;
  const roomProblem = room ? wallsProblem(room, wallLimits(product.roll)) : null;
  // The rolls stepper follows the calculator's suggestion until the shopper sets it by hand.
  const [chosenRolls, setChosenRolls] = useState<number | null>(null);

  const height = inches(size.height);
  const width = inches(size.width);
  const areaSqft = wallAreaSqft(height, width);
  const hasWall = height > 0 && width > 0;
  const plan = planRolls(product.roll, { heightIn: height, widthIn: width });
  const quantity = isRolls ? (chosenRolls ?? Math.min(CART_QUANTITY_MAX, Math.max(1, plan.withSpare))) : 1;
  const wall = hasWall ? { width, height } : null;

  const onSizeChange = (next: WallSizeDraft) => {
    setSize(next);
    setChosenRolls(null);
  };

  const line = (): AddToCartInput =>
    isRolls
      ? { product, quantity, selectedMaterial: null, customDimensions: wall, installation }
      : room
        ? { product, quantity: 1, selectedMaterial: material, walls: room, crop, installation }
        : {
            product,
            quantity: 1,
            selectedMaterial: material,
            customDimensions: { width, height },
            installation,
          };
  // The line the button adds, priced as the cart and the order price it, so every figure here is what is
  // charged.
  const price = linePriceOf(priced, { ...lineOptions(product, line()), quantity });
  const blockedReason = room
    ? roomProblem
    : !isRolls && !hasWall
      ? 'Enter your wall’s height and width to add it to your cart.'
      : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p data-testid="rate-label" className="text-xl font-medium text-ink tabular-nums">
          {formatRate(toRupees(price.ratePaise), price.unit, toRupees(price.ratePerSqftPaise))}
        </p>
        <p className="text-[13px] text-ink-muted">
          {isRolls && `${price.areaSqft} sq ft per roll · `}
          {installation
            ? `installation ${formatINR(INSTALLATION_RATE)} per sq ft extra`
            : 'without installation'}
        </p>
      </div>

      <div className="space-y-5 rounded-card border border-sand-200 bg-white/50 p-4 sm:p-5">
        {isRolls ? (
          <>
            <WallSizeFields
              value={size}
              onChange={onSizeChange}
              areaSqft={areaSqft}
              title="Roll calculator"
            />
            <p className="-mt-2 text-[13px] text-ink-muted">
              Each roll is {rollSizeLabel(product.roll)}
              {patternLabel(product.roll)}.
            </p>
            <RollAdvice plan={plan} heightIn={height} />
            <div className="flex items-center justify-between gap-4">
              <span className={groupTitleClass}>Rolls</span>
              <QuantityStepper value={quantity} onChange={setChosenRolls} label="Number of rolls" />
            </div>
          </>
        ) : (
          <>
            {material && materialOptions.length > 0 && (
              <MaterialField value={material} options={materialOptions} onChange={setMaterial} />
            )}
            {room ? (
              <Suspense fallback={null}>
                <RoomWalls
                  walls={room}
                  onChange={setRoom}
                  roll={product.roll}
                  prices={price.walls}
                  problem={roomProblem}
                />
                {crop && !roomProblem && product.images[0] && (
                  <CropEditor image={product.images[0]} walls={room} crop={crop} onChange={setCrop} />
                )}
                <button
                  type="button"
                  className="text-sm text-ink-muted underline"
                  onClick={() => setRoom(null)}
                >
                  Back to one plain wall
                </button>
              </Suspense>
            ) : (
              <>
                <WallSizeFields value={size} onChange={onSizeChange} areaSqft={areaSqft} />
                <button
                  type="button"
                  data-testid="measure-room"
                  className="text-sm font-medium text-gold-dark underline"
                  onClick={() =>
                    setRoom([
                      {
                        widthIn: width >= 12 ? width : 120,
                        heightIn: height >= 12 ? height : 96,
                        openings: [],
                      },
                    ])
                  }
                >
                  Measure your room: several walls, doors and windows
                </button>
                {/* Not sure of the size: an installer measures first (docs/decisions/071-measurement-visits.md). */}
                <Link
                  to={`/measure-visit?product=${product.id}`}
                  className="text-sm text-gold-dark underline underline-offset-2"
                >
                  Not sure of the size? Book a measurement visit
                </Link>
              </>
            )}
          </>
        )}
        <InstallationCheckbox
          checked={installation}
          onChange={(event) => setInstallation(event.target.checked)}
        />
      </div>

      <section aria-labelledby={summaryId} className="rounded-card bg-sand-50 px-4 py-4 sm:px-5">
        <h2 id={summaryId} className={`${groupTitleClass} font-sans`}>
          {isRolls ? `Total for ${plural(quantity, 'roll', 'rolls')}` : 'Price for your wall'}
        </h2>
        <p
          data-testid="final-price"
          aria-live="polite"
          className="mt-2 font-serif text-[2rem] leading-none text-ink lining-nums tabular-nums"
        >
          {formatPaise(price.amountPaise)}
        </p>
        <dl className="mt-3 space-y-1.5 text-sm text-ink-soft">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <dt>
              {isRolls
                ? plural(quantity, 'roll', 'rolls')
                : `${material ?? 'Wallpaper'}, ${formatArea(price.areaSqft)} sq ft`}
            </dt>
            <dd className="flex flex-wrap items-center gap-x-2 tabular-nums">
              {price.compareAtPaise !== null && (
                <s data-testid="reference-price" className="text-ink-muted">
                  <span className="sr-only">Was </span>
                  {formatPaise(price.compareAtPaise)}
                </s>
              )}
              <span data-testid="goods-price" className="font-medium text-ink">
                {formatPaise(price.goodsPaise)}
              </span>
              {price.savePercent !== null && (
                <span
                  data-testid="save-badge"
                  className="rounded-full bg-success/10 px-2.5 py-1 text-[11px] font-semibold tracking-[0.08em] text-success uppercase"
                >
                  SAVE {price.savePercent}%
                </span>
              )}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt>
              Installation
              {installation &&
                ` (${formatINR(INSTALLATION_RATE)} × ${formatArea(price.installationAreaSqft)} sq ft${isRolls && wall ? ' of wall' : ''})`}
            </dt>
            <dd data-testid="installation-price" className="tabular-nums">
              {installation ? formatPaise(price.installationPaise) : 'Not included'}
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-[13px] text-ink-muted">{TAX_NOTE}</p>
      </section>

      <ProductActions product={product} line={line} blockedReason={blockedReason} />
      <WallPreviewButton
        {...{ product, material, widthIn: width, heightIn: height }}
        room={room && !roomProblem ? { walls: room, crop } : undefined}
        onUseSize={onSizeChange}
        onUseCrop={setCrop}
      />
      <NearViewport height={196} testId="sample-order-slot">
        <SampleOrder product={product} material={material} />
      </NearViewport>
      <HelpPopover />
      <div className="border-t border-sand-200 pt-6">
        <NearViewport height={110} testId="delivery-check-slot">
          <DeliveryCheck amount={toRupees(price.amountPaise)} />
        </NearViewport>
      </div>
    </div>
  );
}
