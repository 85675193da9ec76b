import { expect, type Locator, type Page } from '@playwright/test';
import type { ShippingInfo } from '../../src/domain/checkout';

type Destination = Pick<ShippingInfo, 'address' | 'zip' | 'city' | 'state'>;

export const BENGALURU: Destination = {
  address: '22 Residency Road, Shanthala Nagar',
  zip: '560025',
  city: 'Bengaluru',
  state: 'Karnataka',
};
/** In the store's own state: the e2e server runs with the default STORE_STATE, Maharashtra. */
export const MUMBAI: Destination = {
  address: '4 Marine Drive, Churchgate',
  zip: '400020',
  city: 'Mumbai',
  state: 'Maharashtra',
};

/**
 * Fills the shipping step, which holds Continue back until it is complete, and goes on to payment. A
 * customer's name comes from the account; a guest is asked for theirs.
 */
export async function fillShipping(
  page: Page,
  { where = BENGALURU, guest }: { where?: Destination; guest?: { firstName: string; lastName: string } } = {},
) {
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  if (guest) {
    await page.getByLabel('First name').fill(guest.firstName);
    await page.getByLabel('Last name').fill(guest.lastName);
  }
  await page.getByLabel('Phone number').fill('+91 98450 11223');
  await page.getByLabel('Address', { exact: true }).fill(where.address);
  await page.getByLabel('ZIP code').fill(where.zip);
  await page.getByLabel('City').fill(where.city);
  await page.getByLabel('State').selectOption(where.state);
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await page.getByRole('heading', { name: 'Payment', exact: true }).waitFor();
}

/** Presses Pay once it is ready and answers the sandbox's payment dialog. */
export async function openSandbox(page: Page): Promise<Locator> {
  // The card's Pay, not a cash-on-delivery advance's 'Pay ₹… advance, rest on delivery'.
  const pay = page.getByRole('button', { name: /^Pay ₹[\d,.]+$/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  const dialog = page.getByRole('dialog', { name: 'Pay Wallcraft' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Pays in the sandbox's dialog with a test card: 4111… is approved, 4000 0000 0000 0002 declined. */
export async function payByCard(dialog: Locator, number: string) {
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
  await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
}

/** 'Order Complete!', then /order-success?order=… after the spec's 3 s; answers the order id. */
export async function expectCompletion(page: Page): Promise<string> {
  await page.getByRole('heading', { name: 'Order Complete!' }).waitFor();
  await page.waitForURL(/\/order-success\?order=/, { timeout: 10_000 });
  const id = new URL(page.url()).searchParams.get('order');
  if (!id) throw new Error('no order id in the URL');
  await page.getByText('What happens next').waitFor();
  await page.getByText(`#${id.slice(-6).toUpperCase()}`).waitFor();
  // The delivery window of the order's PIN, once the order has loaded (a call is promised only with installation).
  await page.getByText(/^Delivery to .+ days: by/).waitFor();
  return id;
}
