import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Material } from '../../../../../domain/pricing';
import type { Product } from '../../../../../domain/product';
import { errorMessage } from '../../../../lib/api-client';
import { loginPath } from '../../../../lib/redirect';
import { useCart } from '../../../../stores/cart/cart-context';
import { useIsLoggedIn } from '../use-is-logged-in';
import { useSaveWallPreview } from './api/wall-previews';
import { wallQuantity, type WallChoice } from './wall-price';

interface WallActionsInput {
  design: Product;
  color: string | null;
  material: Material | null;
  wall: WallChoice;
  /** the preview as drawn, as a JPEG */
  jpeg: () => Promise<Blob>;
  onAdded: () => void;
}

/** What the shopper does with the preview: buy the wall, save the picture, or keep it in their account. */
export function useWallActions({ design, color, material, wall, jpeg, onAdded }: WallActionsInput) {
  const cart = useCart();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const save = useSaveWallPreview();
  const roomWalls = wall.walls ?? null;

  const add = async () => {
    if (!loggedIn) return navigate(loginPath(pathname));
    try {
      await cart.add({
        product: design,
        quantity: wallQuantity(design, wall),
        selectedColor: color,
        selectedMaterial: design.kind === 'rolls' ? null : material,
        customDimensions:
          design.kind === 'rolls' || roomWalls ? null : { width: wall.widthIn, height: wall.heightIn },
        walls: roomWalls,
        crop: wall.crop ?? null,
        installation: true,
      });
      onAdded();
    } catch {
      // The cart has already shown the server's reason in a toast.
    }
  };

  const download = async () => {
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

  const keep = async () => {
    try {
      await save.mutateAsync({ image: await jpeg(), productId: design.id });
      toast.success('Saved to your account, under Wall previews.');
    } catch (error) {
      toast.error(errorMessage(error, 'The preview could not be saved. Please try again.'));
    }
  };

  return { loggedIn, add, download, keep, keeping: save.isPending };
}
