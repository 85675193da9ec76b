import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatPaise } from '../../../../../domain/format';
import type { WallPrice } from '../../../../../domain/pricing';
import type { RollSpec } from '../../../../../domain/product';
import {
  clampCrop,
  cropView,
  feetInches,
  formatLength,
  fromCm,
  fromFeetInches,
  LENGTH_UNITS,
  planStrips,
  PICTURE_UNITS,
  TRIM_ALLOWANCE_CM_DEFAULT,
  toCm,
  type Crop,
  type LengthUnit,
  type Opening,
  type Wall,
} from '../../../../../domain/walls';
import { Button } from '../../../../components/ui/button';
import { inputClass, labelClass } from '../../../../components/ui/field-classes';
import { CropArt } from '../../../../components/ui/line-parts';
import { groupTitleClass } from './section-heading';

// Made to measure (docs/decisions/067-walls-openings-and-strip-plans.md): walls, openings, strip plan, crop.

const UNIT_KEY = 'wc-length-unit';

/** The shopper's unit, remembered in this browser (issue 30). */
export function useLengthUnit(): [LengthUnit, (unit: LengthUnit) => void] {
  const [unit, setUnit] = useState<LengthUnit>(() => {
    try {
      const stored = globalThis.localStorage?.getItem(UNIT_KEY);
      return stored === 'cm' ? 'cm' : 'ft-in';
    } catch {
      return 'ft-in';
    }
  });
  const choose = (next: LengthUnit) => {
    setUnit(next);
    try {
      globalThis.localStorage?.setItem(UNIT_KEY, next);
    } catch {
      // A browser that keeps nothing still works; the choice lasts the visit.
    }
  };
  return [unit, choose];
}

const numberOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** A length in the shopper's unit: feet and inches in two boxes, or centimetres in one; whole inches inside. */
function LengthInput({
  label,
  inches,
  unit,
  onChange,
}: {
  label: string;
  inches: number;
  unit: LengthUnit;
  onChange: (inches: number) => void;
}) {
  const id = useId();
  const box = inputClass('h-10 w-full tabular-nums');
  if (unit === 'cm') {
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label} <span className="font-normal text-ink-muted">(cm)</span>
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          className={box}
          value={inches === 0 ? '' : toCm(inches)}
          onChange={(e) => onChange(fromCm(numberOf(e.target.value)))}
        />
      </div>
    );
  }
  const { feet, inches: rest } = feetInches(inches);
  return (
    <fieldset>
      <legend className={labelClass}>{label}</legend>
      <div className="grid grid-cols-2 gap-1.5">
        <input
          aria-label={`${label} feet`}
          type="number"
          inputMode="numeric"
          min={0}
          className={box}
          placeholder="ft"
          value={inches === 0 ? '' : feet}
          onChange={(e) => onChange(fromFeetInches(numberOf(e.target.value), rest))}
        />
        <input
          aria-label={`${label} inches`}
          type="number"
          inputMode="numeric"
          min={0}
          max={11}
          className={box}
          placeholder="in"
          value={inches === 0 ? '' : rest}
          onChange={(e) => onChange(fromFeetInches(feet, numberOf(e.target.value)))}
        />
      </div>
    </fieldset>
  );
}

const NEW_WALL: Wall = { widthIn: 120, heightIn: 96, openings: [] };
const NEW_OPENING: Opening = { widthIn: 36, heightIn: 80, xIn: 0, yIn: 0 };

/** A wall drawn to scale with its openings and strip lines: what the shopper measured, at a glance. */
function Elevation({ wall, stripXs }: { wall: Wall; stripXs: number[] }) {
  const stroke = Math.max(wall.widthIn, wall.heightIn) / 150;
  return (
    <svg
      viewBox={`0 0 ${wall.widthIn} ${wall.heightIn}`}
      className="h-auto max-h-40 w-full rounded bg-sand-50"
      role="img"
      aria-label={`Wall ${wall.widthIn} by ${wall.heightIn} inches with ${wall.openings.length} openings`}
    >
      <rect
        width={wall.widthIn}
        height={wall.heightIn}
        fill="#f3ead9"
        stroke="#6f665e"
        strokeWidth={stroke}
      />
      {stripXs.slice(1).map((x) => (
        <line
          key={x}
          x1={x}
          x2={x}
          y1={0}
          y2={wall.heightIn}
          stroke="#b08d57"
          strokeWidth={stroke / 2}
          strokeDasharray={`${stroke * 3} ${stroke * 2}`}
        />
      ))}
      {wall.openings.map((o, i) => (
        <rect
          key={i}
          x={o.xIn}
          y={wall.heightIn - o.yIn - o.heightIn}
          width={o.widthIn}
          height={o.heightIn}
          fill="#ffffff"
          stroke="#6f665e"
          strokeWidth={stroke}
        />
      ))}
    </svg>
  );
}

interface RoomWallsProps {
  walls: Wall[];
  onChange: (walls: Wall[]) => void;
  roll: RollSpec;
  /** each wall's figures from priceLine, in the same order */
  prices: WallPrice[] | undefined;
  /** the problem the server would refuse, to show before it is asked */
  problem: string | null;
}

/** The walls of a room, each with its openings, price and strip plan. */
export function RoomWalls({ walls, onChange, roll, prices, problem }: RoomWallsProps) {
  const [unit, setUnit] = useLengthUnit();
  const setWall = (index: number, wall: Wall) => onChange(walls.map((w, i) => (i === index ? wall : w)));
  return (
    <div className="space-y-4" data-testid="room-walls">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={groupTitleClass}>Your walls</p>
        <div role="radiogroup" aria-label="Units" className="flex gap-1 text-sm">
          {LENGTH_UNITS.map((u) => (
            <label
              key={u}
              className={`cursor-pointer rounded-full border px-3 py-1 ${unit === u ? 'border-gold bg-gold/10' : 'border-sand-300'}`}
            >
              <input
                type="radio"
                name="length-unit"
                className="sr-only"
                checked={unit === u}
                onChange={() => setUnit(u)}
              />
              {u === 'cm' ? 'cm' : 'ft + in'}
            </label>
          ))}
        </div>
      </div>
      {walls.map((wall, index) => {
        const plan = planStrips(roll, wall, TRIM_ALLOWANCE_CM_DEFAULT);
        const price = prices?.[index];
        return (
          <fieldset
            key={index}
            data-testid={`wall-${index + 1}`}
            className="space-y-3 rounded-xl border border-sand-200 bg-white/70 p-3"
          >
            <legend className="px-1 text-sm font-semibold text-ink">Wall {index + 1}</legend>
            <div className="grid grid-cols-2 gap-3">
              <LengthInput
                label="Width"
                unit={unit}
                inches={wall.widthIn}
                onChange={(v) => setWall(index, { ...wall, widthIn: v })}
              />
              <LengthInput
                label="Height"
                unit={unit}
                inches={wall.heightIn}
                onChange={(v) => setWall(index, { ...wall, heightIn: v })}
              />
            </div>
            {wall.openings.map((o, i) => {
              const setOpening = (next: Opening) =>
                setWall(index, { ...wall, openings: wall.openings.map((p, j) => (j === i ? next : p)) });
              return (
                <fieldset
                  key={i}
                  data-testid={`wall-${index + 1}-opening-${i + 1}`}
                  className="rounded-lg bg-sand-50 p-2"
                >
                  <legend className="flex w-full items-center justify-between text-[13px] font-medium">
                    Door or window {i + 1}
                    <button
                      type="button"
                      className="text-[13px] text-ink-muted underline"
                      onClick={() =>
                        setWall(index, { ...wall, openings: wall.openings.filter((_, j) => j !== i) })
                      }
                    >
                      Remove
                    </button>
                  </legend>
                  <div className="grid grid-cols-2 gap-2">
                    <LengthInput
                      label="Width"
                      unit={unit}
                      inches={o.widthIn}
                      onChange={(v) => setOpening({ ...o, widthIn: v })}
                    />
                    <LengthInput
                      label="Height"
                      unit={unit}
                      inches={o.heightIn}
                      onChange={(v) => setOpening({ ...o, heightIn: v })}
                    />
                    <LengthInput
                      label="From left"
                      unit={unit}
                      inches={o.xIn}
                      onChange={(v) => setOpening({ ...o, xIn: v })}
                    />
                    <LengthInput
                      label="Above floor"
                      unit={unit}
                      inches={o.yIn}
                      onChange={(v) => setOpening({ ...o, yIn: v })}
                    />
                  </div>
                </fieldset>
              );
            })}
            <Elevation wall={wall} stripXs={plan.strips.map((s) => s.xIn)} />
            <p className="text-[13px] text-ink-soft" data-testid={`wall-${index + 1}-plan`}>
              {formatLength(wall.widthIn, unit)} × {formatLength(wall.heightIn, unit)} · {plan.coveredSqft} sq
              ft to paper · {plan.strips.length} strips of {plan.dropCm} cm · waste {plan.wasteSqft} sq ft (
              {plan.wastePercent}%)
              {price && (
                <>
                  {' · '}
                  <strong className="font-semibold text-ink" data-testid={`wall-${index + 1}-price`}>
                    {formatPaise(price.amountPaise)}
                  </strong>
                </>
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => setWall(index, { ...wall, openings: [...wall.openings, { ...NEW_OPENING }] })}
              >
                Add door or window
              </Button>
              {walls.length > 1 && (
                <Button
                  type="button"
                  size="sm"
                  variant="quiet"
                  onClick={() => onChange(walls.filter((_, i) => i !== index))}
                >
                  Remove wall
                </Button>
              )}
            </div>
          </fieldset>
        );
      })}
      <Button
        type="button"
        size="sm"
        variant="secondary"
        onClick={() => onChange([...walls, { ...NEW_WALL }])}
      >
        Add another wall
      </Button>
      <p className="text-[13px] text-ink-muted">
        Doors and windows under 2 sq ft are papered over. Strips include {TRIM_ALLOWANCE_CM_DEFAULT} cm to
        trim.
      </p>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}

const ZOOM = 1.1;
const NUDGE = 10;

/**
 * The mural over the walls' outline (issue 30): drag the picture, zoom with the buttons, the wheel or +/−, move
 * with the arrow keys. The outline stays put; the crop is kept inside the picture (clampCrop).
 */
export function CropEditor({
  image,
  walls,
  crop,
  onChange,
}: {
  image: string;
  walls: Wall[];
  crop: Crop;
  onChange: (crop: Crop) => void;
}) {
  const view = cropView(walls, crop);
  const [drag, setDrag] = useState<{ x: number; y: number; crop: Crop; width: number } | null>(null);
  const zoom = (factor: number) => {
    // Zoom about the outline's centre: the picture grows, so fewer picture units per inch.
    const cx = crop.x + view.viewBox.width / 2;
    const cy = crop.y + view.viewBox.height / 2;
    const scale = crop.scale / factor;
    const ratio = scale / crop.scale;
    onChange(
      clampCrop(
        { x: cx - (view.viewBox.width * ratio) / 2, y: cy - (view.viewBox.height * ratio) / 2, scale },
        walls,
      ),
    );
  };
  const move = (dx: number, dy: number) =>
    onChange(clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, walls));
  const onKey = (e: KeyboardEvent) => {
    const step = (view.viewBox.width / 100) * (e.shiftKey ? NUDGE : 1);
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move(step, 0),
      ArrowRight: () => move(-step, 0),
      ArrowUp: () => move(0, step),
      ArrowDown: () => move(0, -step),
      '+': () => zoom(ZOOM),
      '=': () => zoom(ZOOM),
      '-': () => zoom(1 / ZOOM),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };
  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ x: e.clientX, y: e.clientY, crop, width: e.currentTarget.getBoundingClientRect().width });
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const perPx = view.viewBox.width / Math.max(1, drag.width);
    // Dragging the picture right shows more of its left: the crop moves the other way.
    onChange(
      clampCrop(
        {
          ...drag.crop,
          x: drag.crop.x - (e.clientX - drag.x) * perPx,
          y: drag.crop.y - (e.clientY - drag.y) * perPx,
        },
        walls,
      ),
    );
  };
  const { x, y, width, height } = view.viewBox;
  return (
    <div className="space-y-2" data-testid="crop-editor">
      <p className={groupTitleClass}>Place the picture</p>
      <svg
        role="slider"
        tabIndex={0}
        aria-label="Picture position: drag, arrow keys to move, plus and minus to zoom"
        aria-valuetext={`x ${Math.round(crop.x)}, y ${Math.round(crop.y)}, ${Math.round((crop.scale * 100) / (PICTURE_UNITS / 240))}% zoom`}
        data-crop={JSON.stringify(crop)}
        viewBox={`${x} ${y} ${width} ${height}`}
        className="block h-auto w-full cursor-grab touch-none rounded-lg bg-sand-100 outline-offset-2 focus-visible:outline-2 focus-visible:outline-gold active:cursor-grabbing"
        onKeyDown={onKey}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDrag(null)}
        onPointerCancel={() => setDrag(null)}
        onWheel={(e) => zoom(e.deltaY < 0 ? ZOOM : 1 / ZOOM)}
      >
        <CropArt image={image} view={view} openingOpacity={0.7} strokeWidth={width / 200} />
      </svg>
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="secondary" onClick={() => zoom(ZOOM)}>
          Zoom in
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => zoom(1 / ZOOM)}>
          Zoom out
        </Button>
      </div>
    </div>
  );
}
