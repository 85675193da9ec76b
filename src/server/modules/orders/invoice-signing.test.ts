import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KARNATAKA_STORE, createCheckoutTestApp, type CheckoutTestApp } from '../../test/checkout';
import { pdfText } from '../../test/pdf-text';

/** Decision 059: invoices drawn in an embedded font that has ₹, and digitally signed with the store's certificate. */

/** A self-signed certificate and key in a password-protected PKCS#12 file, as a CA would issue one. */
function makeP12(password: string): { file: string; cert: forge.pki.Certificate } {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  const subject = [{ name: 'commonName', value: 'Wallcraft Decor Private Limited' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'wallcraft-p12-')), 'store.p12');
  writeFileSync(file, Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
  return { file, cert };
}

/**
 * Checks a PDF's signature as a reader does: the signed byte ranges cover all but the signature itself, their
 * SHA-256 is the one the signature's attributes carry, and the attributes verify with the certificate's key.
 */
function verifySignature(
  pdf: Buffer,
  expected: forge.pki.Certificate,
): { digestMatches: boolean; signer: string } {
  const text = pdf.toString('latin1');
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text);
  if (!range) throw new Error('no signature');
  const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
  expect(a).toBe(0);
  expect(c + d).toBe(pdf.length);
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const hex = pdf
    .subarray(a + b + 1, c - 1)
    .toString('latin1')
    .replace(/(00)+$/, '');
  const asn1 = forge.asn1.fromDer(forge.util.hexToBytes(hex), false);
  const p7 = forge.pkcs7.messageFromAsn1(asn1) as forge.pkcs7.Captured<forge.pkcs7.PkcsSignedData>;
  const cert = p7.certificates[0];
  if (!cert) throw new Error('no certificate in the signature');
  expect(forge.pki.certificateToPem(cert)).toBe(forge.pki.certificateToPem(expected));
  const attrs = p7.rawCapture.authenticatedAttributes as forge.asn1.Asn1[];
  const digestAttr = attrs.find(
    (attr) =>
      forge.asn1.derToOid((attr.value as forge.asn1.Asn1[])[0]!.value as string) ===
      forge.pki.oids.messageDigest,
  );
  const signedDigest = ((digestAttr!.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!
    .value as string;
  const actual = forge.md.sha256.create().update(signed.toString('binary')).digest().bytes();
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs);
  const md = forge.md.sha256.create().update(forge.asn1.toDer(set).getBytes());
  const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
  expect(publicKey.verify(md.digest().bytes(), p7.rawCapture.signature as string)).toBe(true);
  return { digestMatches: signedDigest === actual, signer: String(cert.subject.getField('CN').value) };
}

describe('a signed, ₹-drawing tax invoice', () => {
  let t: CheckoutTestApp;
  let cert: forge.pki.Certificate;
  beforeAll(async () => {
    const p12 = makeP12('s3cret');
    cert = p12.cert;
    t = await createCheckoutTestApp({
      ...KARNATAKA_STORE,
      INVOICE_SIGNING_P12: p12.file,
      INVOICE_SIGNING_PASSWORD: 's3cret',
      STORE_SIGNATORY: 'Meera Iyer',
    });
  }, 60_000);
  afterAll(() => t.close());

  it('embeds a font with ₹ and carries a signature that verifies, and breaks when a byte changes', async () => {
    await t.fillCart(t.asha, t.wallLine({ selectedMaterial: 'Fabric', installation: true }));
    const order = await t.checkOutCart(t.asha);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/invoice`,
      headers: t.asha.headers,
    });
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    const text = await pdfText(pdf);
    expect(text).toContain('₹');
    expect(text).toContain('Invoice total (₹)');
    expect(text).toContain('Tax payable on reverse charge: No');
    expect(text).toContain('Digitally signed by Meera Iyer');
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);

    expect(verifySignature(pdf, cert)).toEqual({
      digestMatches: true,
      signer: 'Wallcraft Decor Private Limited',
    });
    const tampered = Buffer.from(pdf);
    const at = pdf.indexOf('Tax Invoice');
    tampered[at] = 'X'.charCodeAt(0);
    expect(verifySignature(tampered, cert).digestMatches).toBe(false);
  });
});

describe('an unsigned tax invoice', () => {
  it('names the authorised signatory from STORE_SIGNATORY', async () => {
    const t = await createCheckoutTestApp({ ...KARNATAKA_STORE, STORE_SIGNATORY: 'Meera Iyer' });
    try {
      await t.fillCart(t.asha, t.rollsLine(1));
      const order = await t.checkOutCart(t.asha);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/invoice`,
        headers: t.asha.headers,
      });
      const text = await pdfText(res.rawPayload);
      expect(text).toContain('AUTHORISED SIGNATORY');
      expect(text).toContain('Meera Iyer');
      expect(res.rawPayload.toString('latin1')).not.toContain('/ByteRange');
    } finally {
      await t.close();
    }
  });
});
