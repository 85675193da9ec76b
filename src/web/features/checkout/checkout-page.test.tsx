import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CodeAnswer } from '../../../domain/promotion';
import { refuse, route, type RequestBody } from '../../test/api';
import { customer, product, serverCart, serverLine } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { CheckoutPage } from './checkout-page';

const shopper = customer();

// The server's figures for a line: an amount the browser would not work out itself, so the summary can only
// show it by reading the server's cart.
const line = serverLine(
  { product: product({ name: 'Monstera Grove Green' }), quantity: 2 },
  '0190a1b2-0000-7000-8000-0000000000a1',
  { amount: 2450.5 },
);
const cart = serverCart([line]);

const promotion: CodeAnswer = {
  kind: 'promotion',
  code: 'MONSOON10',
  discount: 245.05,
  message: 'MONSOON10 applied',
  savings: [
    { promotionId: 'p-monsoon', name: 'Monsoon sale', code: 'MONSOON10', amount: 245.05, shipping: 0 },
  ],
};

let orders: RequestBody<'post', '/api/payment/create-order'>[];

beforeEach(() => {
  orders = [];
  server.use(
    route('get', '/api/cart', () => cart),
    route('get', '/api/addresses', () => []),
    route('get', '/api/account/business', () => ({ business: null })),
    route('get', '/api/account/credit', () => ({ balance: 0, entries: [] })),
    route('get', '/api/checkout/offers', () => ({ savings: [] })),
    route('get', '/api/shipping/serviceability', () => ({
      deliverable: true,
      cod: false,
      etaDays: { min: 3, max: 5 },
    })),
    route('post', '/api/checkout/code', ({ body }) =>
      body.code === promotion.code ? promotion : refuse(404, 'This code does not exist.'),
    ),
    route('post', '/api/payment/create-order', ({ body }) => {
      orders.push(body);
      return refuse(409, 'The total has changed: ₹2,646.54 is now ₹2,700.00. Please review your order.');
    }),
  );
});

const renderCheckout = () => renderWithApp(<CheckoutPage />, { url: '/checkout', signedInAs: shopper });

/** The wide summary beside the form (the folded one for phones shows the same figures). */
const summary = async () => within(await screen.findByRole('region', { name: 'Order Summary' }));
const figure = (view: ReturnType<typeof within>, term: string) =>
  view.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function fillShipping(user: ReturnType<typeof renderCheckout>['user']) {
  // The name comes from the account, and the city and state from the PIN code.
  await user.type(await screen.findByLabelText('Phone number'), '9876543210');
  await user.type(screen.getByLabelText('Address'), '12 Residency Road');
  await user.type(screen.getByLabelText('ZIP code'), '560025');
  expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
  await user.click(screen.getByRole('button', { name: /continue/i }));
}

describe('checkout page', () => {
  it("shows the server's figures for the cart in the order summary", async () => {
    renderCheckout();
    const view = await summary();
    const [row] = view.getAllByRole('listitem');
    expect(row).toHaveTextContent('Monstera Grove Green');
    expect(row).toHaveTextContent('Quantity 2');
    expect(row).toHaveTextContent('₹2,450.50');
    expect(figure(view, 'Subtotal')).toBe('₹2,450.50');
    expect(figure(view, 'Total')).toBe('₹2,646.54');
  });

  it('shows the message of a refused create-order', async () => {
    const { user } = renderCheckout();
    await fillShipping(user);
    await user.click(await screen.findByRole('button', { name: /^Pay / }));
    expect(
      await screen.findByText('The total has changed: ₹2,646.54 is now ₹2,700.00. Please review your order.'),
    ).toBeInTheDocument();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ amount: 264654, currency: 'INR', codes: [] });
  });

  it('applies a code typed in the code field, and refuses an unknown one with its message', async () => {
    const { user } = renderCheckout();
    const field = await screen.findByLabelText('Discount code or gift card');
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code does not exist.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'MONSOON10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const view = await summary();
    expect(await view.findByText('Monsoon sale (MONSOON10)')).toBeInTheDocument();
    expect(figure(view, 'Monsoon sale (MONSOON10)')).toBe('−₹245.05');
  });
});
