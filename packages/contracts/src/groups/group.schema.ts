import { z } from "zod";

export const groupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

export const groupMemberSchema = z.object({
  /** The membership (company user) id, as everywhere people are chosen. */
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(groupMemberSchema),
  createdAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;
