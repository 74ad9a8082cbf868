/**
 * Statuses of a course version (spec section 4). `reviewed` and `accepted` are part of the
 * vocabulary other systems send; this product moves a version from review straight to
 * publicly-published (accepted) or rejected.
 */
export const courseStatuses = [
  "concept",
  "review",
  "reviewed",
  "published",
  "accepted",
  "rejected",
  "publicly-published",
] as const;
export type CourseStatus = (typeof courseStatuses)[number];

/** Versions learners can be enrolled in. */
export const liveStatuses = [
  "published",
  "publicly-published",
] as const satisfies readonly CourseStatus[];

/**
 * What an author may change in a version of this status: everything (concept, rejected), only
 * texts and images (published in the own library: score items and structure are frozen while
 * learners follow it), or nothing (in review, or reviewed and in the open library).
 */
export type EditMode = "full" | "text-only" | "none";

export function editModeOf(status: CourseStatus): EditMode {
  switch (status) {
    case "concept":
    case "rejected":
      return "full";
    case "published":
      return "text-only";
    case "review":
    case "reviewed":
    case "accepted":
    case "publicly-published":
      return "none";
  }
}

export const publicationTargets = ["own", "public"] as const;
export type PublicationTarget = (typeof publicationTargets)[number];
