import {
  assignCourse as assignCourseContract,
  listAssignableCourses,
  listCourseFollowers as listCourseFollowersContract,
  listUserEnrollments as listUserEnrollmentsContract,
} from "@leerlijn/contracts/enrollments/assignments.contract";
import {
  deleteEnrollment as deleteEnrollmentContract,
  getEnrollment,
  getEnrollmentResult as getEnrollmentResultContract,
  listMyEnrollments as listMyEnrollmentsContract,
  reassignEnrollment as reassignEnrollmentContract,
  startEnrollment,
} from "@leerlijn/contracts/enrollments/enrollments.contract";
import {
  enrollInPublicCourse,
  getPublicCourse,
  listPublicCourses,
} from "@leerlijn/contracts/enrollments/open-library.contract";
import {
  previewCourseVersion as previewCourseVersionContract,
  previewLibraryCourse as previewLibraryCourseContract,
} from "@leerlijn/contracts/enrollments/preview.contract";
import {
  listEnrollmentBlocks,
  listEnrollmentSections,
  recordProgress as recordProgressContract,
} from "@leerlijn/contracts/enrollments/walk-through.contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { paginate } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import { listCourseTiles } from "../courses/course-library";
import { assignCourse } from "./assign-course";
import { listCourseFollowers } from "./course-followers";
import { enrollInOpenLibrary } from "./enroll-in-open-library";
import { browseOpenLibrary, getOpenLibraryCourse } from "./open-library";
import { getEnrollmentResult } from "./enrollment-result";
import { listMyEnrollments, listUserEnrollments } from "./list-enrollments";
import { deleteEnrollment, reassignEnrollment } from "./manage-enrollment";
import { previewCourseVersion, previewLibraryCourse } from "./preview-course";
import type { Storage } from "../../platform/storage/storage";
import { createCourseMediaPresenter } from "../courses/course-media";
import { recordProgress } from "./record-progress";
import { createAttemptSnapshots } from "./attempt-snapshots";
import { createWalkModels } from "./walk-model";
import type { FindStepLock } from "./step-lock";
import type { CoursePassed } from "./enrollment-deps";
import { publicOrigin, requestOrigin } from "../../platform/tenancy/public-origin";
import { getOwnEnrollment, listBlocks, listSections, startOwnEnrollment } from "./walk-through";

/** Assignments, the learner's enrollments and walk-through, results and previews. */
export function enrollmentsRoutes(
  app: FastifyInstance,
  {
    db,
    storage,
    stepLock,
    coursePassed,
  }: { db: Db; storage: Storage; stepLock?: FindStepLock; coursePassed?: CoursePassed },
): void {
  const deps = {
    db,
    stepLock,
    coursePassed,
    models: createWalkModels(db),
    snapshots: createAttemptSnapshots(),
    media: createCourseMediaPresenter({ db, storage }),
  };

  registerContract(app, assignCourseContract, async ({ actor, tenant, params, body }) => ({
    data: await assignCourse(deps, actor, tenant, params.courseId, body),
  }));
  registerContract(app, listCourseFollowersContract, async ({ actor, tenant, params }) => ({
    data: await listCourseFollowers(db, actor, tenant, params.courseId),
  }));
  registerContract(app, listAssignableCourses, async ({ actor, query, request }) => {
    const { items, total } = await listCourseTiles(
      db,
      { companyId: actor.companyId },
      { ...query, sort: "name", queryString: query.filter?.queryString },
      deps.media.images,
    );
    return paginate(items, total, { ...query, requestUrl: request.url });
  });
  registerContract(app, listUserEnrollmentsContract, async (context) => {
    const { actor, tenant, params, query, request } = context;
    const { items, total, learner } = await listUserEnrollments(deps, actor, tenant, params.id, {
      ...query,
      ...query.filter,
    });
    return { ...paginate(items, total, { ...query, requestUrl: request.url }), learner };
  });
  registerContract(app, reassignEnrollmentContract, async ({ actor, tenant, params }) => ({
    data: await reassignEnrollment(deps, actor, tenant, params.enrollmentId),
  }));
  registerContract(app, deleteEnrollmentContract, async ({ actor, tenant, params }) => {
    await deleteEnrollment(deps, actor, tenant, params.enrollmentId);
  });

  registerContract(app, listMyEnrollmentsContract, async ({ actor, query, request }) => {
    const { items, total, counts } = await listMyEnrollments(deps, actor, {
      ...query,
      status: query.filter?.status,
    });
    return { ...paginate(items, total, { ...query, requestUrl: request.url }), counts };
  });
  registerContract(app, getEnrollment, async ({ actor, params }) => ({
    data: await getOwnEnrollment(deps, actor, params.enrollmentId),
  }));
  registerContract(app, startEnrollment, async ({ actor, params }) => ({
    data: await startOwnEnrollment(deps, actor, params.enrollmentId),
  }));
  registerContract(app, getEnrollmentResultContract, async ({ actor, tenant, params }) => ({
    data: await getEnrollmentResult(deps, actor, tenant, params.enrollmentId),
  }));
  registerContract(app, listEnrollmentSections, async ({ actor, params }) => ({
    data: await listSections(deps, actor, params.enrollmentId),
  }));
  registerContract(app, listEnrollmentBlocks, async ({ actor, params }) => ({
    data: await listBlocks(deps, actor, params),
  }));
  registerContract(app, recordProgressContract, async ({ actor, params, body, request }) => ({
    data: await recordProgress(deps, actor, params, body, {
      origin: publicOrigin(requestOrigin(request)),
    }),
  }));

  registerContract(app, listPublicCourses, async ({ actor, query, request }) => {
    const { items, total } = await browseOpenLibrary(
      db,
      actor,
      { ...query, ...query.filter },
      deps.media.images,
    );
    return paginate(items, total, { ...query, requestUrl: request.url });
  });
  registerContract(app, getPublicCourse, async ({ actor, params }) => ({
    data: await getOpenLibraryCourse(db, actor, params.courseId, deps.media.images),
  }));
  registerContract(app, enrollInPublicCourse, async ({ actor, params }) => ({
    data: await enrollInOpenLibrary(deps, actor, params.courseId),
  }));
  registerContract(app, previewCourseVersionContract, async ({ actor, params }) => ({
    data: await previewCourseVersion(deps, actor, params),
  }));
  registerContract(app, previewLibraryCourseContract, async ({ actor, params }) => ({
    data: await previewLibraryCourse(deps, actor, params.courseId),
  }));
}
