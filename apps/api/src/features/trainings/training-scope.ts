import type { Actor } from "../../platform/auth/actor";

const LEADER_ROLES = new Set(["admin-group-leader", "sub-admin-group-leader"]);

/**
 * Which of the company's trainings someone sees. Group leaders (and the platform admin) see all
 * of them; a trainer sees the trainings they give, register, stand in for or planned themselves
 * (issue 21: "a trainer sees the trainings they give"). Anything else is a 404 for them.
 */
export type TrainingScope = { companyId: string; onlyFor: string | null };

export function trainingScope(companyId: string, actor: Actor): TrainingScope {
  const seesAll = actor.isPlatformAdmin || actor.roles.some((role) => LEADER_ROLES.has(role));
  return { companyId, onlyFor: seesAll ? null : (actor.companyUserId ?? "none") };
}

/** Today in Europe/Amsterdam as yyyy-MM-dd: the day a training date counts as upcoming. */
const amsterdamDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" });
export const todayInAmsterdam = (now = new Date()): string => amsterdamDay.format(now);
