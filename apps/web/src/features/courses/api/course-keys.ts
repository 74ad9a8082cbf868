/** Query keys of the courses feature; mutations invalidate by these prefixes. */
export const courseKeys = {
  all: ["courses"] as const,
  list: (query: object) => ["courses", "list", query] as const,
  types: ["courses", "types"] as const,
  library: (query: object) => ["courses", "library", query] as const,
  libraryCourse: (courseId: string) => ["courses", "library", "course", courseId] as const,
  reviews: ["courses", "reviews"] as const,
};
