import { generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import forge from "node-forge";

/** The P12 (PKCS#12) that seals signed documents, and the passphrase that opens it. */
export type SealCertificate = { p12: Buffer; passphrase: string };

const DEFAULT_DIRECTORY = "document-seal";
const P12_FILE = "seal.p12";
const PASSPHRASE_FILE = "seal.passphrase";

/**
 * The seal from configuration (DOCUMENT_SEAL_P12_PATH and its passphrase), or else the
 * self-signed one in DATA_DIR, made at the first start and reused afterwards. It is opened
 * once here, so a wrong passphrase or a P12 without a key stops the start, not a signing.
 */
export async function loadSealCertificate(config: {
  DATA_DIR: string;
  DOCUMENT_SEAL_P12_PATH?: string;
  DOCUMENT_SEAL_P12_PASSPHRASE?: string;
}): Promise<SealCertificate> {
  const seal = config.DOCUMENT_SEAL_P12_PATH
    ? {
        p12: await readFile(config.DOCUMENT_SEAL_P12_PATH),
        passphrase: config.DOCUMENT_SEAL_P12_PASSPHRASE ?? "",
      }
    : await selfSignedSeal(join(config.DATA_DIR, DEFAULT_DIRECTORY));
  openSeal(seal);
  return seal;
}

/** The key and certificate of a P12; throws with a plain message when it cannot be used. */
export function openSeal(seal: SealCertificate) {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(seal.p12.toString("binary")));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, seal.passphrase);
  } catch (error) {
    throw new Error(`document seal: the P12 cannot be opened (${(error as Error).message})`, {
      cause: error,
    });
  }
  const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag!;
  const certBag = forge.pki.oids.certBag!;
  const keys = p12.getBags({ bagType: keyBag })[keyBag];
  const certificates = p12.getBags({ bagType: certBag })[certBag];
  const key = keys?.[0]?.key;
  const certificate = certificates?.[0]?.cert;
  if (!key || !certificate) throw new Error("document seal: the P12 holds no key and certificate");
  return { key, certificate };
}

/**
 * Reads the seal in `directory`, making it first when there is none. Made in a directory of its
 * own and renamed into place: a rename onto an existing directory fails, so when the API and a
 * worker start at once, one seal wins and both use it.
 */
async function selfSignedSeal(directory: string): Promise<SealCertificate> {
  const existing = await readSeal(directory);
  if (existing) return existing;
  const parent = join(directory, "..");
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(join(parent, `${DEFAULT_DIRECTORY}-new-`));
  const passphrase = randomBytes(24).toString("base64url");
  await writeFile(join(staging, P12_FILE), makeSelfSignedP12(passphrase), { mode: 0o600 });
  await writeFile(join(staging, PASSPHRASE_FILE), passphrase, { mode: 0o600 });
  try {
    await rename(staging, directory);
  } catch {
    await rm(staging, { recursive: true, force: true });
  }
  const seal = await readSeal(directory);
  if (!seal) throw new Error(`document seal: ${directory} holds no seal`);
  return seal;
}

async function readSeal(directory: string): Promise<SealCertificate | null> {
  const p12 = await readFile(join(directory, P12_FILE)).catch(() => null);
  const passphrase = await readFile(join(directory, PASSPHRASE_FILE), "utf8").catch(() => null);
  return p12 && passphrase !== null ? { p12, passphrase } : null;
}

/**
 * A self-signed RSA-2048 certificate for document signing, valid ten years, in a P12. The key
 * pair comes from Node (native, milliseconds); node-forge writes the certificate and the P12.
 */
export function makeSelfSignedP12(passphrase: string, commonName = "Leerlijn documentzegel") {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial: the first byte below 0x80.
  certificate.serialNumber = `01${randomBytes(15).toString("hex")}`;
  const now = new Date();
  certificate.validity.notBefore = new Date(now.getTime() - 60 * 60 * 1000);
  certificate.validity.notAfter = new Date(now);
  certificate.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + 10);
  const name = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: "Leerlijn" },
    { name: "countryName", value: "NL" },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
    { name: "subjectKeyIdentifier" },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, {
    algorithm: "aes256",
    friendlyName: commonName,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}
