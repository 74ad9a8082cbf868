import type { DocumentReminderState } from "@leerlijn/contracts/documents/document.schema";
import {
  documentStatus,
  needsSignature,
  type StatusInput,
  todayInAmsterdam,
} from "./document-status";

export type ReminderInput = StatusInput & {
  deactivated: boolean;
  email: string | null;
  lastRemindedAt: Date | null;
};

/**
 * Whether the person of an assignment can be reminded at `now`: only while there is something
 * to do (not yet read, or a signature asked for) and the person is active, only by mail, and
 * once per assignment per day in Europe/Amsterdam, so a button cannot flood someone's inbox.
 * The assignees list shows it and the reminder itself refuses with it, on the server's clock.
 */
export function reminderState(row: ReminderInput, now: Date): DocumentReminderState {
  const open = documentStatus(row, now) === "assigned" || needsSignature(row, now);
  if (!open || row.deactivated) return "nothing-to-do";
  if (!row.email) return "no-email";
  const today = todayInAmsterdam(now);
  if (row.lastRemindedAt && todayInAmsterdam(row.lastRemindedAt) === today) return "sent-today";
  return "possible";
}
