import fs from 'node:fs';
import { expect, test } from './support/fixtures';
import type { ShippingInfo } from '../src/domain/checkout';
import type { Gstr1Json } from '../src/domain/gstr1';
import type { Product } from '../src/domain/product';
import { callApi, checkOutInSandbox, newCustomer } from './support/api';
import { staffToken } from './support/staff';

/** docs/decisions/055-gstr1.md: the accountant's month-end GSTR-1, downloaded from the admin GST Returns page. */

const SHOTS = process.env.SCREENSHOT_DIR;
const DELHI: Omit<ShippingInfo, 'email'> = {
  name: 'Meera Sethi',
  address: '3 Aurangzeb Road',
  city: 'New Delhi',
  state: 'Delhi',
  zip: '110011',
  phone: '9811012346',
};
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 7);

test.describe('GST returns', () => {
  test('shows the month’s sections, proves they reconcile, and downloads the JSON', async ({
    signedInPage,
    staffPage: page,
  }) => {
    const { email, token } = await newCustomer('Meera Sethi', { label: 'gstr1' });
    const products = await callApi<Product[]>('/products?limit=60');
    const roll = products.find((p) => p.kind === 'rolls' && p.inStock);
    if (!roll) throw new Error('no roll in stock');
    await callApi('/cart', {
      method: 'POST',
      token,
      body: { productId: roll.id, quantity: 1, installation: false },
    });
    const order = await checkOutInSandbox(token, { ...DELHI, email });

    const month = thisMonth();
    await page.goto(`/admin/gst-returns?month=${month}`);
    await page.getByRole('heading', { name: 'GST Returns', level: 1 }).waitFor();
    await page
      .getByText('The return equals the month’s invoices less its credit notes, to the paisa.')
      .waitFor();
    await page.getByRole('rowheader', { name: /^b2cs B2C small/ }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/gst-returns-1440.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'GSTR-1 JSON' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`gstr1-${month}.json`);
    const json = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as Gstr1Json;
    expect(json.fp).toBe(`${month.slice(5)}${month.slice(0, 4)}`);
    // An inter-state sale to an unregistered buyer below ₹1,00,000: summed in b2cs under Delhi (07).
    expect(json.b2cs).toContainEqual(expect.objectContaining({ sply_ty: 'INTER', pos: '07', typ: 'OE' }));
    expect(
      json.doc_issue.doc_det[0]?.docs.some(
        (d) => d.from <= (order.invoiceNumber ?? '') && (order.invoiceNumber ?? '') <= d.to,
      ),
    ).toBe(true);

    const phone = await signedInPage(await staffToken(), { width: 390, height: 844 });
    await phone.goto(`/admin/gst-returns?month=${month}`);
    await phone.getByText('to the paisa').waitFor();
    // The tables scroll inside their panels; the page itself never scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/gst-returns-390.png`, fullPage: true });
  });
});
