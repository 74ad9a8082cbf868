import { can } from "@leerlijn/contracts/permissions";
import type { Actor } from "../../platform/auth/actor";

/**
 * Which of the company's trainings someone sees. Whoever holds educator.trainings.all (group leaders
 * and the platform admin) sees all of them; a trainer sees the trainings they give, register, stand in for or planned themselves
 * (issue 21: "a trainer sees the trainings they give"). Anything else is a 404 for them.
 */
export type TrainingScope = { companyId: string; onlyFor: string | null };

export function trainingScope(companyId: string, actor: Actor): TrainingScope {
  const seesAll = can(actor, "educator.trainings.all");
  return { companyId, onlyFor: seesAll ? null : (actor.companyUserId ?? "none") };
}

/** Today in Europe/Amsterdam as yyyy-MM-dd: the day a training date counts as upcoming. */
const amsterdamDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" });
export const todayInAmsterdam = (now = new Date()): string => amsterdamDay.format(now);
