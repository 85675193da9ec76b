import { useCallback, useMemo, useState } from 'react';
import { WALL_SIZE_DEFAULTS } from '../../../../../domain/constants';
import { offeredMaterials, type Material } from '../../../../../domain/pricing';
import type { Product } from '../../../../../domain/product';
import { cropView, PICTURE_UNITS, type Crop, type Wall } from '../../../../../domain/walls';
import { useRelatedProducts } from '../api/get-recommendations';
import { inches, type InchesField } from '../wall-size';
import { useBitmap } from './api/get-bitmap';
import { useWallTile } from './api/get-wall-tile';
import { useWallActions } from './use-wall-actions';
import { useWallPhoto } from './use-wall-photo';
import { wallPrice, wallQuantity } from './wall-price';
import type { WallRenderer } from './wall-renderer';

const CM_PER_INCH = 2.54;

export interface WallPreviewStart {
  product: Product;
  /** null for rolls, which come in one material */
  material: Material | null;
  widthIn: number;
  heightIn: number;
  /** the walls the shopper measured on the page, and a mural's crop over them (decision 067) */
  room?: { walls: Wall[]; crop: Crop | null };
}

/**
 * The viewer's state: the photo and its marked wall, the design drawn on it at its true scale, the wall's size
 * (or the page's measured walls and a mural's crop over them), its price, and what the shopper does with it.
 */
export function useWallPreview(start: WallPreviewStart) {
  const related = useRelatedProducts(start.product.id);
  const wallPhoto = useWallPhoto();
  // The page's room: one of its walls on the photo at a time, a mural's part of the picture on it (decision 067).
  // Those walls and that crop are this product's, so the viewer offers no other design meanwhile.
  const roomWalls = start.room?.walls ?? null;
  const [wallIndex, setWallIndex] = useState(0);
  const [crop, setCrop] = useState<Crop | null>(start.room?.crop ?? null);
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
  const [renderer, setRenderer] = useState<WallRenderer | null>(null);
  const [added, setAdded] = useState(false);

  const roomWall = wallPhoto.room?.wallIn ?? null;
  const measured = roomWalls?.[wallIndex] ?? null;
  const width: InchesField = measured?.widthIn ?? typedSize?.width ?? roomWall?.width ?? start.widthIn;
  const height: InchesField = measured?.heightIn ?? typedSize?.height ?? roomWall?.height ?? start.heightIn;

  const tileInfo = useWallTile(design.id);
  const repeatTile = useBitmap(tileInfo.data?.image ?? null);
  // A placed mural is drawn from its own picture, the one the crop was made on, not from the repeat tile.
  const picture = useBitmap(roomWalls && crop ? (start.product.images[0] ?? null) : null);
  const placed = useMemo(
    () => (roomWalls && crop ? cropView(roomWalls, crop).walls[wallIndex] : undefined),
    [roomWalls, crop, wallIndex],
  );
  const tile = placed ? picture : repeatTile;

  const materials = offeredMaterials(design);
  // A design offers only its own materials (decision 14): the choice carries over when it can.
  const material =
    chosenMaterial && materials.includes(chosenMaterial) ? chosenMaterial : (materials[0] ?? null);
  const widthIn = inches(width);
  const heightIn = inches(height);
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
  const actions = useWallActions({ design, color, material, wall, jpeg, onAdded: () => setAdded(true) });

  return {
    photo: wallPhoto,
    stage: { tile, repeats, offset, setRenderer, placed: placed !== undefined, repeatCm },
    design: {
      designs,
      design,
      choose: (id: string) => {
        const next = designs.find((p) => p.id === id);
        if (!next) return;
        setDesign(next);
        setColor(next.colors[0] ?? null);
        setAdded(false);
      },
      tileError: tileInfo.isError ? tileInfo.error : null,
      color,
      setColor,
      materials,
      material,
      setMaterial,
    },
    size: {
      roomWalls,
      wallIndex,
      setWallIndex,
      width,
      height,
      /** the size as numbers, 0 for a field left empty */
      widthIn,
      heightIn,
      setWidth: (next: InchesField) => {
        setTypedSize({ width: next, height });
        setAdded(false);
      },
      setHeight: (next: InchesField) => {
        setTypedSize({ width, height: next });
        setAdded(false);
      },
      crop,
      setCrop,
    },
    order: {
      price: wallPrice(design, wall),
      rolls: wallQuantity(design, wall),
      blocked: widthIn === 0 || heightIn === 0,
      added,
      /** the image can be saved once the design is drawn */
      drawn: Boolean(renderer && tile),
      ...actions,
    },
  };
}
