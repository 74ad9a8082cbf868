import type { Db } from "../../platform/db/database";
import type { CourseMediaPresenter } from "../courses/course-media";
import type { WalkModels } from "./walk-model";

/** What the routes (and the seed) give the enrollments use-cases: the database and the walk-model cache. */
export type EnrollmentDeps = {
  db: Db;
  models: WalkModels;
  /** Signs the links of a block's media per request: a walk model is cached longer than a link lives. */
  media?: Pick<CourseMediaPresenter, "images">;
};
