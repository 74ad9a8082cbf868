/**
 * Spec section 4: open (assigned), in-progress (active), done (completed). Without schemas: the
 * learner's start page filters by it, and the installed app opens there (docs/performance.md).
 */
export const enrollmentStatuses = ["open", "in-progress", "done"] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];
