import type { CourseGroupItemInput } from "@leerlijn/contracts/course-groups/course-groups.contract";
import { trainingTemplateContentSchema } from "@leerlijn/contracts/trainings/training-template.schema";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../platform/db/database";
import {
  courseGroupAssignments,
  courseGroups,
} from "../features/course-groups/course-groups.table";
import { today } from "../features/course-groups/path-assignments";
import { addDays } from "../features/course-groups/person-course-group";
import { saveCourseGroup } from "../features/course-groups/save-course-group";
import { documents } from "../features/documents/documents.table";
import type { EnrollmentDeps } from "../features/enrollments/enrollment-deps";
import { enrollInGroupCourses } from "../features/enrollments/group-enrollments";
import { createWalkModels } from "../features/enrollments/walk-model";
import { groupMembers, groups } from "../features/groups/groups.table";
import { saveGroup } from "../features/groups/save-group";
import { createTemplate } from "../features/trainings/training-templates";
import { companyByCode } from "./demo-company";
import { demoPeople, demoPersonEmail } from "./demo-people";
import { actorOf, liveCourseId, walk } from "./seed-demo-enrollments";

export const DEMO_PATH_NAME = "Nieuwe medewerker magazijn";
const GROUP_NAME = "Nieuwe medewerkers";

/** The path's course steps in order: days to finish each after the start, locked until the one before. */
const steps = [
  { course: "BHV basis", dueDays: 3, locked: false },
  { course: "Werkinstructie inpakstraat", dueDays: 7, locked: true },
  { course: "Brandveiligheid op de werkvloer", dueDays: 10, locked: true },
  { course: "Handhygiëne in 5 minuten", dueDays: 14, locked: false },
] as const;
/** After the courses: the code of conduct to sign (made by the documents seed). */
const DOCUMENT_TITLE = "Gedragscode";
/** Then the forklift practice, a training template the planner books new people on. */
const TRAINING_TEMPLATE = "Heftruck praktijk";

/**
 * Where the followers are, counted from the day of seeding: how many days ago they started and
 * which steps they walked (the share of each). Emre started three weeks ago and did nothing:
 * the one who is overdue. The demo learner did BHV before and half of the hygiene course (her
 * enrollments are reused): step 2 is next for her, step 3 waits for it. Whoever is not named starts on the day of seeding.
 */
const followers: { email: string; startedDaysAgo: number; walked: number[] }[] = [
  { email: "cursist@demo.example", startedDaysAgo: 2, walked: [] },
  { email: person("Dewi"), startedDaysAgo: 6, walked: [1, 1] },
  { email: person("Priya"), startedDaysAgo: 1, walked: [0.5] },
  { email: person("Emre"), startedDaysAgo: 21, walked: [] },
];

function person(firstName: string) {
  const found = demoPeople.find((candidate) => candidate.firstName === firstName);
  if (!found) throw new Error(`The demo has no ${firstName}`);
  return demoPersonEmail(found, "demo.example");
}

/**
 * The onboarding path "Nieuwe medewerker magazijn", linked to the group Nieuwe medewerkers (made
 * here if missing, with the demo learner in it), whose members are at different points. Once:
 * when the demo company has the path, it is left alone.
 */
export async function seedDemoOnboarding(db: Db): Promise<void> {
  const demo = await companyByCode(db, "demo");
  if (!demo) return;
  const [seeded] = await db
    .select({ id: courseGroups.id })
    .from(courseGroups)
    .where(and(eq(courseGroups.companyId, demo.id), eq(courseGroups.name, DEMO_PATH_NAME)));
  if (seeded) return;

  const leader = await actorOf(db, "groepsleider@demo.example", demo.id);
  const learner = await actorOf(db, "cursist@demo.example", demo.id);
  const [existing] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.companyId, demo.id), eq(groups.name, GROUP_NAME)));
  const groupId =
    existing?.id ??
    (await saveGroup({ db, enrollInGroupCourses }, demo, null, {
      name: GROUP_NAME,
      memberIds: [],
    }));
  await db
    .insert(groupMembers)
    .values({ groupId, companyUserId: learner.companyUserId ?? "" })
    .onConflictDoNothing();

  const deps: EnrollmentDeps = { db, models: createWalkModels(db) };
  const items: CourseGroupItemInput[] = [];
  const courseIds: string[] = [];
  for (const step of steps) {
    courseIds.push(await liveCourseId(db, step.course));
    items.push({
      type: "course",
      courseId: courseIds.at(-1)!,
      dueDays: step.dueDays,
      lockedUntilPreviousDone: step.locked,
    });
  }
  const [conduct] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, demo.id),
        eq(documents.title, DOCUMENT_TITLE),
        isNull(documents.deletedAt),
      ),
    );
  if (conduct)
    items.push({
      type: "document",
      documentId: conduct.id,
      dueDays: 14,
      lockedUntilPreviousDone: false,
    });
  items.push({
    type: "training",
    trainingTemplateId: await createTemplate(
      db,
      demo,
      leader.companyUserId,
      TRAINING_TEMPLATE,
      trainingTemplateContentSchema.parse({
        description: "<p>Rijden, heffen en stapelen op het terrein, met praktijkexamen.</p>",
      }),
    ),
    dueDays: 14,
    lockedUntilPreviousDone: false,
  });
  // Saving the path gives it to the group's learners, starting today.
  const pathId = await saveCourseGroup(deps, demo, leader, null, {
    name: DEMO_PATH_NAME,
    description:
      "Je eerste twee weken in het magazijn: eerst BHV, dan de inpakstraat, brandveiligheid en handhygiëne; je ondertekent de gedragscode en haalt je heftruckpraktijk.",
    imageMediaId: null,
    items,
    groupIds: [groupId],
  });

  const start = today();
  for (const follower of followers) {
    const actor = await actorOf(db, follower.email, demo.id);
    await db
      .update(courseGroupAssignments)
      .set({ startDate: addDays(start, -follower.startedDaysAgo) })
      .where(
        and(
          eq(courseGroupAssignments.courseGroupId, pathId),
          eq(courseGroupAssignments.companyUserId, actor.companyUserId ?? ""),
        ),
      );
    for (const [index, fraction] of follower.walked.entries())
      await walk(deps, actor, courseIds[index]!, { fraction, right: 1 });
  }
}
