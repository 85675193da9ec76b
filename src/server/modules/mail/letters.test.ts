import { Window } from 'happy-dom';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrderItem } from '../../../domain/order';
import { fitCrop } from '../../../domain/walls';
import { CUSTOM_DESIGN_REQUEST } from '../../test/custom-design-request';
import { staffInviteMail } from '../admin/invite-mail';
import { cartRecoveryMail } from '../cart/recovery-mail';
import { codCodeMail } from '../checkout/cod/mail';
import { acknowledgementMail, storeNotificationMail } from '../contact/templates';
import { confirmationMail, notificationMail } from '../custom-design/templates';
import { orderStatusMail, partialRefundMail } from '../fulfilment/mail';
import { bookedMail, finishedMail, reminderMail, signoffCodeMail } from '../installation/mail';
import { orderConfirmationMail } from '../orders/mail';
import { returnMail } from '../returns/mail';
import { deliveryNewsMail } from '../shipping/mail';
import { renderLetter, type LetterContent } from './letter';
import { passwordResetMail } from './templates';

/** What a stranger might type as a name or a message: it must reach the letter as text, never as markup. */
const HOSTILE = '<script>alert("x")</script> Ravi & <b>Co</b>';
const config = {
  storeName: 'Deco & Co',
  publicUrl: 'https://shop.example',
  supportEmail: 'help@shop.example',
  supportPhone: '+91 98450 00000',
};
const VIEW_URL =
  'https://shop.example/orders/7f1c?token=4b2e9a0c1d3f5e7a9b1c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a';
const WALLS = [
  { widthIn: 144, heightIn: 96, openings: [{ widthIn: 36, heightIn: 80, xIn: 20, yIn: 0 }] },
  { widthIn: 100, heightIn: 96, openings: [] },
];

const item = (overrides: Partial<OrderItem>): OrderItem => ({
  id: 'line-1',
  product: { id: 'p1', name: 'Monsoon Palms', images: ['/images/monsoon.webp'] },
  kind: 'rolls',
  quantity: 3,
  selectedColor: 'Sage',
  selectedMaterial: 'Non-woven',
  customDimensions: { width: 120, height: 96 },
  walls: null,
  crop: null,
  installation: true,
  unit: 'roll',
  rate: 2622,
  unitAmount: 2622,
  amount: 8586,
  installationAmount: 720,
  batch: 'B-12',
  awaitingStock: false,
  ...overrides,
});

const ORDER: Order = {
  id: 'ord-1',
  _id: 'ord-1',
  orderId: 'order_PAY123',
  orderNumber: '10042',
  createdAt: '2026-11-20T10:30:00.000Z',
  user: { name: 'Asha', email: 'asha@example.com' },
  shippingInfo: {
    name: HOSTILE,
    address: '12 Lavelle Road, Flat 4B <Tower "C">',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560001',
    phone: '+919845012345',
    email: 'asha@example.com',
  },
  cardInfo: null,
  paymentMethod: 'upi',
  items: [
    item({}),
    item({
      id: 'line-2',
      product: {
        id: 'p2',
        name: 'A very long mural name: Tropical Rainforest at Dawn, hand-foiled',
        images: [],
      },
      kind: 'customised',
      quantity: 1,
      customDimensions: null,
      walls: WALLS,
      crop: fitCrop(WALLS),
      installation: false,
      unit: 'sqft',
      rate: 99,
      unitAmount: 12981.6,
      amount: 12981.6,
      installationAmount: 0,
      batch: null,
    }),
    item({
      id: 'line-3',
      kind: 'sample',
      quantity: 2,
      unit: 'sample',
      rate: 99,
      unitAmount: 99,
      amount: 198,
    }),
  ],
  subtotal: 21765.6,
  sampleCredit: { code: 'WC-ABCD-EFGH', amount: 198 },
  storeCredit: 500,
  giftCards: [{ last4: '7Q2K', amount: 1000 }],
  savings: [{ name: 'Monsoon sale', code: 'RAIN10', amount: 2000, shipping: 0 }],
  discount: 2000,
  shipping: 0,
  tax: 1565.4,
  gst: { cgst: 782.7, sgst: 782.7 },
  taxRate: 8,
  buyer: null,
  total: 21133,
  status: 'paid',
  refunded: 0,
  timeline: [],
  shipment: null,
  invoiceNumber: 'WC/2026-27/0042',
  creditNotes: [],
  cod: null,
};

const CREDITS = [
  { code: 'WC-9XK2-PLM4', productName: HOSTILE, amount: 198, expiresAt: new Date('2027-02-20T00:00:00Z') },
];
const VISIT = {
  orderId: ORDER.id,
  name: HOSTILE,
  day: '2026-12-01',
  period: 'morning' as const,
  startsAt: new Date('2026-12-01T04:30:00Z'),
  team: 'Team Jasmine',
};

/** Every kind of letter the store writes, with what a stranger could type wherever a letter repeats it. */
const LETTERS: [kind: string, letter: LetterContent, hostile: boolean][] = [
  [
    'password reset',
    passwordResetMail(config, { name: HOSTILE, resetUrl: `${config.publicUrl}/reset-password?token=a&b` }),
    true,
  ],
  [
    'staff invite',
    staffInviteMail(config, { name: HOSTILE, role: 'editor', setPasswordUrl: VIEW_URL, validDays: 7 }),
    true,
  ],
  [
    'cart recovery',
    cartRecoveryMail(config, {
      name: HOSTILE,
      items: [{ name: 'Monsoon Palms', quantity: 2, amount: 5244 }],
      total: 5244,
    }),
    true,
  ],
  [
    'contact notification',
    storeNotificationMail(
      config,
      {
        name: HOSTILE,
        email: 'x@example.com',
        phone: undefined,
        subject: HOSTILE,
        message: `Line one\n${HOSTILE}`,
      },
      new Date('2026-11-20T10:30:00Z'),
    ),
    true,
  ],
  ['contact acknowledgement', acknowledgementMail(config), false],
  ['custom design confirmation', confirmationMail(config, CUSTOM_DESIGN_REQUEST), false],
  [
    'custom design notification',
    notificationMail(
      config,
      {
        ...CUSTOM_DESIGN_REQUEST,
        name: HOSTILE,
        description: HOSTILE,
        inspirationImages: ['/a.webp', '/b.webp'],
      },
      { id: 'req-1', createdAt: new Date('2026-11-20T10:30:00Z'), registered: false },
    ),
    true,
  ],
  ['order processing', orderStatusMail(config, ORDER, { status: 'processing' }, VIEW_URL), true],
  [
    'order shipped, tracked',
    orderStatusMail(
      config,
      ORDER,
      {
        status: 'shipped',
        tracking: { carrier: 'Delhivery', trackingNumber: 'DL 42/7', url: 'https://track.example/DL' },
      },
      VIEW_URL,
    ),
    true,
  ],
  [
    'order shipped, untracked',
    orderStatusMail(
      config,
      ORDER,
      { status: 'shipped', tracking: { carrier: HOSTILE, trackingNumber: 'LC-9', url: null } },
      VIEW_URL,
    ),
    true,
  ],
  [
    'order cancelled',
    orderStatusMail(config, ORDER, { status: 'cancelled', refundPaise: 123456 }, VIEW_URL),
    true,
  ],
  [
    'partial refund',
    partialRefundMail(config, ORDER, { amountPaise: 99950, reason: HOSTILE }, VIEW_URL),
    true,
  ],
  ['out for delivery', deliveryNewsMail(config, ORDER, { status: 'out_for_delivery' }, VIEW_URL), true],
  ['delivery failed', deliveryNewsMail(config, ORDER, { status: 'ndr', reason: HOSTILE }, VIEW_URL), true],
  [
    'return requested',
    returnMail(
      config,
      ORDER,
      {
        id: 'ret-1',
        orderId: ORDER.id,
        orderNumber: ORDER.orderNumber,
        kind: 'return',
        reason: 'damaged',
        details: HOSTILE,
        photos: [],
        status: 'approved',
        staffNote: HOSTILE,
        lines: [{ lineId: 'line-1', name: 'Monsoon Palms', quantity: 1 }],
        amount: 2831.76,
        refundToCredit: false,
        createdAt: '2026-11-25T10:00:00.000Z',
        decidedAt: '2026-11-26T10:00:00.000Z',
      },
      VIEW_URL,
    ),
    true,
  ],
  ['installation booked', bookedMail(config, VISIT, false, VIEW_URL), true],
  ['installation reminder', reminderMail(config, VISIT, VIEW_URL), true],
  ['installation sign-off code', signoffCodeMail(config, VISIT, '482913'), true],
  ['installation finished', finishedMail(config, VISIT, ['/images/install-1.webp'], VIEW_URL), true],
  ['order confirmation', orderConfirmationMail(config, ORDER, VIEW_URL, CREDITS), true],
  [
    'order confirmation, store credit',
    orderConfirmationMail(config, ORDER, undefined, [], {
      amount: 198,
      expiresAt: new Date('2027-02-20T00:00:00Z'),
    }),
    true,
  ],
  [
    'cash-on-delivery code',
    codCodeMail(
      config,
      {
        ...ORDER,
        cod: {
          fee: 50,
          feeTax: 4,
          advance: 0,
          collect: 21183,
          confirmBy: '2026-11-21T10:30:00.000Z',
          state: 'awaiting_confirmation',
        },
      },
      '482913',
    ),
    true,
  ],
  [
    'a letter with every part',
    renderLetter({
      storeName: config.storeName,
      subject: `Every part for ${HOSTILE}`,
      paragraphs: [`Hello ${HOSTILE},`, 'Two lines:\nthe second one.'],
      details: [
        ['Left', 'value'],
        [HOSTILE, `multi\n${HOSTILE}`],
      ],
      closing: ['Closing words.'],
      action: { label: 'Do the thing', url: `${VIEW_URL}&x="1"` },
      link: { label: 'Or look here', url: 'https://shop.example/help' },
      footnote: 'Small print.',
    }),
    true,
  ],
];

/** Letters that only tell: nothing to do, so no button. */
const WITHOUT_BUTTON = [
  'contact notification',
  'contact acknowledgement',
  'custom design confirmation',
  'custom design notification',
  'installation sign-off code',
];

function parse(html: string) {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, 'text/html');
}
type Doc = ReturnType<typeof parse>;
type DomNode = Doc['body']['childNodes'][number];

/** The words a reader of the HTML sees, each link followed by its address; what is marked for HTML only is left out. */
function visibleWords(doc: Doc): string[] {
  const words: string[] = [];
  const visit = (node: DomNode) => {
    if (node.nodeType === 3) words.push(...(node.textContent ?? '').split(/\s+/));
    if (node.nodeType !== 1) return;
    const element = node as unknown as Doc['body'];
    if (element.getAttribute('data-skip-in-text') === 'true' || element.tagName === 'svg') return;
    for (const child of Array.from(node.childNodes)) visit(child);
    if (element.tagName === 'A') words.push(element.getAttribute('href') ?? '');
  };
  visit(doc.body as unknown as DomNode);
  return words;
}
/** Words for comparing: the text part's 'Label:' and list dashes are how plain text sets out what HTML lays out. */
const comparable = (words: string[]) =>
  words.map((w) => w.replace(/:$/, '')).filter((w) => w !== '' && w !== '-');

describe.each(LETTERS)('the %s letter', (_kind, letter, hostile) => {
  const doc = parse(letter.html);

  it('is a whole document: doctype, language, charset, phone viewport and the subject as title', () => {
    expect(letter.html).toMatch(/^<!doctype html><html[^>]*><head><meta charSet="utf-8"\/>/);
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute('content')).toBe(
      'width=device-width, initial-scale=1',
    );
    expect(doc.title).toBe(letter.subject);
    expect(letter.html).toMatch(/<\/body><\/html>$/);
  });

  it('writes what people typed as text, never as markup', () => {
    expect(doc.querySelectorAll('script, b')).toHaveLength(0);
    expect(letter.html).not.toMatch(/<script|<b>/);
    if (hostile) {
      expect(doc.body.textContent).toContain(HOSTILE);
      expect(letter.text).toContain(HOSTILE);
    }
  });

  it('says in its text part what its HTML says, signed by the store', () => {
    expect(comparable(letter.text.split(/\s+/))).toEqual(comparable(visibleWords(doc)));
    expect(letter.text).toMatch(/\n\n— Deco & Co(\n\n[^\n]+)?$/);
    expect(letter.text).not.toContain('DECO');
  });
});

describe('the text part', () => {
  it('reads as a letter: paragraphs apart, Label: value rows, Label: address for the button and the link', () => {
    const [, letter] = LETTERS.find(([kind]) => kind === 'a letter with every part')!;
    expect(letter.text).toBe(
      [
        `Hello ${HOSTILE},`,
        'Two lines:\nthe second one.',
        `Left: value\n${HOSTILE}: multi\n${HOSTILE}`,
        'Closing words.',
        `Do the thing: ${VIEW_URL}&x="1"`,
        'Or look here: https://shop.example/help',
        '— Deco & Co',
        'Small print.',
      ].join('\n\n'),
    );
  });
});

describe('in a phone’s mail app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LETTERS)('the %s letter fits 390 px with its button in view', async (kind, letter) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      // The letter's pictures are on the store's site; the page needs none of them to lay out.
      await page.route('**/*', (route) => route.abort());
      await page.setContent(letter.html);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // A button is the react-email Button: an inline-block link.
      const buttons = page.locator('a[style*="display:inline-block"]');
      expect(await buttons.count()).toBe(WITHOUT_BUTTON.includes(kind) ? 0 : 1);
      if (WITHOUT_BUTTON.includes(kind)) return;
      expect(await buttons.isVisible()).toBe(true);
      const box = await buttons.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    } finally {
      await page.close();
    }
  });
});
