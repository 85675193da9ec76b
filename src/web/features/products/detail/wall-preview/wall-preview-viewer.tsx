import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Camera, Check, Crop as CropIcon, Download, Heart, Ruler, ShoppingBag, X } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { WALL_SIZE_DEFAULTS } from '../../../../../domain/constants';
import { formatINR } from '../../../../../domain/format';
import { isMaterial, offeredMaterials, type Material } from '../../../../../domain/pricing';
import type { Product } from '../../../../../domain/product';
import type { RoomPhoto, WallCorners } from '../../../../../domain/wall-preview';
import { cropView, formatLength, PICTURE_UNITS, type Crop, type Wall } from '../../../../../domain/walls';
import { Button } from '../../../../components/ui/button';
import { IconButton } from '../../../../components/ui/icon-button';
import { errorMessage } from '../../../../lib/api-client';
import { useCart } from '../../../../stores/cart/cart-context';
import { useRelatedProducts } from '../api/get-recommendations';
import { inputClass, labelClass } from '../../../../components/ui/field-classes';
import { InchesInput } from '../components/inches-input';
import { CropEditor, useLengthUnit } from '../components/room-walls';
import { groupTitleClass } from '../components/section-heading';
import { useIsLoggedIn } from '../use-is-logged-in';
import type { InchesField } from '../wall-size';
import { useRooms } from './api/get-rooms';
import { useWallTile } from './api/get-wall-tile';
import { useSaveWallPreview } from './api/wall-previews';
import { wallPrice, wallQuantity } from './wall-price';
import type { WallRenderer } from './wall-renderer';
import { WallStage } from './wall-stage';
import { loginPath } from '../../../../lib/redirect';

const CM_PER_INCH = 2.54;
/** A shopper's own photo is scaled to this longest edge: sharper would not show and costs memory. */
const OWN_PHOTO_MAX_EDGE = 1600;

export interface WallPreviewStart {
  product: Product;
  /** null for rolls, which come in one material */
  material: Material | null;
  widthIn: number;
  heightIn: number;
  /** the walls the shopper measured on the page, and a mural's crop over them (decision 067) */
  room?: { walls: Wall[]; crop: Crop | null };
}

interface WallPreviewViewerProps extends WallPreviewStart {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUseSize: (size: { width: number; height: number }) => void;
  /** takes the crop placed here back to the page */
  onUseCrop?: (crop: Crop) => void;
}

type Source = { kind: 'room'; room: RoomPhoto } | { kind: 'own'; url: string; name: string };

async function loadBitmap(url: string): Promise<ImageBitmap> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Could not load ${url}`);
  return createImageBitmap(await res.blob());
}

async function ownPhotoBitmap(file: Blob): Promise<ImageBitmap> {
  const full = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, OWN_PHOTO_MAX_EDGE / Math.max(full.width, full.height));
  if (scale === 1) return full;
  const resized = await createImageBitmap(full, {
    resizeWidth: Math.round(full.width * scale),
    resizeHeight: Math.round(full.height * scale),
    resizeQuality: 'high',
  });
  full.close();
  return resized;
}

/** A first guess for a new photo: the middle of the frame, for the shopper to pull onto their wall. */
const insetCorners = (w: number, h: number): WallCorners => [
  { x: w * 0.18, y: h * 0.12 },
  { x: w * 0.82, y: h * 0.12 },
  { x: w * 0.82, y: h * 0.78 },
  { x: w * 0.18, y: h * 0.78 },
];

/** Images decoded once per URL and kept while the viewer is open, so switching back is instant. */
function useBitmap(url: string | null) {
  return (
    useQuery({
      queryKey: ['wall-preview', 'bitmap', url] as const,
      queryFn: () => loadBitmap(url ?? ''),
      enabled: url !== null,
      staleTime: Infinity,
    }).data ?? null
  );
}

/** 'See it on your wall': a full-screen viewer that tiles the design across a marked wall at its true scale. */
export function WallPreviewViewer({
  open,
  onOpenChange,
  onUseSize,
  onUseCrop,
  ...start
}: WallPreviewViewerProps) {
  const ids = useId();
  const rooms = useRooms();
  const related = useRelatedProducts(start.product.id);
  // The page's room: one of its walls on the photo at a time, a mural's part of the picture on it (decision 067).
  // Those walls and that crop are this product's, so the viewer offers no other design meanwhile.
  const roomWalls = start.room?.walls ?? null;
  const [wallIndex, setWallIndex] = useState(0);
  const [crop, setCrop] = useState<Crop | null>(start.room?.crop ?? null);
  const [unit] = useLengthUnit();
  const designs = useMemo(
    () =>
      roomWalls
        ? [start.product]
        : [start.product, ...(related.data ?? []).filter((p) => p.id !== start.product.id)],
    [start.product, related.data, roomWalls],
  );
  const [design, setDesign] = useState<Product>(start.product);
  const [color, setColor] = useState<string | null>(start.product.colors[0] ?? null);
  const [chosenMaterial, setMaterial] = useState<Material | null>(start.material);
  // The page's untouched default (53 × 10 in) is no wall at all: spread over a room it drew motifs 4–5× too big
  // and priced a strip (issue 26). So the viewer opens at the shown room's own wall, and follows the room chosen,
  // until the shopper gives a size here or had given one on the page.
  const pageSizeGiven =
    start.widthIn !== WALL_SIZE_DEFAULTS.width || start.heightIn !== WALL_SIZE_DEFAULTS.height;
  const [typedSize, setTypedSize] = useState<{ width: InchesField; height: InchesField } | null>(
    pageSizeGiven ? { width: start.widthIn, height: start.heightIn } : null,
  );
  const [chosenSource, setSource] = useState<Source | null>(null);
  const [ownPhoto, setOwnPhoto] = useState<ImageBitmap | null>(null);
  const [markedCorners, setCorners] = useState<WallCorners | null>(null);
  const [renderer, setRenderer] = useState<WallRenderer | null>(null);
  const [added, setAdded] = useState(false);

  const firstRoom = rooms.data?.[0];
  const source: Source | null = chosenSource ?? (firstRoom ? { kind: 'room', room: firstRoom } : null);
  const room = source?.kind === 'room' ? source.room : null;
  const corners = markedCorners ?? room?.corners ?? null;
  const roomPhoto = useBitmap(room?.image ?? null);
  const roomFront = useBitmap(room?.front ?? null);
  const photo = source?.kind === 'own' ? ownPhoto : roomPhoto;
  const roomWall = room?.wallIn ?? null;
  const measured = roomWalls?.[wallIndex] ?? null;
  const width: InchesField = measured?.widthIn ?? typedSize?.width ?? roomWall?.width ?? start.widthIn;
  const height: InchesField = measured?.heightIn ?? typedSize?.height ?? roomWall?.height ?? start.heightIn;
  const setWidth = (next: InchesField) => setTypedSize({ width: next, height });
  const setHeight = (next: InchesField) => setTypedSize({ width, height: next });
  const front = source?.kind === 'own' ? null : roomFront;

  const tileInfo = useWallTile(design.id);
  const repeatTile = useBitmap(tileInfo.data?.image ?? null);
  // A placed mural is drawn from its own picture, the one the crop was made on, not from the repeat tile.
  const picture = useBitmap(roomWalls && crop ? (start.product.images[0] ?? null) : null);
  const placed = useMemo(
    () => (roomWalls && crop ? cropView(roomWalls, crop).walls[wallIndex] : undefined),
    [roomWalls, crop, wallIndex],
  );
  const tile = placed ? picture : repeatTile;

  // The shopper's photo never leaves the browser unless they save the preview; its URL is let go with it.
  useEffect(() => {
    if (chosenSource?.kind !== 'own') return;
    return () => URL.revokeObjectURL(chosenSource.url);
  }, [chosenSource]);

  const chooseRoom = (next: RoomPhoto) => {
    setSource({ kind: 'room', room: next });
    setCorners(next.corners);
  };

  const onOwnPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const bitmap = await ownPhotoBitmap(file);
      setOwnPhoto(bitmap);
      setSource({ kind: 'own', url: URL.createObjectURL(file), name: file.name });
      setCorners(insetCorners(bitmap.width, bitmap.height));
    } catch {
      toast.error('That file could not be read as a photo. Please try a JPEG or PNG.');
    }
  };

  const chooseDesign = (id: string) => {
    const next = designs.find((p) => p.id === id);
    if (!next) return;
    setDesign(next);
    setColor(next.colors[0] ?? null);
    setAdded(false);
  };

  const materials = offeredMaterials(design);
  // A design offers only its own materials (decision 14): the choice carries over when it can.
  const material =
    chosenMaterial && materials.includes(chosenMaterial) ? chosenMaterial : (materials[0] ?? null);
  const widthIn = width === '' ? 0 : width;
  const heightIn = height === '' ? 0 : height;
  const repeatCm = tileInfo.data?.repeatCm ?? 0;
  const offset = useMemo(
    () => (placed ? { x: placed.x / PICTURE_UNITS, y: placed.y / PICTURE_UNITS } : undefined),
    [placed],
  );
  const repeats = useMemo(() => {
    if (placed) return { x: placed.width / PICTURE_UNITS, y: placed.height / PICTURE_UNITS };
    if (!tile || repeatCm <= 0) return { x: 1, y: 1 };
    const repeatHeightCm = repeatCm * (tile.height / tile.width);
    return {
      x: Math.max(0.01, (widthIn * CM_PER_INCH) / repeatCm),
      y: Math.max(0.01, (heightIn * CM_PER_INCH) / repeatHeightCm),
    };
  }, [placed, tile, repeatCm, widthIn, heightIn]);

  const wall = { material, installation: true, widthIn, heightIn, walls: roomWalls ?? undefined, crop };
  const price = wallPrice(design, wall);
  const blocked = widthIn === 0 || heightIn === 0;

  const cart = useCart();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const save = useSaveWallPreview();

  const onAdd = async () => {
    if (!loggedIn) return navigate(loginPath(pathname));
    try {
      await cart.add({
        product: design,
        quantity: wallQuantity(design, wall),
        selectedColor: color,
        selectedMaterial: design.kind === 'rolls' ? null : material,
        customDimensions: design.kind === 'rolls' || roomWalls ? null : { width: widthIn, height: heightIn },
        walls: roomWalls,
        crop,
        installation: true,
      });
      setAdded(true);
    } catch {
      // The cart has already shown the server's reason in a toast.
    }
  };

  const jpeg = useCallback(
    () =>
      new Promise<Blob>((resolve, reject) => {
        if (!renderer) return reject(new Error('no preview'));
        renderer.canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('no image'))),
          'image/jpeg',
          0.9,
        );
      }),
    [renderer],
  );

  const onDownload = async () => {
    try {
      const url = URL.createObjectURL(await jpeg());
      const link = document.createElement('a');
      link.href = url;
      link.download = `wallcraft-${design.skuId.toLowerCase()}-preview.jpg`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.error('The preview could not be saved. Please try again.');
    }
  };

  const onKeep = async () => {
    try {
      await save.mutateAsync({ image: await jpeg(), productId: design.id });
      toast.success('Saved to your account, under Wall previews.');
    } catch (error) {
      toast.error(errorMessage(error, 'The preview could not be saved. Please try again.'));
    }
  };

  const sizeField = (label: string, value: InchesField, set: (v: InchesField) => void) => (
    <InchesInput
      id={`${ids}-${label}`}
      label={label}
      value={value}
      onChange={(inches) => {
        set(inches);
        setAdded(false);
      }}
    />
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="wall-preview"
          className="fixed inset-0 z-50 flex flex-col bg-[#1f1c1a] text-ivory outline-none lg:flex-row"
        >
          <div className="flex min-h-0 flex-[1_1_55%] flex-col lg:flex-1">
            <div className="flex items-center justify-between gap-3 px-4 py-3">
              <Dialog.Title className="font-serif text-lg lining-nums sm:text-xl">
                See it on your wall
              </Dialog.Title>
              <Dialog.Close asChild>
                <IconButton label="Close" icon={<X />} className="text-ivory hover:bg-white/10" />
              </Dialog.Close>
            </div>
            <div className="grid min-h-0 flex-1 place-items-center px-3 pb-3 [container-type:size]">
              {photo && corners ? (
                <WallStage
                  photo={photo}
                  front={front}
                  tile={tile}
                  corners={corners}
                  onCornersChange={setCorners}
                  repeats={repeats}
                  offset={offset}
                  onRenderer={setRenderer}
                />
              ) : (
                <div className="aspect-[4/3] w-full max-w-3xl animate-pulse rounded-lg bg-white/10" />
              )}
            </div>
            <p className="px-4 pb-3 text-[13px] text-ivory/75">
              Drag the four corners onto your wall’s corners.{' '}
              {placed
                ? `Wall ${wallIndex + 1} shows its part of the picture, as placed for your walls.`
                : `The design is drawn at its true size: ${repeatCm > 0 ? `one repeat is ${repeatCm.toFixed(1)} cm wide` : 'loading its repeat'}.`}
            </p>
          </div>

          <div className="max-h-[45dvh] shrink-0 overflow-y-auto bg-ivory px-4 py-4 text-ink lg:max-h-none lg:w-[380px] lg:px-6 lg:py-6">
            <div className="space-y-5">
              <fieldset>
                <legend className={groupTitleClass}>Room</legend>
                <div className="mt-2 grid grid-cols-5 gap-2">
                  {rooms.data?.map((r) => (
                    <button
                      key={r.id}
                      type="button"
                      aria-pressed={room?.id === r.id}
                      onClick={() => chooseRoom(r)}
                      className={clsx(
                        'overflow-hidden rounded-lg border-2 transition-colors',
                        room?.id === r.id ? 'border-gold-dark' : 'border-transparent hover:border-sand-300',
                      )}
                    >
                      <img src={r.image} alt={r.name} className="aspect-[4/3] w-full object-cover" />
                    </button>
                  ))}
                  <label
                    className={clsx(
                      'flex aspect-[4/3] cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed text-[10px] leading-tight font-medium focus-within:ring-4 focus-within:ring-gold/30',
                      source?.kind === 'own' ? 'border-gold-dark' : 'border-sand-300',
                    )}
                  >
                    <Camera aria-hidden className="size-4" />
                    Your wall
                    <input
                      type="file"
                      accept="image/*"
                      capture="environment"
                      onChange={(event) => void onOwnPhoto(event)}
                      className="sr-only"
                      aria-label="Take or upload a photo of your wall"
                    />
                  </label>
                </div>
              </fieldset>

              <div>
                <PanelSelect id={`${ids}-design`} label="Design" value={design.id} onChange={chooseDesign}>
                  {designs.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </PanelSelect>
                {tileInfo.isError && (
                  <p role="alert" className="mt-1.5 text-[13px] text-danger">
                    {errorMessage(tileInfo.error, 'This design could not be loaded.')}
                  </p>
                )}
              </div>

              <div className="grid grid-cols-2 gap-3">
                {design.colors.length > 0 && (
                  <div>
                    <PanelSelect
                      id={`${ids}-color`}
                      label="Colourway"
                      value={color ?? ''}
                      onChange={setColor}
                    >
                      {design.colors.map((c) => (
                        <option key={c}>{c}</option>
                      ))}
                    </PanelSelect>
                  </div>
                )}
                {design.kind !== 'rolls' && materials.length > 0 && (
                  <div>
                    <PanelSelect
                      id={`${ids}-material`}
                      label="Material"
                      value={material ?? ''}
                      onChange={(chosen) => isMaterial(chosen) && setMaterial(chosen)}
                    >
                      {materials.map((m) => (
                        <option key={m}>{m}</option>
                      ))}
                    </PanelSelect>
                  </div>
                )}
              </div>

              {roomWalls ? (
                <fieldset>
                  <legend className={groupTitleClass}>Your walls</legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {roomWalls.map((w, i) => (
                      <button
                        key={i}
                        type="button"
                        aria-pressed={i === wallIndex}
                        onClick={() => setWallIndex(i)}
                        className={clsx(
                          'rounded-full border px-3 py-1.5 text-sm tabular-nums',
                          i === wallIndex ? 'border-gold-dark bg-gold/10' : 'border-sand-300',
                        )}
                      >
                        Wall {i + 1} · {formatLength(w.widthIn, unit)} × {formatLength(w.heightIn, unit)}
                      </button>
                    ))}
                  </div>
                </fieldset>
              ) : (
                <div className="grid grid-cols-2 gap-3">
                  {sizeField('Width', width, setWidth)}
                  {sizeField('Height', height, setHeight)}
                </div>
              )}
              {roomWalls && crop && start.product.images[0] && (
                <CropEditor
                  image={start.product.images[0]}
                  walls={roomWalls}
                  crop={crop}
                  onChange={setCrop}
                />
              )}

              <div className="flex items-baseline justify-between gap-3 rounded-card bg-sand-50 px-4 py-3">
                <span className="text-sm text-ink-soft">
                  {design.kind === 'rolls'
                    ? `${wallQuantity(design, wall)} rolls for this wall`
                    : roomWalls
                      ? 'Price for your walls'
                      : 'Price for this wall'}
                </span>
                <span
                  data-testid="wall-price"
                  aria-live="polite"
                  className="font-serif text-2xl lining-nums tabular-nums"
                >
                  {formatINR(price)}
                </span>
              </div>

              <div className="grid gap-2.5">
                <Button
                  onClick={() => {
                    if (!added) void onAdd();
                  }}
                  disabled={blocked || !design.inStock}
                  // Not disabled while 'Added to Cart' shows, so the keyboard focus stays on it.
                  aria-disabled={added || undefined}
                  className={clsx(added && 'aria-disabled:opacity-100')}
                  icon={
                    added ? (
                      <Check aria-hidden className="size-[18px]" />
                    ) : (
                      <ShoppingBag aria-hidden className="size-[18px]" />
                    )
                  }
                >
                  {!design.inStock ? 'Out of Stock' : added ? 'Added to Cart' : 'Add to Cart'}
                </Button>
                <div className="grid grid-cols-2 gap-2.5">
                  {roomWalls ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={!crop || !onUseCrop}
                      onClick={() => {
                        if (crop) onUseCrop?.(crop);
                        onOpenChange(false);
                      }}
                      icon={<CropIcon aria-hidden className="size-4" />}
                    >
                      Use this placement
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={blocked || design.id !== start.product.id}
                      onClick={() => {
                        onUseSize({ width: widthIn, height: heightIn });
                        onOpenChange(false);
                      }}
                      icon={<Ruler aria-hidden className="size-4" />}
                    >
                      Use this wall size
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={!renderer || !tile}
                    onClick={() => void onDownload()}
                    icon={<Download aria-hidden className="size-4" />}
                  >
                    Save image
                  </Button>
                </div>
                {loggedIn && (
                  <Button
                    variant="quiet"
                    size="sm"
                    disabled={!renderer || !tile}
                    loading={save.isPending}
                    onClick={() => void onKeep()}
                    icon={<Heart aria-hidden className="size-4" />}
                  >
                    Keep in my account
                  </Button>
                )}
              </div>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A label over a plain select, as the preview's side panel draws its choices. */
function PanelSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className={clsx(labelClass, 'mb-1.5')}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass('h-11')}
      >
        {children}
      </select>
    </>
  );
}
