/** Every query about users starts with this key, so a change refreshes them all. */
export const usersQueryKey = ["users", "managed"] as const;
