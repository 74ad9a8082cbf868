import type { Db } from "../../platform/db/database";
import type { CourseMediaPresenter } from "../courses/course-media";
import type { AttemptSnapshots } from "./attempt-snapshots";
import type { FindStepLock } from "./step-lock";
import type { WalkModels } from "./walk-model";

/** What the routes (and the seed) give the enrollments use-cases: the database, the walk-model cache and the remembered attempts. */
export type EnrollmentDeps = {
  db: Db;
  models: WalkModels;
  /** The attempts this instance last wrote, so an answer can skip reading them (`recordProgress`). */
  snapshots?: AttemptSnapshots;
  /** Signs the links of a block's media per request: a walk model is cached longer than a link lives. */
  media?: Pick<CourseMediaPresenter, "images">;
  /** Refuses the walk-through of a path step that waits for the one before it. */
  stepLock?: FindStepLock;
};
