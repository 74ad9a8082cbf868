import type { FieldErrors } from "@leerlijn/contracts/errors";
import {
  type Categorisation,
  courseMessages,
  type CourseSettings,
  type CourseVersion,
  type GeneralInfo,
  MIN_TEST_GOALS,
} from "@leerlijn/contracts/courses/course-version.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { conflict, validationFailed } from "../../platform/http/app-error";
import { type ScopedVersion, updateVersion, type VersionFields } from "./courses.repository";
import { editRefusals, requireEditMode, requireVersion } from "./version-access";
import { loadVersionContent } from "./version-content";

export type VersionChanges = {
  revision: number;
  general?: GeneralInfo | undefined;
  categorisation?: Categorisation | undefined;
  settings?: CourseSettings | undefined;
};

/** Rules that depend on the course type, which the request body does not carry. */
function typeRules(version: ScopedVersion, changes: VersionChanges): FieldErrors {
  const errors: FieldErrors = {};
  if (version.courseTypeKey !== "test") return errors;
  if (changes.general && changes.general.testGoals.length < MIN_TEST_GOALS)
    errors["general.test_goals"] = [courseMessages.tooFewTestGoals];
  if (changes.settings?.checkAnswerMode)
    errors["settings.check_answer_mode"] = [courseMessages.checkAnswerInTest];
  if (changes.settings?.scoringMethod === "none")
    errors["settings.scoring_method"] = [courseMessages.testNeedsScoring];
  return errors;
}

const settingsFields = (settings: CourseSettings): VersionFields => ({
  scoringMethod: settings.scoringMethod,
  passPercentage: settings.passPercentage,
  timeLimitMinutes: settings.timeLimitMinutes,
  checkAnswerMode: settings.checkAnswerMode,
  isAvailableForAllStudentsOfThisDomain: settings.isAvailableForAllStudentsOfThisDomain,
  issuesCertificate: settings.issuesCertificate,
  certificateValidityMonths: settings.certificateValidityMonths,
});

/**
 * Learners of a published version keep its scoring and the way they take it, and what passing
 * it earns them: a certificate and its validity are part of the version too.
 */
function settingsChanged(version: ScopedVersion, settings: CourseSettings): boolean {
  const next = settingsFields(settings);
  return (Object.keys(next) as (keyof VersionFields)[]).some((key) => next[key] !== version[key]);
}

/** Saves the general information, categorisation or settings of a version. */
export async function updateCourseVersion(
  db: Db,
  actor: Actor,
  ids: { courseId: string; versionId: string },
  changes: VersionChanges,
): Promise<CourseVersion> {
  const saved = await db.transaction(async (tx) => {
    const version = await requireVersion(tx, actor.companyId, ids.courseId, ids.versionId, {
      forUpdate: true,
    });
    requireEditMode(version, "text-only");
    if (changes.settings && version.status !== "concept" && version.status !== "rejected") {
      if (settingsChanged(version, changes.settings)) throw conflict(editRefusals.scoreItems);
    }
    const errors = typeRules(version, changes);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    if (version.revision !== changes.revision) throw conflict(editRefusals.staleVersion);

    const fields: VersionFields = { revision: version.revision + 1 };
    if (changes.general) {
      Object.assign(fields, changes.general, {
        testGoals: version.courseTypeKey === "test" ? changes.general.testGoals : [],
      });
    }
    if (changes.categorisation) Object.assign(fields, changes.categorisation);
    if (changes.settings) Object.assign(fields, settingsFields(changes.settings));
    const row = await updateVersion(tx, version.id, fields);
    return { ...version, ...row };
  });
  return loadVersionContent(db, saved);
}
