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
  /** Issues the certificate of a passed attempt whose course gives one. */
  coursePassed?: CoursePassed;
};

/**
 * Told after an attempt finished with a certificate earned and its write committed; certificates
 * implement it (they build on enrollments, so enrollments cannot import them). It must not
 * throw: the learner's answer is saved whatever happens to the certificate.
 */
export type CoursePassed = (attempt: {
  enrollmentId: string;
  attempt: number;
  origin: string | null;
}) => Promise<void>;
