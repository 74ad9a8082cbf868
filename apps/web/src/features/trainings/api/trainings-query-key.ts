/**
 * The root of every trainings query's key, in a module of its own: the learner's start page
 * invalidates under it without loading the educator's trainings calls (docs/performance.md).
 */
export const trainingsQueryKey = ["trainings"] as const;
