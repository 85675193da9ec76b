import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../../domain/cart';
import { useAuth } from '../../stores/auth/auth-context';
import { useCart } from '../../stores/cart/cart-context';
import { route, type RequestBody } from '../../test/api';
import { customer, product, serverCart, serverLine } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { toGuestLine } from '../../stores/cart/cart-line';
import { CartDrawer } from './components/cart-drawer';
import { guestCartStore } from '../../stores/cart/guest-cart-store';

const shopper = customer();
const monstera = product();
const jaipur = product({
  id: '0190a1b2-0000-7000-8000-000000000002',
  _id: '0190a1b2-0000-7000-8000-000000000002',
  name: 'Jaipur Jaali Ivory',
});

/** What a shopper has to hand: signing in (as the login page does) and the cart button. */
function Shop() {
  const { login } = useAuth();
  const { open } = useCart();
  return (
    <>
      <button type="button" onClick={() => void login({ email: shopper.email, password: 'correct horse' })}>
        Sign in
      </button>
      <button type="button" onClick={open}>
        Open cart
      </button>
      <CartDrawer />
    </>
  );
}

let handOvers: RequestBody<'post', '/api/cart/hand-over'>[];
let account: Cart;
/** The hand-over's answer waits for this, so a test can act while it is in flight. */
let answerHandOver: Promise<void>;

beforeEach(() => {
  handOvers = [];
  account = serverCart([]);
  answerHandOver = Promise.resolve();
  server.use(
    route('post', '/api/auth/login', () => ({ user: shopper, message: 'Welcome back' })),
    route('get', '/api/wishlist', () => []),
    route('get', '/api/cart', () => account),
    route('get', '/api/checkout/offers', () => ({ savings: [] })),
    route('post', '/api/cart/hand-over', async ({ body }) => {
      handOvers.push(body);
      await answerHandOver;
      // The account prices the lines itself: its figures, not the browser's, are what the drawer shows after.
      account = serverCart(
        body.lines.map((line, i) =>
          serverLine(
            { product: line.productId === jaipur.id ? jaipur : monstera, quantity: line.quantity },
            `0190a1b2-0000-7000-8000-0000000000b${i}`,
            { amount: 1000 + i },
          ),
        ),
      );
      return { cart: account, refused: [] };
    }),
  );
  guestCartStore.set([toGuestLine({ product: monstera, quantity: 2 }), toGuestLine({ product: jaipur })]);
});

const drawer = async () => within(await screen.findByRole('dialog', { name: /Shopping Cart/ }));

describe("a guest's cart at sign-in", () => {
  it('is handed to the account once, the guest copy forgotten and the lines shown after', async () => {
    const { user } = renderWithApp(<Shop />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(await (await drawer()).findByText('Jaipur Jaali Ivory')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const view = await drawer();
    expect(await view.findByText('₹1,001.00')).toBeInTheDocument();
    expect(view.getByText('Monstera Grove Green')).toBeInTheDocument();
    expect(view.getByText('Jaipur Jaali Ivory')).toBeInTheDocument();
    expect(handOvers).toEqual([
      {
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        lines: [
          expect.objectContaining({ productId: monstera.id, quantity: 2 }),
          expect.objectContaining({ productId: jaipur.id, quantity: 1 }),
        ],
      },
    ]);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(guestCartStore.get()).toEqual([]);
  });

  it('is not handed over again on a second sign-in', async () => {
    const { user } = renderWithApp(<Shop />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(await (await drawer()).findByText('₹1,001.00')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(await (await drawer()).findByText('₹1,001.00')).toBeInTheDocument();
    expect(handOvers).toHaveLength(1);
  });

  it('is not handed over twice when the app mounts again while the first hand-over is in flight', async () => {
    let release = () => {};
    answerHandOver = new Promise((resolve) => (release = resolve));
    const first = renderWithApp(<Shop />);
    await first.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(handOvers).toHaveLength(1));
    first.unmount();

    // A reload with the session: the guest lines are still in this browser, and the first request still out.
    const { user } = renderWithApp(<Shop />, { signedInAs: shopper });
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(await (await drawer()).findByLabelText('Discount code or gift card')).toBeInTheDocument();
    release();
    expect(await (await drawer()).findByText('₹1,001.00')).toBeInTheDocument();
    expect(handOvers).toHaveLength(1);
  });
});
