import { and, eq, isNull, or } from "drizzle-orm";
import { companies } from "../companies/companies.table";
import { media } from "../media/media.table";
import type { MediaUsageCheck } from "../media/media-usage";
import { trainings } from "./trainings.table";

/**
 * A training's picture stays in the library while the training shows it. Only pictures of the
 * library the training's company sees count, like the courses' check.
 */
export const isMediaUsedByTrainings: MediaUsageCheck = async (db, mediaId) => {
  const [used] = await db
    .select({ id: trainings.id })
    .from(trainings)
    .innerJoin(companies, eq(companies.id, trainings.companyId))
    .innerJoin(
      media,
      and(
        eq(media.id, trainings.imageMediaId),
        or(eq(media.companyId, companies.id), eq(media.companyId, companies.parentCompanyId)),
      ),
    )
    .where(and(eq(trainings.imageMediaId, mediaId), isNull(trainings.deletedAt)))
    .limit(1);
  return used !== undefined;
};
