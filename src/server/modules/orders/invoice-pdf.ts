import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { amountInWords } from '../../../domain/amount-in-words';
import { formatDate } from '../../../domain/format';
import { INVOICE_UNITS, splitTotal, taxByRate, type InvoiceRow } from '../../../domain/invoice';
import { ratePercentLabel } from '../../../domain/tax';
import type { GstSplit } from '../../../domain/pricing';

export interface Place {
  name: string;
  gstCode: string;
}

/** Everything a tax invoice or a credit note prints (rules 46 and 53), amounts in paise. */
export interface GstDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  date: Date;
  /** the store runs on the sample GSTIN: the document says it is a specimen */
  sample: boolean;
  supplier: { legalName: string; address: string; gstin: string; state: Place };
  recipient: {
    name: string;
    /** the person delivered to, when the recipient is a business */
    attention: string | null;
    /** null: an unregistered buyer (B2C) */
    gstin: string | null;
    lines: string[];
    state: Place | null;
    phone: string;
    email: string;
  };
  placeOfSupply: Place;
  orderNumber: string;
  rows: InvoiceRow[];
  /** charged beside the goods and outside the tax (docs/store-rules.md#tax); 0 when it is a taxed row */
  shippingPaise: number;
  tax: GstSplit;
  totalPaise: number;
  /** how an invoice's total was paid when gift cards or store credit paid part of it (decisions 061, 063) */
  paidBy?: { term: string; paise: number }[];
  /** who signs for the supplier; `digital`: the PDF carries the store's digital signature (decision 059) */
  signature: { signatory: string | null; digital: boolean };
  /** a credit note's invoice and reason */
  against?: { invoiceNumber: string; invoiceDate: Date; reason: string };
  /**
   * The e-invoice's registration, once staff record what the IRP returned: rule 48(4) has the invoice carry its IRN
   * and the signed QR code (docs/decisions/060-einvoice-and-eway-bill.md).
   */
  einvoice?: { irn: string; ackNo: string | null; ackAt: Date | null; signedQr: string | null } | null;
}

/** The IRP's signed QR code drawn as vector squares, so it prints sharp at any size and needs no image. */
function drawQr(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  pdf.fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col)) pdf.rect(x + col * cell, y + row * cell, cell, cell);
  pdf.fill();
}

/*
 * Drawn in DejaVu Sans, embedded (subset) from the dejavu-fonts-ttf package: it draws ₹, which the standard PDF
 * fonts cannot (docs/decisions/059-complete-tax-invoice.md). Nothing is downloaded.
 */
const fontFile = (name: string) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
    name,
  );
const REGULAR = fontFile('DejaVuSans.ttf');
const BOLD = fontFile('DejaVuSans-Bold.ttf');

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#1f1b16';
const MUTED = '#6b6257';
const RULE = '#d9d0c3';

const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const figure = (paise: number) => money.format(paise / 100);
/** A credit of value alone (no goods come back) has no quantity: a dash, not 0. */
const quantity = (n: number) => (n === 0 ? '–' : Number.isInteger(n) ? String(n) : n.toFixed(1));

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

function columns(tax: GstSplit): Column[] {
  const heads: Column[] =
    'igst' in tax
      ? [{ title: 'IGST', width: 64, align: 'right' }]
      : [
          { title: 'CGST', width: 50, align: 'right' },
          { title: 'SGST', width: 50, align: 'right' },
        ];
  const fixed: Column[] = [
    { title: '#', width: 14, align: 'left' },
    { title: 'HSN/SAC', width: 42, align: 'left' },
    { title: 'Qty', width: 30, align: 'right' },
    { title: 'Unit', width: 34, align: 'left' },
    { title: 'Rate', width: 54, align: 'right' },
    { title: 'Taxable value', width: 60, align: 'right' },
    { title: 'GST', width: 30, align: 'right' },
    ...heads,
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  const [first, ...rest] = fixed;
  return [first as Column, { title: 'Description', width: WIDTH - used, align: 'left' }, ...rest];
}

const taxCells = (tax: GstSplit) =>
  'igst' in tax ? [figure(tax.igst)] : [figure(tax.cgst), figure(tax.sgst)];

export function renderGstDocument(doc: GstDocument): Promise<Buffer> {
  const title = doc.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${title} ${doc.number}`, Author: doc.supplier.legalName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const left = PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;

  const label = (text: string, x: number, y: number, width: number) =>
    pdf.font(BOLD).fontSize(7.5).fillColor(MUTED).text(text.toUpperCase(), x, y, { width });
  const body = (text: string, x: number, y: number, width: number, bold = false) =>
    pdf
      .font(bold ? BOLD : REGULAR)
      .fontSize(9)
      .fillColor(INK)
      .text(text, x, y, { width });
  const rule = (y: number) =>
    pdf
      .moveTo(left, y)
      .lineTo(left + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();

  // Heading; an e-invoice carries its signed QR code top right and its IRN under the title.
  const einvoice = doc.einvoice ?? null;
  const QR_SIZE = 96;
  const headWidth = einvoice ? WIDTH - QR_SIZE - 12 : WIDTH;
  pdf.font(BOLD).fontSize(18).fillColor(INK).text(title, left, PAGE.margin);
  pdf
    .font(REGULAR)
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      doc.kind === 'invoice'
        ? 'Original for recipient. Issued under section 31 of the CGST Act, 2017, and rule 46 of the CGST Rules, 2017.'
        : 'Issued under section 34 of the CGST Act, 2017, and rule 53 of the CGST Rules, 2017.',
      left,
      PAGE.margin + 24,
      { width: headWidth },
    );
  if (einvoice) {
    if (einvoice.signedQr) drawQr(pdf, einvoice.signedQr, left + WIDTH - QR_SIZE, PAGE.margin, QR_SIZE);
    pdf
      .font(BOLD)
      .fontSize(7.5)
      .fillColor(INK)
      .text(`IRN: ${einvoice.irn}`, left, PAGE.margin + 48, { width: headWidth });
    const ack = [
      einvoice.ackNo && `Ack no. ${einvoice.ackNo}`,
      einvoice.ackAt && `Ack date ${formatDate(einvoice.ackAt)}`,
    ].filter(Boolean);
    if (ack.length)
      pdf
        .font(REGULAR)
        .fontSize(7.5)
        .fillColor(INK)
        .text(ack.join(' · '), left, pdf.y + 1, { width: headWidth });
  }
  if (doc.sample) {
    pdf
      .font(BOLD)
      .fontSize(9)
      .fillColor('#b42318')
      .text(
        'SPECIMEN: issued with a sample GSTIN (STORE_GSTIN is not set). Not valid for tax.',
        left,
        PAGE.margin + 38,
        { width: headWidth },
      );
  }

  // Supplier and document details, side by side
  const top = PAGE.margin + (einvoice ? QR_SIZE + 10 : 58);
  const half = WIDTH / 2 - 10;
  const right = left + WIDTH / 2 + 10;
  label('Supplier', left, top, half);
  body(doc.supplier.legalName, left, top + 11, half, true);
  body(doc.supplier.address, left, pdf.y + 1, half);
  body(`GSTIN: ${doc.supplier.gstin}`, left, pdf.y + 2, half);
  body(`State: ${doc.supplier.state.name}, Code: ${doc.supplier.state.gstCode}`, left, pdf.y + 1, half);
  const supplierEnd = pdf.y;

  label(doc.kind === 'invoice' ? 'Invoice' : 'Credit note', right, top, half);
  const facts: [string, string][] = [
    [doc.kind === 'invoice' ? 'Invoice no.' : 'Credit note no.', doc.number],
    ['Date', formatDate(doc.date)],
    ...(doc.against
      ? ([
          ['Against invoice', doc.against.invoiceNumber],
          ['Invoice date', formatDate(doc.against.invoiceDate)],
        ] as [string, string][])
      : []),
    ['Order', `#${doc.orderNumber}`],
    ['Place of supply', `${doc.placeOfSupply.name} (${doc.placeOfSupply.gstCode})`],
    ['Reverse charge', 'No'],
  ];
  let y = top + 11;
  for (const [term, value] of facts) {
    pdf.font(REGULAR).fontSize(9).fillColor(MUTED).text(term, right, y, { width: 90 });
    body(value, right + 92, y, half - 92, term.endsWith('no.'));
    y = pdf.y + 1;
  }

  // Recipient: billed and shipped to the same person and address
  y = Math.max(supplierEnd, y) + 12;
  rule(y - 6);
  label('Billed and shipped to', left, y, WIDTH);
  body(doc.recipient.name || 'Customer', left, y + 11, WIDTH, true);
  if (doc.recipient.attention) body(`Attn: ${doc.recipient.attention}`, left, pdf.y + 1, WIDTH);
  for (const line of doc.recipient.lines) body(line, left, pdf.y + 1, WIDTH);
  const recipientState = doc.recipient.state
    ? `State: ${doc.recipient.state.name}, Code: ${doc.recipient.state.gstCode}`
    : 'State: not given';
  body(recipientState, left, pdf.y + 1, WIDTH);
  const contact = [doc.recipient.phone, doc.recipient.email].filter(Boolean).join(' · ');
  if (contact) body(contact, left, pdf.y + 1, WIDTH);
  body(
    `GSTIN: ${doc.recipient.gstin ?? 'unregistered'}`,
    left,
    pdf.y + 1,
    WIDTH,
    Boolean(doc.recipient.gstin),
  );

  // Lines
  const cols = columns(doc.tax);
  const drawRow = (cells: string[], rowY: number, bold: boolean) => {
    let x = left;
    let height = 0;
    pdf
      .font(bold ? BOLD : REGULAR)
      .fontSize(8)
      .fillColor(INK);
    cols.forEach((col, i) => {
      const text = cells[i] ?? '';
      pdf.text(text, x + 2, rowY, { width: col.width - 4, align: col.align });
      height = Math.max(height, pdf.heightOfString(text, { width: col.width - 4 }));
      x += col.width;
    });
    return rowY + height + 6;
  };
  const header = () => {
    const headerY = pdf.y + 14;
    rule(headerY - 4);
    const next = drawRow(
      cols.map((c) => c.title),
      headerY,
      true,
    );
    rule(next - 3);
    return next;
  };
  pdf.y = pdf.y + 6;
  y = header();
  doc.rows.forEach((row, index) => {
    const cells = [
      String(index + 1),
      row.description,
      row.hsn,
      quantity(row.quantity),
      INVOICE_UNITS[row.unit],
      figure(row.ratePaise),
      figure(row.taxablePaise),
      ratePercentLabel(row.rateBp),
      ...taxCells(row.tax),
    ];
    const needed = pdf.font(REGULAR).fontSize(8).heightOfString(row.description, { width: cols[1]?.width });
    if (y + needed + 10 > bottom) {
      pdf.addPage();
      pdf.y = PAGE.margin - 14;
      y = header();
    }
    y = drawRow(cells, y, false);
  });
  rule(y - 3);

  // Totals
  const taxablePaise = doc.rows.reduce((sum, r) => sum + r.taxablePaise, 0);
  const totals: [string, string][] = [
    ['Total taxable value', figure(taxablePaise)],
    // One pair of heads per rate charged (docs/decisions/057-gst-by-tax-class.md).
    ...taxByRate(doc.rows).flatMap(({ rateBp, tax }): [string, string][] =>
      'igst' in tax
        ? [[`IGST @ ${ratePercentLabel(rateBp)}`, figure(tax.igst)]]
        : [
            [`CGST @ ${ratePercentLabel(rateBp / 2)}`, figure(tax.cgst)],
            [`SGST @ ${ratePercentLabel(rateBp / 2)}`, figure(tax.sgst)],
          ],
    ),
    ['Total tax', figure(splitTotal(doc.tax))],
    ...(doc.shippingPaise > 0
      ? ([['Shipping (not taxed)', figure(doc.shippingPaise)]] as [string, string][])
      : []),
  ];
  if (y + 16 * (totals.length + 4) > bottom) {
    pdf.addPage();
    y = PAGE.margin;
  }
  const totalsX = left + WIDTH - 240;
  for (const [term, value] of totals) {
    pdf.font(REGULAR).fontSize(9).fillColor(MUTED).text(term, totalsX, y, { width: 150 });
    pdf.fillColor(INK).text(value, totalsX + 150, y, { width: 90, align: 'right' });
    y += 14;
  }
  rule(y);
  y += 5;
  pdf
    .font(BOLD)
    .fontSize(11)
    .fillColor(INK)
    .text(doc.kind === 'invoice' ? 'Invoice total (₹)' : 'Credit total (₹)', totalsX, y, {
      width: 150,
    });
  pdf.text(figure(doc.totalPaise), totalsX + 150, y, { width: 90, align: 'right' });
  y += 22;
  label('Amount in words', left, y, WIDTH);
  body(amountInWords(doc.totalPaise), left, y + 11, WIDTH, true);
  // A gift card or store credit is a means of payment, not a discount: the total stays, and how it was paid is
  // listed under it (docs/decisions/063-gift-cards.md).
  if (doc.paidBy?.length) {
    label('Paid by', left, pdf.y + 8, WIDTH);
    for (const { term, paise } of doc.paidBy) body(`${term}: ${figure(paise)}`, left, pdf.y + 1, WIDTH);
  }
  if (doc.against) {
    label('Reason', left, pdf.y + 8, WIDTH);
    body(doc.against.reason, left, pdf.y + 1, WIDTH);
  }

  // Rule 46(q): the supplier's signature, digital when the store has a certificate.
  let signY = pdf.y + 18;
  if (signY + 70 > bottom) {
    pdf.addPage();
    signY = PAGE.margin;
  }
  const signX = left + WIDTH - 220;
  body('Tax payable on reverse charge: No', left, signY, WIDTH - 240);
  body(`For ${doc.supplier.legalName}`, signX, signY, 220, true);
  body(
    doc.signature.digital
      ? `Digitally signed${doc.signature.signatory ? ` by ${doc.signature.signatory}` : ''}`
      : (doc.signature.signatory ?? ''),
    signX,
    signY + 34,
    220,
  );
  pdf
    .moveTo(signX, signY + 30)
    .lineTo(signX + 200, signY + 30)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  label('Authorised signatory', signX, pdf.y + 2, 220);
  pdf
    .font(REGULAR)
    .fontSize(8)
    .fillColor(MUTED)
    .text('Amounts in Indian Rupees (₹).', left, pdf.y + 14, { width: WIDTH });
  pdf.end();
  return done;
}
