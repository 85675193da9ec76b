import { z } from 'zod';

/**
 * E-invoicing and e-way bills (docs/decisions/060-einvoice-and-eway-bill.md): what staff paste back from the
 * Invoice Registration Portal once it has registered a B2B invoice's INV-01 JSON.
 */

/** The e-way bill rule 138 threshold: a consignment of goods worth more than ₹50,000 moves with one. */
export const EWAY_BILL_THRESHOLD_PAISE = 50_000_00;

export const EINVOICE_MESSAGES = {
  disabled:
    'E-invoicing is off for this store: set EINVOICE_ENABLED=true once its turnover passes the e-invoicing threshold.',
  notB2b: 'Only an invoice to a registered buyer (with a GSTIN) is e-invoiced.',
  irnTaken: (irn: string) => `This invoice is already registered with IRN ${irn}; an IRN cannot be replaced.`,
  irnUsed: 'This IRN is already recorded on another invoice.',
  qrMismatch: (field: string) =>
    `The signed QR code is not this invoice's: its ${field} does not match. Paste the SignedQRCode the IRP returned for it.`,
  qrUnreadable:
    'The signed QR code must be the SignedQRCode text the IRP returned (three parts joined by dots).',
  noPin: 'STORE_ADDRESS must end with the store’s 6-digit PIN code for an e-invoice or e-way bill.',
  ewayBelow: (value: string) =>
    `An e-way bill is needed only for goods worth more than ₹50,000; this consignment is ${value}.`,
  noInvoice: 'This order has no tax invoice yet.',
} as const;

export const RecordIrnSchema = z.object({
  irn: z
    .string({ error: 'IRN is required' })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'An IRN is 64 hexadecimal characters'),
  ackNo: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'The acknowledgement number is digits only')
    .optional(),
  /** as the IRP answers it, '2026-10-12 14:05:00' (India time) */
  ackDate: z
    .string()
    .trim()
    .transform((value) => value.replace(' ', 'T'))
    .pipe(
      z.iso.datetime({
        local: true,
        error: 'The acknowledgement date must be a date and time, e.g. 2026-10-12 14:05:00',
      }),
    )
    .optional(),
  signedQrCode: z
    .string({ error: 'The signed QR code is required' })
    .trim()
    .min(20, EINVOICE_MESSAGES.qrUnreadable)
    .max(4000, 'The signed QR code is at most 4000 characters'),
});
export type RecordIrn = z.infer<typeof RecordIrnSchema>;
export type RecordIrnInput = z.input<typeof RecordIrnSchema>;

export const EinvoiceStatusSchema = z.object({
  irn: z.string(),
  ackNo: z.string().nullable(),
  ackDate: z.string().nullable(),
});
export type EinvoiceStatus = z.infer<typeof EinvoiceStatusSchema>;
