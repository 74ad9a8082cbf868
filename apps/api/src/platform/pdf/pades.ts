import { createHash, createPublicKey, verify } from "node:crypto";
import { SignPdf } from "@signpdf/signpdf";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from "@signpdf/utils";
import forge from "node-forge";
import type { PDFDocument } from "pdf-lib";
import { openSeal, type SealCertificate } from "./seal-certificate";

/**
 * Signs with the seal's key and certificate, opened once: the P12 signer of @signpdf opens the
 * P12 (key derivation included) on every signature, which is most of a signing's time.
 */
class SealSigner extends Signer {
  constructor(private readonly opened: ReturnType<typeof openSeal>) {
    super();
  }

  override sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdf.toString("binary"));
    p7.addCertificate(this.opened.certificate);
    p7.addSigner({
      key: this.opened.key,
      certificate: this.opened.certificate,
      digestAlgorithm: forge.pki.oids.sha256!,
      // The order EU validators expect: content type, signing time, message digest.
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType!, value: forge.pki.oids.data! },
        { type: forge.pki.oids.signingTime!, value: (signingTime ?? new Date()) as never },
        { type: forge.pki.oids.messageDigest! },
      ],
    });
    p7.sign({ detached: true });
    return Promise.resolve(Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), "binary"));
  }
}

export type PdfSealer = {
  /** Adds a PAdES signature over the whole of `document` and answers the signed file's bytes. */
  seal(
    document: PDFDocument,
    details: { reason: string; name: string; location: string; signedAt: Date },
  ): Promise<Buffer>;
};

export function createPdfSealer(certificate: SealCertificate): PdfSealer {
  const signer = new SealSigner(openSeal(certificate));
  const signpdf = new SignPdf();
  return {
    async seal(document, details) {
      pdflibAddPlaceholder({
        pdfDoc: document,
        reason: details.reason,
        contactInfo: "",
        name: details.name,
        location: details.location,
        signingTime: details.signedAt,
        subFilter: SUBFILTER_ETSI_CADES_DETACHED,
        appName: "Leerlijn",
      });
      // Without object streams: the placeholder's byte range must be findable in plain text.
      const withPlaceholder = Buffer.from(await document.save({ useObjectStreams: false }));
      return signpdf.sign(withPlaceholder, signer, details.signedAt);
    },
  };
}

export type PadesCheck =
  | { valid: true; signerName: string; signedAt: Date | null }
  | { valid: false; reason: "no-signature" | "not-whole-file" | "digest" | "signature" };

const OID_MESSAGE_DIGEST = "1.2.840.113549.1.9.4";
const OID_SIGNING_TIME = "1.2.840.113549.1.9.5";

/**
 * Checks the last PDF signature of `pdf`: its byte range covers the whole file but the
 * signature itself, the signed attributes hold the SHA-256 of exactly those bytes, and the
 * certificate's key signed those attributes. Whether that certificate is to be trusted is
 * another question (the caller compares the file with what it sealed).
 */
export function checkPades(pdf: Buffer): PadesCheck {
  const text = pdf.toString("latin1");
  const matches = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = matches.at(-1);
  if (!last) return { valid: false, reason: "no-signature" };
  const [start, firstLength, second, secondLength] = last.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (start !== 0 || second <= firstLength || second + secondLength !== pdf.length)
    return { valid: false, reason: "not-whole-file" };
  const contents = text.slice(firstLength, second);
  if (!/^<[0-9a-fA-F]*>$/.test(contents)) return { valid: false, reason: "not-whole-file" };
  const digest = createHash("sha256")
    .update(pdf.subarray(0, firstLength))
    .update(pdf.subarray(second, second + secondLength))
    .digest();
  try {
    const der = Buffer.from(contents.slice(1, -1), "hex").toString("binary");
    const signed = readSignerInfo(
      forge.asn1.fromDer(der, { strict: false, parseAllBytes: false } as never),
    );
    if (!signed.messageDigest || !Buffer.from(signed.messageDigest, "binary").equals(digest))
      return { valid: false, reason: "digest" };
    const publicKey = createPublicKey(forge.pki.certificateToPem(signed.certificate));
    const ok = verify(
      "sha256",
      Buffer.from(signed.attributesDer, "binary"),
      publicKey,
      Buffer.from(signed.signature, "binary"),
    );
    if (!ok) return { valid: false, reason: "signature" };
    const commonName = signed.certificate.subject.getField("CN") as { value: string } | null;
    return { valid: true, signerName: commonName?.value ?? "", signedAt: signed.signingTime };
  } catch {
    return { valid: false, reason: "signature" };
  }
}

type Asn1 = forge.asn1.Asn1;
const CONTEXT = forge.asn1.Class.CONTEXT_SPECIFIC;
const children = (node: Asn1 | undefined): Asn1[] => (Array.isArray(node?.value) ? node.value : []);

/**
 * The parts of a CMS SignedData (RFC 5652) that a check needs: the first signer's signed
 * attributes (as the DER SET they were signed as), its signature and its certificate.
 */
function readSignerInfo(contentInfo: Asn1) {
  const signedData = children(children(contentInfo)[1])[0];
  const parts = children(signedData);
  const certificates = parts.find(
    (part) => part.tagClass === CONTEXT && (part.type as number) === 0,
  );
  const signerInfos = parts.at(-1);
  const signerInfo = children(signerInfos)[0];
  const fields = children(signerInfo);
  const attributes = fields.find(
    (field) => field.tagClass === CONTEXT && (field.type as number) === 0,
  );
  const signature = fields.at(-1);
  if (!certificates || !attributes || !signature || typeof signature.value !== "string")
    throw new Error("not a CMS signature");
  const issuerAndSerial = children(fields[1]);
  const serial = forge.util.bytesToHex(issuerAndSerial[1]?.value as string);
  const certificate = children(certificates)
    .map((node) => forge.pki.certificateFromAsn1(node))
    .find((candidate) => candidate.serialNumber.replace(/^0+/, "") === serial.replace(/^0+/, ""));
  if (!certificate) throw new Error("the signer's certificate is missing");
  let messageDigest: string | null = null;
  let signingTime: Date | null = null;
  for (const attribute of children(attributes)) {
    const [oid, values] = children(attribute);
    const type = forge.asn1.derToOid(oid!.value as string);
    const value = children(values)[0];
    if (type === OID_MESSAGE_DIGEST) messageDigest = value!.value as string;
    if (type === OID_SIGNING_TIME) signingTime = forge.asn1.utcTimeToDate(value!.value as string);
  }
  // Signed as a SET OF, stored as [0] IMPLICIT: the same bytes with another tag.
  const set = forge.asn1.create(
    forge.asn1.Class.UNIVERSAL,
    forge.asn1.Type.SET,
    true,
    children(attributes),
  );
  return {
    certificate,
    messageDigest,
    signingTime,
    attributesDer: forge.asn1.toDer(set).getBytes(),
    signature: signature.value,
  };
}
