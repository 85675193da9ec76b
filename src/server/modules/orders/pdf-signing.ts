import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';

export interface SigningKey {
  p12: Buffer;
  password: string;
}

/**
 * Signs a finished PDF with the store's certificate (PKCS#7 detached, adbe.pkcs7.detached) through @signpdf: a
 * placeholder is appended as an incremental update, then filled with the signature over every other byte
 * (docs/decisions/059-complete-tax-invoice.md).
 */
export async function signPdf(
  pdf: Buffer,
  key: SigningKey,
  details: { name: string; reason: string; location: string },
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: details.reason,
    contactInfo: '',
    name: details.name,
    location: details.location,
    signatureLength: 8192,
  });
  return new SignPdf().sign(withPlaceholder, new P12Signer(key.p12, { passphrase: key.password }));
}
