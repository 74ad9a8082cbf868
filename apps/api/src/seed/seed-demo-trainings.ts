import {
  type CreateTrainingBody,
  createTrainingBodySchema,
} from "@leerlijn/contracts/trainings/trainings.contract";
import { saveAttendanceBodySchema } from "@leerlijn/contracts/trainings/attendance.schema";
import { trainingTemplateContentSchema } from "@leerlijn/contracts/trainings/training-template.schema";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../platform/db/database";
import type { Tenant } from "../platform/tenancy/tenant";
import { groupMembers, groups } from "../features/groups/groups.table";
import type { TrainingCertificates } from "../features/trainings/training-certificates";
import { saveAttendance } from "../features/trainings/save-attendance";
import { saveTraining } from "../features/trainings/save-training";
import { createTemplate } from "../features/trainings/training-templates";
import { todayInAmsterdam } from "../features/trainings/training-scope";
import { trainings, trainingUsers } from "../features/trainings/trainings.table";
import { companyUsers, users } from "../features/users/users.table";
import { companyByCode } from "./demo-company";

type Place = CreateTrainingBody["location"];

const utrecht: Place = {
  establishmentName: "Zaal De Linde",
  street: "Oudegracht",
  number: "12",
  numberSuffix: "a",
  postalCode: "3511 AB",
  city: "Utrecht",
};
const magazijn: Place = {
  establishmentName: "Magazijn Nieuwegein, kantine",
  street: "Ravenswade",
  number: "54",
  postalCode: "3439 LD",
  city: "Nieuwegein",
};
const zorgLocatie: Place = {
  establishmentName: "Zorgcentrum De Wilgen, leslokaal",
  street: "Wilhelminapark",
  number: "8",
  postalCode: "3581 NC",
  city: "Utrecht",
};

/** A day counted from today in Amsterdam, so the demo always has past and coming trainings. */
function dayFrom(days: number): string {
  const date = new Date(`${todayInAmsterdam()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const day = (days: number, timeFrom = "09:00", timeTo = "12:30") => ({
  date: dayFrom(days),
  timeFrom,
  timeTo,
});

async function membersByEmail(db: Db, companyId: string, emails: readonly string[]) {
  const rows = await db
    .select({ id: companyUsers.id, email: users.email })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(companyUsers.companyId, companyId), inArray(users.email, [...emails])));
  return (email: string) => {
    const found = rows.find((row) => row.email === email);
    if (!found) throw new Error(`Seeding trainings needs ${email}`);
    return found.id;
  };
}

async function groupId(db: Db, companyId: string, name: string): Promise<string | null> {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.companyId, companyId), eq(groups.name, name)));
  return row?.id ?? null;
}

async function groupMemberIds(db: Db, id: string | null): Promise<string[]> {
  if (!id) return [];
  const rows = await db
    .select({ id: groupMembers.companyUserId })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, id));
  return rows.map((row) => row.id);
}

type Planner = {
  db: Db;
  tenant: Tenant;
  actorId: string;
  publicOrigin: string;
};

/** Plans a training through the same use-case as the wizard's save. */
async function plan(planner: Planner, body: CreateTrainingBody): Promise<string> {
  const scope = { companyId: planner.tenant.id, onlyFor: null };
  return saveTraining(
    planner.db,
    { ...planner, scope, promoted: [] },
    null,
    createTrainingBodySchema.parse(body),
  );
}

/**
 * Fills in a date's list as a trainer would at the door: everyone present except the
 * exceptions given (by position in the list by name), each with a remark.
 */
async function markAttendance(
  planner: Planner,
  trainingId: string,
  dateIndex: number,
  options: {
    final: boolean;
    absent?: number[];
    partly?: number[];
    judge?: boolean;
  },
) {
  const db = planner.db;
  const [training] = await db.select().from(trainings).where(eq(trainings.id, trainingId));
  const dates = training?.calendarSnapshot?.dates ?? [];
  const date = dates[dateIndex];
  if (!date) return;
  // By name: people added together share their creation time, and an order by id would make
  // a different person absent on every fresh demo.
  const placed = await db
    .select({ id: trainingUsers.id, waitingSince: trainingUsers.waitingSince })
    .from(trainingUsers)
    .innerJoin(companyUsers, eq(companyUsers.id, trainingUsers.companyUserId))
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(trainingUsers.trainingId, trainingId))
    .orderBy(users.lastName, users.firstName, trainingUsers.id);
  const rows = placed
    .filter((row) => row.waitingSince === null)
    .map((row, index) => {
      const absent = options.absent?.includes(index) ?? false;
      const partly = options.partly?.includes(index) ?? false;
      return {
        trainingUserId: row.id,
        isPresent: !absent && !partly,
        isPartiallyPresent: partly,
        remarks: absent ? "Ziek gemeld" : partly ? "Om 11:00 weg voor een klant" : "",
        ...(options.judge ? { passed: !absent, workUnderSupervision: partly } : {}),
      };
    });
  await saveAttendance(
    { db, certificates: noCertificates },
    { companyId: planner.tenant.id, onlyFor: null },
    { id: planner.actorId, origin: "" },
    { trainingId, dateId: date.id },
    saveAttendanceBodySchema.parse({ participants: rows, saveTemporarily: !options.final }),
  );
}

/** The demo's lists issue no certificates through the job queue (there is none while seeding). */
const noCertificates: TrainingCertificates = {
  outcomesSaved: () => Promise.resolve(),
  attendanceSaved: () => Promise.resolve(),
  ofParticipants: () => Promise.resolve(new Map()),
  statusOf: () => Promise.resolve(new Map()),
  ofCourses: () => Promise.resolve([]),
};

async function hasTrainings(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(trainings)
    .where(eq(trainings.companyId, companyId));
  return (row?.total ?? 0) > 0;
}

/**
 * Trainings in every state for the demo company and the care company: past ones with their
 * attendance filled in (final and a draft), coming ones whose invitations the job runners send
 * on start, one full with a waiting list, and a template to plan the next one from. Planned
 * through the same use-cases as the API; seeded once per company.
 */
export async function seedDemoTrainings(db: Db, origin: (host: string) => string): Promise<void> {
  await seedDemoCompanyTrainings(db, origin("localhost"));
  await seedZorgTrainings(db, origin("zorg.localhost"));
}

async function seedDemoCompanyTrainings(db: Db, publicOrigin: string) {
  const tenant = await companyByCode(db, "demo");
  if (!tenant || (await hasTrainings(db, tenant.id))) return;
  const person = await membersByEmail(db, tenant.id, [
    "groepsleider@demo.example",
    "trainer@demo.example",
    "cursist@demo.example",
    "deelnemer@demo.example",
  ]);
  const leader = person("groepsleider@demo.example");
  const trainer = person("trainer@demo.example");
  const learners = [person("cursist@demo.example"), person("deelnemer@demo.example")];
  const planner: Planner = { db, tenant, actorId: leader, publicOrigin };
  const warehouse = await groupId(db, tenant.id, "Magazijn");
  const office = await groupId(db, tenant.id, "Kantoor");
  const warehousePeople = await groupMemberIds(db, warehouse);

  const staff = { instructorIds: [trainer], registrarId: trainer, registrarManagerIds: [leader] };
  const bhvTemplate = await createTemplate(
    db,
    tenant,
    leader,
    "BHV herhaling (jaarlijks)",
    trainingTemplateContentSchema.parse({
      description: "<p>Jaarlijkse herhaling voor bedrijfshulpverleners.</p>",
      location: utrecht,
      ...staff,
      settings: { inviteParticipants: true, daysBeforeInvite: 14, generateCertificates: true },
      slots: [
        { timeFrom: "09:00", timeTo: "12:30" },
        { timeFrom: "13:00", timeTo: "16:30" },
      ],
    }),
  );
  const bhv = await plan(planner, {
    name: "BHV herhaling",
    description:
      "<p>Jaarlijkse herhaling voor bedrijfshulpverleners: <b>blussen</b>, ontruimen en eerste hulp.</p>",
    location: utrecht,
    dates: [day(-40), day(-33, "13:00", "16:30")],
    ...staff,
    settings: {
      inviteParticipants: true,
      daysBeforeInvite: 14,
      generateCertificates: true,
      templateId: bhvTemplate,
    },
    participants: { companyUserIds: learners, groupIds: office ? [office] : [] },
  });
  await markAttendance(planner, bhv, 0, { final: true, partly: [2] });
  await markAttendance(planner, bhv, 1, { final: true, absent: [3], judge: true });

  const forklift = await plan(planner, {
    name: "Heftruck praktijk",
    description: "<p>Rijden, heffen en stapelen op het terrein, met praktijkexamen.</p>",
    location: magazijn,
    dates: [day(-6, "08:00", "16:00")],
    ...staff,
    settings: { attendanceList: true },
    participants: { companyUserIds: [], groupIds: warehouse ? [warehouse] : [] },
  });
  // The trainer began at the door and has not finished the list yet.
  await markAttendance(planner, forklift, 0, { final: false, absent: [1] });

  await plan(planner, {
    name: "EHBO basis",
    description: "<p>Reanimatie, AED en kleine ongevallen op de werkvloer.</p>",
    location: utrecht,
    dates: [day(6), day(13)],
    ...staff,
    settings: { inviteParticipants: true, daysBeforeInvite: 14 },
    participants: { companyUserIds: learners, groupIds: office ? [office] : [] },
  });

  await plan(planner, {
    name: "Veilig tillen in het magazijn",
    description: "<p>Tilinstructie met oefeningen. Maximaal zes deelnemers per groep.</p>",
    location: magazijn,
    capacity: 6,
    dates: [day(20, "13:00", "15:00")],
    ...staff,
    settings: { inviteParticipants: true, daysBeforeInvite: 7 },
    // Eight people for six places: the last two wait, in this order.
    participants: {
      companyUserIds: [...warehousePeople.slice(0, 6), ...learners],
      groupIds: [],
    },
  });

  // The next session of the yearly BHV, planned as its recertification: whoever's BHV
  // certificate reaches its reminder date is booked on it by the reminder sweep.
  await plan(planner, {
    name: "BHV herhaling (hercertificering)",
    description:
      "<p>Hercertificering voor bedrijfshulpverleners van wie het certificaat binnenkort verloopt.</p>",
    location: utrecht,
    capacity: 12,
    dates: [day(27), day(27, "13:00", "16:30")],
    ...staff,
    settings: {
      inviteParticipants: true,
      daysBeforeInvite: 30,
      generateCertificates: true,
      recertifiesTemplateId: bhvTemplate,
    },
    participants: { companyUserIds: [], groupIds: [] },
  });
}

async function seedZorgTrainings(db: Db, publicOrigin: string) {
  const tenant = await companyByCode(db, "zorg");
  if (!tenant || (await hasTrainings(db, tenant.id))) return;
  const person = await membersByEmail(db, tenant.id, [
    "groepsleider@zorg.example",
    "cursist@zorg.example",
  ]);
  const leader = person("groepsleider@zorg.example");
  const learner = person("cursist@zorg.example");
  const planner: Planner = { db, tenant, actorId: leader, publicOrigin };
  const staff = { instructorIds: [leader], registrarId: leader };
  const medication = await plan(planner, {
    name: "Medicatie veilig toedienen",
    description: "<p>Dubbele controle, aftekenlijsten en wat te doen bij een fout.</p>",
    location: zorgLocatie,
    dates: [day(-20, "14:00", "17:00")],
    ...staff,
    settings: { generateCertificates: true },
    participants: { companyUserIds: [learner], groupIds: [] },
  });
  await markAttendance(planner, medication, 0, { final: true, judge: true });
  await plan(planner, {
    name: "Tillen en transfers",
    description: "<p>Veilig verplaatsen van cliënten met en zonder tillift.</p>",
    location: zorgLocatie,
    dates: [day(9, "10:00", "12:00")],
    ...staff,
    settings: { inviteParticipants: true, daysBeforeInvite: 14 },
    participants: { companyUserIds: [learner], groupIds: [] },
  });
  await createTemplate(
    db,
    tenant,
    leader,
    "Medicatie veilig toedienen",
    trainingTemplateContentSchema.parse({
      description: "<p>Dubbele controle, aftekenlijsten en wat te doen bij een fout.</p>",
      location: zorgLocatie,
      ...staff,
      slots: [{ timeFrom: "14:00", timeTo: "17:00" }],
    }),
  );
}
