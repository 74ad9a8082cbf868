/** Query keys shared by more than one feature. */
export const currentUserQueryKey = ["users", "me"] as const;
