import { and, eq, or } from "drizzle-orm";
import { companies } from "../companies/companies.table";
import { media } from "../media/media.table";
import type { MediaUsageCheck } from "../media/media-usage";
import { courseGroups } from "./course-groups.table";

/** A path's picture stays in the library while the path shows it, like a training's. */
export const isMediaUsedByCourseGroups: MediaUsageCheck = async (db, mediaId) => {
  const [used] = await db
    .select({ id: courseGroups.id })
    .from(courseGroups)
    .innerJoin(companies, eq(companies.id, courseGroups.companyId))
    .innerJoin(
      media,
      and(
        eq(media.id, courseGroups.imageMediaId),
        or(eq(media.companyId, companies.id), eq(media.companyId, companies.parentCompanyId)),
      ),
    )
    .where(eq(courseGroups.imageMediaId, mediaId))
    .limit(1);
  return used !== undefined;
};
