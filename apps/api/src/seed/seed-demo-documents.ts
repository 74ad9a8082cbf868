import { permissionsForRoles } from "@leerlijn/contracts/permissions";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Actor } from "../platform/auth/actor";
import type { InvalidationBus } from "../platform/cache/invalidation-bus";
import type { Db } from "../platform/db/database";
import type { PdfSealer } from "../platform/pdf/pades";
import type { Storage } from "../platform/storage/storage";
import type { Tenant } from "../platform/tenancy/tenant";
import { assignDocument } from "../features/documents/assign-documents";
import { todayInAmsterdam } from "../features/documents/document-status";
import { documents } from "../features/documents/documents.table";
import { createDocument, updateDocument } from "../features/documents/manage-documents";
import { openMyDocument, signMyDocument } from "../features/documents/my-documents";
import { groups } from "../features/groups/groups.table";
import { companyUsers, users } from "../features/users/users.table";
import { companyByCode } from "./demo-company";
import { demoPersonEmail } from "./demo-people";
import type { DemoLibrary } from "./seed-demo-media";

/** Seeding happens before any server listens: nobody holds a cache to clear. */
const silentBus: InvalidationBus = {
  publish: () => undefined,
  subscribe: () => undefined,
  reachesEveryInstance: () => true,
};
/** Seeded events name no browser; the trail says where they came from. */
const seedSource = { ip: null, userAgent: "Leerlijn demo-seed" };

/** A day counted from today in Amsterdam, so the demo's expired document stays expired. */
function dayFrom(days: number): string {
  const date = new Date(`${todayInAmsterdam()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A signature as a pad would send it: one pen stroke, the same each time. */
async function demoSignature(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M30 150 C 80 20, 130 20, 160 120 S 240 180, 280 80 S 380 40, 420 130 S 520 150, 570 60" stroke="#111827" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Who is who in the demo company, as the use-cases take them. */
async function demoMembers(db: Db, tenant: Tenant) {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      companyUserId: companyUsers.id,
      roles: companyUsers.roles,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(companyUsers.companyId, tenant.id));
  return (email: string): Actor => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`Seeding documents needs ${email}`);
    return {
      userId: row.userId,
      companyId: tenant.id,
      companyUserId: row.companyUserId,
      roles: row.roles,
      permissions: permissionsForRoles(row.roles),
      isPlatformAdmin: false,
      tokenHash: "demo-seed",
    };
  };
}

/**
 * Documents to read and to sign for the demo company, given and signed through the same
 * use-cases as the app, so each has its real trail: the code of conduct (sign, valid a year)
 * for the warehouse group and the demo learners, which some colleagues and the demo
 * participant signed and the demo learner has still to sign; the house rules (read only), which
 * the demo learner has read; the confidentiality statement (sign), which the demo learner signed;
 * last year's fire instruction, past its expiry date; and the packing line's work instruction
 * (sign) for the demo learner. So cursist@demo.example has a badge count of two (the code of
 * conduct and the work instruction), one signed, one read and one expired. Seeded once.
 */
export async function seedDemoDocuments(
  db: Db,
  deps: {
    storage: Storage;
    library: DemoLibrary;
    sealer: PdfSealer;
    /** Where a company's pages are served: the sealed PDFs' verification links. */
    origin: (host: string) => string;
  },
): Promise<void> {
  const tenant = await companyByCode(db, "demo");
  if (!tenant) return;
  const [existing] = await db
    .select({ total: count() })
    .from(documents)
    .where(eq(documents.companyId, tenant.id));
  if ((existing?.total ?? 0) > 0) return;
  const pdf = (name: string) => deps.library("demo", name);
  const conductPdf = pdf("Gedragscode Demo Logistiek.pdf");
  const secrecyPdf = pdf("Geheimhoudingsverklaring.pdf");
  const firePdf = pdf("Brandinstructie 2025.pdf");
  const rulesPdf = pdf("Huisregels magazijn.pdf");
  const packingPdf = pdf("Werkinstructie inpakstraat.pdf");
  if (!conductPdf || !secrecyPdf || !firePdf || !rulesPdf || !packingPdf) return;

  const member = await demoMembers(db, tenant);
  const leader = member("groepsleider@demo.example");
  const learner = member("cursist@demo.example");
  const participant = member("deelnemer@demo.example");
  const [warehouse] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.companyId, tenant.id), eq(groups.name, "Magazijn")));
  const documentDeps = { db, storage: deps.storage, bus: silentBus, sealer: deps.sealer };
  const make = async ({
    expiresOn,
    ...body
  }: {
    title: string;
    description: string;
    mediaId: string;
    mustSign: boolean;
    expiresOn?: string;
    validityMonths?: number;
  }) => {
    const input = { expiresOn: null, validityMonths: null, ...body };
    const made = await createDocument(documentDeps, tenant, leader, input);
    // A date already past is set as an educator ends a document: by editing it.
    return expiresOn === undefined
      ? made
      : updateDocument(documentDeps, tenant, made.id, { ...input, expiresOn });
  };
  const give = (id: string, people: Actor[], groupIds: string[] = []) =>
    assignDocument(
      db,
      tenant,
      leader,
      id,
      { companyUserIds: people.map((person) => person.companyUserId!), groupIds },
      seedSource,
    );
  const signature = await demoSignature();
  const sign = async (id: string, person: Actor) => {
    await openMyDocument(documentDeps, person, id, seedSource);
    await signMyDocument(
      documentDeps,
      person,
      id,
      {
        consent: true,
        signature,
        signatureKind: "drawn",
        useSavedSignature: false,
        saveSignature: false,
      },
      { ...seedSource, origin: deps.origin("localhost") },
    );
  };

  // Oldest first: the learner's list shows the newest assignment on top.
  const fire = await make({
    title: "Brandinstructie 2025",
    description: "De brandinstructie van vorig jaar. Inmiddels vervangen.",
    mediaId: firePdf,
    mustSign: true,
    expiresOn: dayFrom(-30),
  });
  await give(fire.id, [learner, participant]);

  const secrecy = await make({
    title: "Geheimhoudingsverklaring",
    description: "Je houdt geheim wat je over klanten en collega's te weten komt.",
    mediaId: secrecyPdf,
    mustSign: true,
    validityMonths: 12,
  });
  await give(secrecy.id, [learner]);
  await sign(secrecy.id, learner);

  const rules = await make({
    title: "Huisregels magazijn",
    description: "Lees de huisregels voordat je het magazijn in gaat.",
    mediaId: rulesPdf,
    mustSign: false,
  });
  await give(rules.id, [learner, participant]);
  await openMyDocument(documentDeps, learner, rules.id, seedSource);

  const conduct = await make({
    title: "Gedragscode",
    description:
      "Onze afspraken over veiligheid, respect en omgaan met informatie. Lees hem en onderteken hem; elk jaar opnieuw.",
    mediaId: conductPdf,
    mustSign: true,
    validityMonths: 12,
  });
  await give(conduct.id, [learner, participant], warehouse ? [warehouse.id] : []);
  await sign(conduct.id, participant);
  // Two of the warehouse staff signed already, by name so every run picks the same two.
  for (const person of [
    { firstName: "Ahmed", lastName: "Benali" },
    { firstName: "Kees", lastName: "Verhoeven" },
  ])
    await sign(conduct.id, member(demoPersonEmail(person)));

  const packing = await make({
    title: "Werkinstructie inpakstraat",
    description: "Lees de werkinstructie en bevestig met je handtekening dat je hem kent.",
    mediaId: packingPdf,
    mustSign: true,
  });
  await give(packing.id, [learner]);
}
