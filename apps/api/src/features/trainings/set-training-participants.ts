import type { Db } from "../../platform/db/database";
import { validationFailed } from "../../platform/http/app-error";
import { membershipsOfCompany } from "../groups/groups.repository";
import { queueLeaverCancellations } from "./invitations/calendar-changes";
import { refuseRemovingAttended } from "./attendance-rules";
import {
  fillFreePlaces,
  groupsWithMembers,
  lockTrainingPlaces,
  replaceParticipants,
} from "./training-people.repository";

export const MAX_TRAINING_PARTICIPANTS = 5_000;
export const UNKNOWN_PARTICIPANTS =
  "Een of meer gekozen personen horen niet (meer) bij deze omgeving.";
export const UNKNOWN_GROUPS = "Een of meer gekozen groepen horen niet (meer) bij deze omgeving.";
export const TOO_MANY_PARTICIPANTS = `Een training heeft maximaal ${MAX_TRAINING_PARTICIPANTS} deelnemers.`;

export type ParticipantsInput = { companyUserIds: string[]; groupIds: string[] };

/**
 * Sets who takes part: these people and the members the chosen groups have now. Decision (issue
 * 21): a group is a way to pick people, not a subscription; someone who joins the group later
 * is not added to its trainings, and someone who leaves it stays a participant, because a
 * participant's invitation and attendance should not change behind the planner's back.
 *
 * With a capacity, people past it go on the waiting list: those already there keep their place
 * or their turn, newcomers queue in the order sent (people chosen one by one first, then the
 * groups' members, group by group). A place freed by someone removed goes to the first waiting
 * at once. Returns who moved from the waiting list to a place, to be told after the commit.
 * Runs inside the caller's transaction, after the training was found in the caller's scope.
 */
export async function setTrainingParticipants(
  db: Db,
  companyId: string,
  trainingId: string,
  input: ParticipantsInput,
): Promise<string[]> {
  const direct = [...new Set(input.companyUserIds)];
  const groupIds = [...new Set(input.groupIds)];
  const known = await membershipsOfCompany(db, companyId, direct);
  if (known.size !== direct.length)
    throw validationFailed({ company_user_ids: [UNKNOWN_PARTICIPANTS] });
  const { found, members } = await groupsWithMembers(db, companyId, groupIds);
  if (found.size !== groupIds.length) throw validationFailed({ group_ids: [UNKNOWN_GROUPS] });

  const wanted = new Map<string, string | null>();
  for (const id of direct) wanted.set(id, null);
  const groupOrder = new Map(groupIds.map((id, index) => [id, index]));
  const byGroupOrder = [...members].sort(
    (a, b) =>
      groupOrder.get(a.groupId)! - groupOrder.get(b.groupId)! ||
      a.companyUserId.localeCompare(b.companyUserId),
  );
  for (const member of byGroupOrder)
    if (!wanted.has(member.companyUserId)) wanted.set(member.companyUserId, member.groupId);
  if (wanted.size > MAX_TRAINING_PARTICIPANTS)
    throw validationFailed({ company_user_ids: [TOO_MANY_PARTICIPANTS] });
  const places = await lockTrainingPlaces(db, trainingId);
  const capacity = places?.capacity ?? null;
  await refuseRemovingAttended(db, trainingId, [...wanted.keys()]);
  await queueLeaverCancellations(db, trainingId, [...wanted.keys()]);
  const waitingBefore = await replaceParticipants(db, trainingId, wanted, {
    waitingList: capacity !== null,
  });
  const placed = await fillFreePlaces(db, trainingId, capacity);
  return placed.filter((id) => waitingBefore.has(id));
}

/**
 * After the capacity changed: a raised (or removed) capacity gives the new places to the first
 * waiting at once; a lowered one takes no place back. Returns who got a place.
 */
export async function fillPlacesAfterCapacityChange(db: Db, trainingId: string) {
  const places = await lockTrainingPlaces(db, trainingId);
  return fillFreePlaces(db, trainingId, places?.capacity ?? null);
}
