import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../../../domain/product-admin';
import { route, type RequestBody } from '../../../test/api';
import { product } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { server } from '../../../test/server';
import { ProductForm } from './product-form';
import { newProductValues } from './product-form-values';

let saved: RequestBody<'post', '/api/admin/products'>[];

beforeEach(() => {
  saved = [];
  server.use(
    route('post', '/api/admin/products', ({ body }): AdminProduct => {
      saved.push(body);
      return {
        ...product({ name: body.name, price: body.price }),
        images: [],
        featured: false,
        status: 'active',
        batch: null,
        parcel: { weightG: 800, lengthCm: 60, breadthCm: 12, heightCm: 12 },
      };
    }),
  );
});

/** Puts `value` into the box as a paste would (the form has dozens of fields, each keystroke re-renders it). */
async function fill(user: ReturnType<typeof renderForm>['user'], label: string, value: string) {
  const box = screen.getByLabelText(label);
  await user.clear(box);
  await user.click(box);
  await user.paste(value);
}

const renderForm = () =>
  renderWithApp(<ProductForm defaultValues={newProductValues()} />, { url: '/admin/products/new' });

describe('the add product form', () => {
  it("shows the domain schema's messages for bad input and sends nothing", async () => {
    const { user } = renderForm();
    await fill(user, 'Box length', '0');
    await fill(user, 'Shipping weight', '5');
    await fill(user, 'Price', '-3');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    for (const message of [
      'Product name is required',
      'Description is required',
      'Category is required',
      'Price must be positive',
      'Shipping weight must be at least 10 g',
      'Box length must be at least 1 cm',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(/Price must be positive/);
    expect(saved).toEqual([]);
  });

  it('sends a good product as the API takes it: rupees per square foot and the shipping box', async () => {
    const { user } = renderForm();
    await fill(user, 'Product Name', 'Banyan Shade Sage');
    await user.selectOptions(screen.getByLabelText('Category'), 'Designer Walls');
    await fill(user, 'Description', 'Aerial roots in soft sage.');
    await fill(user, 'Price', '149.50');
    await fill(user, 'Shipping weight', '800');
    await fill(user, 'Box length', '60');
    await fill(user, 'Box breadth', '12');
    await fill(user, 'Box height', '12');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Navigated to /admin/dashboard?tab=products')).toBeInTheDocument();
    expect(await screen.findByText('Added Banyan Shade Sage')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      name: 'Banyan Shade Sage',
      category: 'Designer Walls',
      description: 'Aerial roots in soft sage.',
      kind: 'customised',
      price: 149.5,
      originalPrice: null,
      parcel: { weightG: 800, lengthCm: 60, breadthCm: 12, heightCm: 12 },
    });
  });
});
