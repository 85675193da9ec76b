import { useId, useState } from 'react';
import { CART_QUANTITY_MAX, WALL_SIZE_DEFAULTS } from '../../../../../domain/constants';
import { formatINR } from '../../../../../domain/format';
import {
  DEFAULT_MATERIAL,
  INSTALLATION_RATE,
  ROLL_AREA_SQFT,
  ROLL_SIZE_LABEL,
  rollsNeeded,
  SAVE_PERCENT,
  wallAreaSqft,
  type Material,
} from '../../../../../domain/pricing';
import type { Product } from '../../../../../domain/product';
import { formatRate } from '../../../../components/ui/price';
import type { AddToCartInput } from '../../../cart/cart-line';
import { detailPrice } from '../detail-price';
import { WallPreviewButton } from '../wall-preview/wall-preview-button';
import { inches } from '../wall-size';
import { DeliveryCheck } from './delivery-check';
import { groupTitleClass } from './field-styles';
import { HelpPopover } from './help-popover';
import { MaterialField } from './material-field';
import { ProductActions } from './product-actions';
import { QuantityStepper } from './quantity-stepper';
import { WallSizeFields, type WallSize } from './wall-size-fields';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function InstallationCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-sand-200 bg-white/70 px-4 py-3 transition-colors hover:border-sand-300">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
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

/** The roll calculator's answer: whole rolls, rounded up, and one spare for pattern matching (decisions §2). */
function RollAdvice({ rolls, withSpare }: { rolls: number; withSpare: number }) {
  if (rolls === 0) {
    return (
      <p className="text-sm text-ink-muted">
        Enter your wall’s height and width to see how many rolls you need.
      </p>
    );
  }
  return (
    <p className="rounded-xl bg-sand-50 px-4 py-3 text-sm text-ink">
      You need <strong className="font-semibold">{plural(rolls, 'roll', 'rolls')}</strong> (we suggest{' '}
      {withSpare} to allow for pattern matching)
    </p>
  );
}

/** Everything a shopper chooses on the detail page, the live price, and the buttons that act on it. */
export function PurchasePanel({ product }: { product: Product }) {
  const isRolls = product.kind === 'rolls';
  const summaryId = useId();
  const [material, setMaterial] = useState<Material>(DEFAULT_MATERIAL);
  const [size, setSize] = useState<WallSize>({ ...WALL_SIZE_DEFAULTS });
  const [installation, setInstallation] = useState(true);
  // The rolls stepper follows the calculator's suggestion until the shopper sets it by hand.
  const [chosenRolls, setChosenRolls] = useState<number | null>(null);

  const height = inches(size.height);
  const width = inches(size.width);
  const areaSqft = wallAreaSqft(height, width);
  const advice = rollsNeeded(height, width);
  const quantity = isRolls ? (chosenRolls ?? Math.min(CART_QUANTITY_MAX, Math.max(1, advice.withSpare))) : 1;
  const price = detailPrice({
    kind: product.kind,
    productPrice: product.price,
    material,
    installation,
    height,
    width,
    quantity,
  });

  const onSizeChange = (next: WallSize) => {
    setSize(next);
    setChosenRolls(null);
  };

  const line = (): AddToCartInput =>
    isRolls
      ? { product, quantity, selectedMaterial: null, customDimensions: null, installation }
      : {
          product,
          quantity: 1,
          selectedMaterial: material,
          customDimensions: { width, height },
          installation,
        };
  const blockedReason =
    !isRolls && (height === 0 || width === 0)
      ? 'Enter your wall’s height and width to add it to your cart.'
      : null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p data-testid="rate-label" className="text-xl font-medium text-ink tabular-nums">
          {formatRate(price.rate, price.unit)}
        </p>
        <p className="text-[13px] text-ink-muted">
          {isRolls && `${ROLL_AREA_SQFT} sq ft per roll · `}
          {installation ? 'including installation' : 'without installation'}
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
            <p className="-mt-2 text-[13px] text-ink-muted">Each roll is {ROLL_SIZE_LABEL}.</p>
            <RollAdvice {...advice} />
            <div className="flex items-center justify-between gap-4">
              <span className={groupTitleClass}>Rolls</span>
              <QuantityStepper value={quantity} onChange={setChosenRolls} label="Number of rolls" />
            </div>
          </>
        ) : (
          <>
            <MaterialField value={material} onChange={setMaterial} />
            <WallSizeFields value={size} onChange={onSizeChange} areaSqft={areaSqft} />
          </>
        )}
        <InstallationCheckbox checked={installation} onChange={setInstallation} />
      </div>

      <section aria-labelledby={summaryId} className="rounded-card bg-sand-50 px-4 py-4 sm:px-5">
        <h2 id={summaryId} className={`${groupTitleClass} font-sans`}>
          {isRolls ? `Total for ${plural(quantity, 'roll', 'rolls')}` : 'Price for your wall'}
        </h2>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <p
            data-testid="final-price"
            aria-live="polite"
            className="font-serif text-[2rem] leading-none text-ink lining-nums tabular-nums"
          >
            {formatINR(price.amount)}
          </p>
          <s data-testid="reference-price" className="text-base text-ink-muted tabular-nums">
            <span className="sr-only">Was </span>
            {formatINR(price.reference)}
          </s>
          <span className="rounded-full bg-success/10 px-2.5 py-1 text-[11px] font-semibold tracking-[0.08em] text-success uppercase">
            SAVE {SAVE_PERCENT}%
          </span>
        </div>
        <p className="mt-2 text-[13px] text-ink-muted">inclusive of all taxes</p>
      </section>

      <ProductActions product={product} line={line} blockedReason={blockedReason} />
      <WallPreviewButton
        {...{ product, material, widthIn: width, heightIn: height }}
        onUseSize={onSizeChange}
      />
      <HelpPopover />
      <div className="border-t border-sand-200 pt-6">
        <DeliveryCheck />
      </div>
    </div>
  );
}
