import PDFDocument from 'pdfkit';
import { formatDate, orderNumber } from '../../../domain/format';
import type { ShippingInfo } from '../../../domain/checkout';

/** 4 × 6 inches in PDF points, the size thermal label printers take. */
export const LABEL_SIZE = { width: 288, height: 432 } as const;
const MARGIN = 14;

export interface LabelInput {
  storeName: string;
  fromAddress: string;
  carrier: string;
  awb: string;
  orderId: string;
  orderDate: Date;
  to: ShippingInfo;
  weightG: number;
  box: { lengthCm: number; breadthCm: number; heightCm: number };
  /** paise the courier collects; 0 for prepaid */
  codPaise: number;
}

/**
 * The sandbox carrier's shipping label, drawn with PDFKit's built-in Helvetica (no font files): the AWB large
 * enough to key in by hand, the address, and whether cash is to be collected. Shiprocket labels are its own.
 */
export function labelPdf(input: LabelInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: [LABEL_SIZE.width, LABEL_SIZE.height], margin: MARGIN });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const width = LABEL_SIZE.width - 2 * MARGIN;
  const rule = () => {
    doc.moveDown(0.4);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(LABEL_SIZE.width - MARGIN, doc.y)
      .stroke();
    doc.moveDown(0.4);
  };

  doc.font('Helvetica-Bold').fontSize(14).text(input.carrier, { width });
  doc.font('Helvetica').fontSize(9).text('AWB');
  doc.font('Helvetica-Bold').fontSize(22).text(input.awb, { width, characterSpacing: 1 });
  rule();
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(input.codPaise > 0 ? `COD  Rs. ${(input.codPaise / 100).toFixed(2)}` : 'PREPAID', { width });
  rule();
  doc.font('Helvetica').fontSize(9).text('Deliver to');
  doc.font('Helvetica-Bold').fontSize(12).text(input.to.name, { width });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(input.to.address, { width })
    .text(`${input.to.city}, ${input.to.state}`, { width });
  doc.font('Helvetica-Bold').fontSize(14).text(`PIN ${input.to.zip}`, { width });
  doc.font('Helvetica').fontSize(10).text(`Phone ${input.to.phone}`, { width });
  rule();
  doc
    .fontSize(9)
    .text(`Order #${orderNumber(input.orderId)} of ${formatDate(input.orderDate)}`, { width })
    .text(
      `Weight ${(input.weightG / 1000).toFixed(2)} kg · Box ${input.box.lengthCm} × ${input.box.breadthCm} × ${input.box.heightCm} cm`,
      { width },
    );
  rule();
  doc.fontSize(8).text('Return to', { width });
  doc.fontSize(9).text(`${input.storeName}, ${input.fromAddress}`, { width });
  doc.end();
  return done;
}
