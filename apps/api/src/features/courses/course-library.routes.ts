import {
  getCourseLibraryCourse,
  listCourseLibrary,
} from "@leerlijn/contracts/courses/course-library.contract";
import {
  decideCourseReview,
  getCourseReview,
  listCourseReviews,
} from "@leerlijn/contracts/courses/reviews.contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { paginate } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import type { Storage } from "../../platform/storage/storage";
import { createCourseMediaPresenter } from "./course-media";
import { getCourseDetail, listCourseTiles } from "./course-library";
import { decideReview, getVersionForReview, listReviews } from "./review-course-version";

/**
 * Live courses for the educators who choose them, and the platform's review of public ones.
 * The learners' open library is served by the enrollments feature (it shows their progress).
 */
export function courseLibraryRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Db; storage: Storage },
): void {
  const media = createCourseMediaPresenter({ db, storage });
  registerContract(app, listCourseLibrary, async ({ actor, query, request }) => {
    const { items, total } = await listCourseTiles(
      db,
      { companyId: actor.companyId },
      {
        ...query,
        sort: "name",
        queryString: query.filter?.queryString,
        statuses: query.filter?.statuses,
        courseTypes: query.filter?.courseTypes,
      },
      media.images,
    );
    return paginate(items, total, { ...query, requestUrl: request.url });
  });
  registerContract(app, getCourseLibraryCourse, async ({ actor, params }) => ({
    data: await getCourseDetail(db, { companyId: actor.companyId }, params.courseId, media.images),
  }));

  registerContract(app, listCourseReviews, async ({ query, request }) => {
    const { items, total } = await listReviews(db, query.page, query.perPage);
    return paginate(items, total, { ...query, requestUrl: request.url });
  });
  registerContract(app, getCourseReview, async ({ actor, params }) => ({
    data: await media.version(await getVersionForReview(db, actor, params)),
  }));
  registerContract(app, decideCourseReview, async ({ actor, params, body }) => ({
    data: await decideReview(db, actor, params, body),
  }));
}
