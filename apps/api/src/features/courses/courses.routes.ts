import {
  copyCourseVersion as copyCourseVersionContract,
  createCourse as createCourseContract,
  deleteCourse as deleteCourseContract,
  getCourse as getCourseContract,
  listCourses as listCoursesContract,
} from "@leerlijn/contracts/courses/courses.contract";
import {
  createCourseVersion as createCourseVersionContract,
  deleteCourseVersion as deleteCourseVersionContract,
  getCourseVersion as getCourseVersionContract,
  getVersionHasBlocks,
  publishCourseVersion as publishCourseVersionContract,
  updateCourseVersion as updateCourseVersionContract,
} from "@leerlijn/contracts/courses/course-versions.contract";
import { courseTypes } from "@leerlijn/contracts/courses/course-types";
import { getCourseTypes } from "@leerlijn/contracts/courses/course-types.contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import type { Tenant } from "../../platform/tenancy/tenant";
import { notFound } from "../../platform/http/app-error";
import { paginate } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import type { Storage } from "../../platform/storage/storage";
import { createCourseMediaPresenter, requireMediaChoice } from "./course-media";
import { countBlocks } from "./course-content.repository";
import { copyCourseVersion } from "./copy-course-version";
import { createCourse } from "./create-course";
import { createCourseVersion } from "./create-course-version";
import { deleteCourse, deleteCourseVersion } from "./delete-course";
import { getCourse, listCourses } from "./list-courses";
import { publishCourseVersion } from "./publish-course-version";
import { updateCourseVersion } from "./update-course-version";
import { requireVersion } from "./version-access";
import { loadVersionContent } from "./version-content";

/** The author tool: courses, their versions and the way to publication. */
export function coursesRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Db; storage: Storage },
): void {
  const media = createCourseMediaPresenter({ db, storage });
  const requireImage = async (tenant: Tenant, imageMediaId: string | null, field: string) => {
    if (imageMediaId)
      await requireMediaChoice(db, tenant, { mediaId: imageMediaId, type: "image" }, field);
  };
  registerContract(app, getCourseTypes, () => Promise.resolve({ data: [...courseTypes] }));

  registerContract(app, listCoursesContract, async ({ actor, query, request }) => {
    const { items, total } = await listCourses(db, actor.companyId, query, media.images);
    return paginate(items, total, { ...query, requestUrl: request.url });
  });

  registerContract(app, createCourseContract, async ({ tenant, actor, body }) => {
    await requireImage(tenant, body.imageMediaId, "image_media_id");
    return { data: await media.version(await createCourse(db, actor, body)) };
  });

  registerContract(app, getCourseContract, async ({ actor, params }) => {
    const course = await getCourse(db, actor.companyId, params.courseId, media.images);
    if (!course) throw notFound();
    return { data: course };
  });

  registerContract(app, deleteCourseContract, async ({ actor, params }) => {
    await deleteCourse(db, actor, params.courseId);
  });

  registerContract(app, copyCourseVersionContract, async ({ actor, params }) => ({
    data: await copyCourseVersion(db, actor, params, media.images),
  }));

  registerContract(app, getCourseVersionContract, async ({ actor, params }) => {
    const version = await requireVersion(db, actor.companyId, params.courseId, params.versionId);
    return { data: await media.version(await loadVersionContent(db, version)) };
  });

  registerContract(app, updateCourseVersionContract, async ({ tenant, actor, params, body }) => {
    if (body.general)
      await requireImage(tenant, body.general.imageMediaId, "general.image_media_id");
    return { data: await media.version(await updateCourseVersion(db, actor, params, body)) };
  });

  registerContract(app, createCourseVersionContract, async ({ actor, params }) => ({
    data: await media.version(await createCourseVersion(db, actor, params.courseId)),
  }));

  registerContract(app, deleteCourseVersionContract, async ({ actor, params }) => {
    await deleteCourseVersion(db, actor, params);
  });

  registerContract(app, publishCourseVersionContract, async ({ actor, params, body }) => ({
    data: await publishCourseVersion(db, actor, params, body.target),
  }));

  registerContract(app, getVersionHasBlocks, async ({ actor, params }) => {
    const version = await requireVersion(db, actor.companyId, params.courseId, params.versionId);
    const blockCount = await countBlocks(db, version.id);
    return { data: { hasBlocks: blockCount > 0, blockCount } };
  });
}
