import type { Db } from "../../platform/db/database";
import { courses, courseVersions } from "../courses/courses.table";
import { documentAssignments, documents } from "../documents/documents.table";
import { enrollments } from "../enrollments/enrollments.table";
import { media } from "../media/media.table";
import { trainings, trainingTemplates, trainingUsers } from "../trainings/trainings.table";

/*
 * The states a path step can be in for one person, written into the real tables, for
 * step-rule.test.ts. Each variant makes its own target (course, template or document), so two
 * steps of a path never share one.
 */

export type Person = { companyId: string; userId: string; companyUserId: string };
export type Target = { courseId?: string; trainingTemplateId?: string; documentId?: string };
export type Variant = {
  name: string;
  kind: "course" | "training" | "document";
  write: (db: Db, person: Person, now: Date) => Promise<Target>;
};

const HOUR = 3_600_000;
const at = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR);

type EnrollmentState = { status: "open" | "in-progress" | "done"; percentage: number };

async function newCourse(db: Db, companyId: string) {
  const [course] = await db
    .insert(courses)
    .values({ companyId, courseTypeKey: "elearning" })
    .returning();
  const [version] = await db
    .insert(courseVersions)
    .values({ courseId: course!.id, companyId, number: 1, name: "Cursus" })
    .returning();
  return { courseId: course!.id, versionId: version!.id };
}

function courseVariant(
  name: string,
  rows: (EnrollmentState & { deleted?: boolean; preview?: boolean })[],
): Variant {
  return {
    name: `course ${name}`,
    kind: "course",
    async write(db, person, now) {
      const { courseId, versionId } = await newCourse(db, person.companyId);
      for (const row of rows)
        await db.insert(enrollments).values({
          companyId: person.companyId,
          userId: person.userId,
          courseId,
          versionId,
          source: row.preview ? "preview" : "user",
          isPreview: row.preview ?? false,
          status: row.status,
          percentage: row.percentage,
          totalBlocks: 10,
          deletedAt: row.deleted ? at(now, -1) : null,
        });
      return { courseId };
    },
  };
}

const location = {
  establishmentName: null,
  street: "Oudegracht",
  number: "12",
  numberSuffix: null,
  postalCode: "3511AB",
  city: "Utrecht",
  province: null,
  placeId: null,
  lat: null,
  lng: null,
};

type Booking = {
  passed: boolean | null;
  completed: boolean;
  waiting?: boolean;
  deleted?: boolean;
  firstDate?: string;
};

function trainingVariant(name: string, bookings: Booking[]): Variant {
  return {
    name: `training ${name}`,
    kind: "training",
    async write(db, person, now) {
      const [template] = await db
        .insert(trainingTemplates)
        .values({ companyId: person.companyId, name: "Praktijk", content: {} })
        .returning();
      for (const booking of bookings) {
        const [training] = await db
          .insert(trainings)
          .values({
            companyId: person.companyId,
            name: "Praktijk",
            location,
            templateId: template!.id,
            attendancesCompleted: booking.completed,
            firstDate: booking.firstDate ?? null,
            deletedAt: booking.deleted ? at(now, -1) : null,
          })
          .returning();
        await db.insert(trainingUsers).values({
          trainingId: training!.id,
          companyUserId: person.companyUserId,
          passed: booking.passed,
          waitingSince: booking.waiting ? at(now, -2) : null,
        });
      }
      return { trainingTemplateId: template!.id };
    },
  };
}

type AssignmentState = {
  viewed?: boolean;
  signed?: boolean;
  /** Hours from now the signature stops counting. */
  expiresIn?: number;
  withdrawn?: boolean;
};
const assignmentStates: Record<string, AssignmentState | null> = {
  none: null,
  assigned: {},
  viewed: { viewed: true },
  "signed unread": { signed: true },
  signed: { viewed: true, signed: true },
  "signed, validity over": { viewed: true, signed: true, expiresIn: -1 },
  "signed, valid a day more": { viewed: true, signed: true, expiresIn: 24 },
  "withdrawn after signing": { viewed: true, signed: true, withdrawn: true },
  "withdrawn unread": { withdrawn: true },
};
/** The document's own expiry day, relative to the clock's day in Amsterdam. */
const expiryDays = { "no expiry": null, "expired yesterday": -1, "expires today": 0 } as const;

function documentVariant(
  mustSign: boolean,
  state: string,
  expiry: keyof typeof expiryDays,
  deleted: boolean,
  mediaId: string,
  amsterdamDay: (now: Date, days: number) => string,
): Variant {
  const assignment = assignmentStates[state];
  return {
    name: `document ${mustSign ? "to sign" : "to read"}, ${state}, ${expiry}${deleted ? ", deleted" : ""}`,
    kind: "document",
    async write(db, person, now) {
      const days = expiryDays[expiry];
      const [document] = await db
        .insert(documents)
        .values({
          companyId: person.companyId,
          title: "Huisregels",
          mediaId,
          pdfSha256: "0".repeat(64),
          mustSign,
          expiresOn: days === null ? null : amsterdamDay(now, days),
          deletedAt: deleted ? at(now, -1) : null,
        })
        .returning();
      if (assignment)
        await db.insert(documentAssignments).values({
          companyId: person.companyId,
          documentId: document!.id,
          companyUserId: person.companyUserId,
          viewedAt: assignment.viewed ? at(now, -3) : null,
          signedAt: assignment.signed ? at(now, -3) : null,
          expiredAt: assignment.expiresIn === undefined ? null : at(now, assignment.expiresIn),
          unassignedAt: assignment.withdrawn ? at(now, -1) : null,
        });
      return { documentId: document!.id };
    },
  };
}

/** Every variant of every kind: the documents' as the product of their settings. */
export async function stepVariants(
  db: Db,
  companyId: string,
  amsterdamDay: (now: Date, days: number) => string,
): Promise<Variant[]> {
  const [pdf] = await db
    .insert(media)
    .values({ companyId, type: "document", status: "ready", name: "huisregels.pdf" })
    .returning();
  const documentVariants = [true, false].flatMap((mustSign) =>
    Object.keys(assignmentStates).flatMap((state) =>
      (Object.keys(expiryDays) as (keyof typeof expiryDays)[]).flatMap((expiry) =>
        [false, true].map((deleted) =>
          documentVariant(mustSign, state, expiry, deleted, pdf!.id, amsterdamDay),
        ),
      ),
    ),
  );
  return [
    courseVariant("not enrolled", []),
    courseVariant("open", [{ status: "open", percentage: 0 }]),
    courseVariant("in progress", [{ status: "in-progress", percentage: 40 }]),
    courseVariant("done", [{ status: "done", percentage: 100 }]),
    courseVariant("done at 80%", [{ status: "done", percentage: 80 }]),
    courseVariant("done, deleted", [{ status: "done", percentage: 100, deleted: true }]),
    courseVariant("done as a preview", [{ status: "done", percentage: 100, preview: true }]),
    courseVariant("deleted done, active open", [
      { status: "done", percentage: 100, deleted: true },
      { status: "in-progress", percentage: 10 },
    ]),
    trainingVariant("not booked", []),
    trainingVariant("booked", [{ passed: null, completed: false }]),
    trainingVariant("passed on a draft list", [{ passed: true, completed: false }]),
    trainingVariant("passed on the completed list", [{ passed: true, completed: true }]),
    trainingVariant("not passed (absent)", [{ passed: false, completed: true }]),
    trainingVariant("waiting", [{ passed: null, completed: false, waiting: true }]),
    trainingVariant("passed while waiting", [{ passed: true, completed: true, waiting: true }]),
    trainingVariant("passed, training deleted", [{ passed: true, completed: true, deleted: true }]),
    trainingVariant("passed an older one, booked on a newer", [
      { passed: true, completed: true, firstDate: "2025-01-10" },
      { passed: null, completed: false, firstDate: "2026-05-01" },
    ]),
    ...documentVariants,
  ];
}
