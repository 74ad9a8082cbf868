/** Query keys of the enrollments feature; everything under `all` is the learner's progress. */
export const enrollmentKeys = {
  all: ["enrollments"] as const,
  mine: (query: object) => ["enrollments", "mine", query] as const,
  one: (id: string) => ["enrollments", "one", id] as const,
  sections: (id: string) => ["enrollments", "sections", id] as const,
  blocks: (id: string, sectionId: string) => ["enrollments", "blocks", id, sectionId] as const,
  result: (id: string) => ["enrollments", "result", id] as const,
  /** The copy of the enrollment on this device, if any (offline/offline-copy.ts). */
  offlineCopy: (id: string) => ["enrollments", "offline-copy", id] as const,
  ofUser: (companyUserId: string, query: object) =>
    ["enrollments", "user", companyUserId, query] as const,
  followed: (companyUserId: string) => ["enrollments", "followed", companyUserId] as const,
  openLibrary: (query: object) => ["enrollments", "open-library", query] as const,
  openLibraryCourse: (courseId: string) => ["enrollments", "open-library", courseId] as const,
  assignable: (query: object) => ["enrollments", "assignable", query] as const,
  followers: (courseId: string) => ["enrollments", "followers", courseId] as const,
};
