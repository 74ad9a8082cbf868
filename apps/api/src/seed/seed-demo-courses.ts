import type { BlockContent } from "@leerlijn/contracts/courses/block.schema";
import { createCourseBodySchema } from "@leerlijn/contracts/courses/courses.contract";
import { courseSettingsSchema } from "@leerlijn/contracts/courses/course-version.schema";
import {
  permissionsForRoles,
  PLATFORM_ADMIN_ROLE,
  type Role,
} from "@leerlijn/contracts/permissions";
import { count, eq } from "drizzle-orm";
import type { Actor } from "../platform/auth/actor";
import type { Db } from "../platform/db/database";
import { companies } from "../features/companies/companies.table";
import { createBlock } from "../features/courses/create-block";
import { createCourse } from "../features/courses/create-course";
import { createCourseVersion } from "../features/courses/create-course-version";
import { createSection } from "../features/courses/create-section";
import { deleteSection } from "../features/courses/delete-section";
import { courses } from "../features/courses/courses.table";
import { publishCourseVersion } from "../features/courses/publish-course-version";
import { decideReview } from "../features/courses/review-course-version";
import { updateCourseVersion } from "../features/courses/update-course-version";
import { users } from "../features/users/users.table";
import {
  coursePictureName,
  type DemoBlock,
  type DemoCourse,
  type DemoSection,
  demoCourses,
} from "./demo-courses";
import type { DemoLibrary } from "./seed-demo-media";

async function actorFor(db: Db, email: string, companyCode: string, role: Role): Promise<Actor> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.domainCode, companyCode));
  if (!user || !company) throw new Error(`Seeding courses needs ${email} in ${companyCode}`);
  return {
    userId: user.id,
    companyId: company.id,
    companyUserId: null,
    roles: [role],
    permissions: permissionsForRoles([role]),
    isPlatformAdmin: role === PLATFORM_ADMIN_ROLE,
    tokenHash: "",
  };
}

type Seeding = { db: Db; author: Actor; media: (name: string) => string | null };

/** A block's content with its seeded media item; without one (no ffmpeg) it stays unchosen. */
function contentOf(block: DemoBlock, media: Seeding["media"]): BlockContent {
  return "media" in block ? { ...block.content, mediaId: media(block.media) } : block;
}

/** Whether every media block of the course found its seeded item. */
function hasAllMedia(sections: readonly DemoSection[], media: Seeding["media"]): boolean {
  return sections.every(
    (section) =>
      (section.blocks ?? []).every((block) => !("media" in block) || media(block.media) !== null) &&
      hasAllMedia(section.children ?? [], media),
  );
}

async function addSections(
  { db, author, media }: Seeding,
  ids: { courseId: string; versionId: string },
  sections: readonly DemoSection[],
  parentSectionId: string | null,
) {
  for (const demo of sections) {
    const { section } = await createSection(db, author, ids, {
      sectionTypeKey: demo.type,
      title: demo.title,
      parentSectionId,
    });
    if (!section) throw new Error(`section ${demo.title} was not created`);
    for (const block of demo.blocks ?? [])
      await createBlock(
        db,
        author,
        { ...ids, sectionId: section.id },
        { content: contentOf(block, media) },
      );
    await addSections({ db, author, media }, ids, demo.children ?? [], section.id);
  }
}

/** Builds one demo course through the same use-cases the author tool calls. */
async function seedCourse(
  db: Db,
  { author, reviewer }: { author: Actor; reviewer: Actor },
  library: DemoLibrary,
  demo: DemoCourse,
) {
  const media = (name: string) => library(demo.company ?? "demo", name);
  const created = await createCourse(
    db,
    author,
    createCourseBodySchema.parse({
      courseTypeKey: demo.type,
      name: demo.name,
      description: demo.description,
      imageMediaId: media(coursePictureName(demo)),
      learningGoals: demo.learningGoals,
      testGoals: demo.testGoals ?? [],
    }),
  );
  const ids = { courseId: created.courseId, versionId: created.id };
  const starter = created.sections[0];
  // The demo brings its own structure instead of the starter section.
  if (starter) {
    await deleteSection(db, author, { ...ids, sectionId: starter.id });
  }
  await addSections({ db, author, media }, ids, demo.sections, null);
  const settings = courseSettingsSchema.parse({ ...created.settings, ...demo.settings });
  await updateCourseVersion(db, author, ids, {
    revision: created.revision,
    categorisation: { categories: demo.categories, estimatedMinutes: demo.estimatedMinutes },
    settings,
  });

  // Without its sample (no ffmpeg for the video) a course cannot be published: it stays a
  // concept that waits for its media.
  if (!hasAllMedia(demo.sections, media)) return;
  switch (demo.outcome) {
    case "concept":
      return;
    case "own":
      await publishCourseVersion(db, author, ids, "own");
      return;
    case "own-with-new-version":
      await publishCourseVersion(db, author, ids, "own");
      await createCourseVersion(db, author, ids.courseId);
      return;
    case "review":
      await publishCourseVersion(db, author, ids, "public");
      return;
    case "rejected":
      await publishCourseVersion(db, author, ids, "public");
      await decideReview(db, reviewer, ids, {
        decision: "reject",
        reason: demo.rejectionReason ?? "Nog niet klaar voor de open bibliotheek.",
      });
      return;
    case "public":
      await publishCourseVersion(db, author, ids, "public");
      await decideReview(db, reviewer, ids, { decision: "accept" });
  }
}

/**
 * The demo courses, once: skipped when the demo company has courses already. Their images and
 * media blocks show the seeded media of the library.
 */
export async function seedDemoCourses(db: Db, library: DemoLibrary): Promise<void> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.domainCode, "demo"));
  if (!company) return;
  const [existing] = await db
    .select({ total: count() })
    .from(courses)
    .where(eq(courses.companyId, company.id));
  if ((existing?.total ?? 0) > 0) return;

  const authors = {
    demo: await actorFor(db, "groepsleider@demo.example", "demo", "admin-group-leader"),
    zorg: await actorFor(db, "groepsleider@zorg.example", "zorg", "admin-group-leader"),
  };
  const reviewer = await actorFor(db, "beheer@leerlijn.example", "beheer", PLATFORM_ADMIN_ROLE);
  for (const demo of demoCourses) {
    await seedCourse(db, { author: authors[demo.company ?? "demo"], reviewer }, library, demo);
  }
}
