import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSealCertificate, makeSelfSignedP12, openSeal } from "./seal-certificate";

const dataDir = await mkdtemp(join(tmpdir(), "leerlijn-seal-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("the document seal", () => {
  it("is made self-signed in DATA_DIR at the first start and reused afterwards, also when two start at once", async () => {
    const [first, second] = await Promise.all([
      loadSealCertificate({ DATA_DIR: dataDir }),
      loadSealCertificate({ DATA_DIR: dataDir }),
    ]);
    expect(second.p12.equals(first.p12)).toBe(true);
    const again = await loadSealCertificate({ DATA_DIR: dataDir });
    expect(again.p12.equals(first.p12)).toBe(true);
    expect(await readFile(join(dataDir, "document-seal", "seal.p12"))).toEqual(first.p12);
    const { certificate } = openSeal(first);
    expect(certificate.subject.getField("CN")).toMatchObject({ value: "Leerlijn documentzegel" });
  });

  it("uses the configured P12, and stops the start when it cannot be opened", async () => {
    const path = join(dataDir, "eigen.p12");
    await writeFile(path, makeSelfSignedP12("geheim", "Demo BV documentzegel"));
    const seal = await loadSealCertificate({
      DATA_DIR: join(dataDir, "elders"),
      DOCUMENT_SEAL_P12_PATH: path,
      DOCUMENT_SEAL_P12_PASSPHRASE: "geheim",
    });
    expect(openSeal(seal).certificate.subject.getField("CN")).toMatchObject({
      value: "Demo BV documentzegel",
    });
    await expect(
      loadSealCertificate({
        DATA_DIR: dataDir,
        DOCUMENT_SEAL_P12_PATH: path,
        DOCUMENT_SEAL_P12_PASSPHRASE: "fout",
      }),
    ).rejects.toThrow(/the P12 cannot be opened/);
  });
});
