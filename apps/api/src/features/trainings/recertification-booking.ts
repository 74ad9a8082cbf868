import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { freePlaces, lockTrainingPlaces } from "./training-people.repository";
import { trainings, trainingUsers } from "./trainings.table";

/** The upcoming recertification trainings looked at for one holder, soonest first. */
const CANDIDATES = 20;

export type RecertificationBooking =
  | { outcome: "booked" | "waiting"; training: { id: string; name: string } }
  | { outcome: "noTraining" };

/**
 * Books a holder on the soonest upcoming training (not started yet, on or after tomorrow) that
 * recertifies the template and has a free place; when all are full, on the soonest one's
 * waiting list; someone already on one of them stays where they are. The training's row lock
 * (the same one every change of places takes) keeps two bookings from taking one place. The
 * invitation is the training's own: a new participant with a place has not been sent the
 * calendar, so the invitation sweep sends it once its window opens. Runs in the caller's
 * transaction; `today` is a day in Europe/Amsterdam.
 */
export async function bookForRecertification(
  db: Db,
  input: { companyId: string; templateId: string; companyUserId: string; today: string },
): Promise<RecertificationBooking> {
  const candidates = await db
    .select({ id: trainings.id, name: trainings.name })
    .from(trainings)
    .where(
      and(
        eq(trainings.companyId, input.companyId),
        eq(trainings.recertifiesTemplateId, input.templateId),
        isNull(trainings.deletedAt),
        eq(trainings.attendancesCompleted, false),
        gt(trainings.firstDate, input.today),
      ),
    )
    .orderBy(asc(trainings.firstDate), asc(trainings.id))
    .limit(CANDIDATES);
  if (candidates.length === 0) return { outcome: "noTraining" };
  const [already] = await db
    .select({ trainingId: trainingUsers.trainingId, waitingSince: trainingUsers.waitingSince })
    .from(trainingUsers)
    .where(
      and(
        eq(trainingUsers.companyUserId, input.companyUserId),
        inArray(
          trainingUsers.trainingId,
          candidates.map((training) => training.id),
        ),
      ),
    )
    .limit(1);
  if (already) {
    const training = candidates.find((candidate) => candidate.id === already.trainingId)!;
    return { outcome: already.waitingSince ? "waiting" : "booked", training };
  }
  for (const training of candidates) {
    const places = await lockTrainingPlaces(db, training.id);
    if (!places) continue;
    if ((await freePlaces(db, training.id, places.capacity)) === 0) continue;
    await db
      .insert(trainingUsers)
      .values({ trainingId: training.id, companyUserId: input.companyUserId });
    return { outcome: "booked", training };
  }
  const training = candidates[0]!;
  // At the back of the list, behind everyone already waiting (as replaceParticipants queues).
  await db.insert(trainingUsers).values({
    trainingId: training.id,
    companyUserId: input.companyUserId,
    waitingSince: sql`(select greatest(now(), max(${trainingUsers.waitingSince}) + interval '1 microsecond') from ${trainingUsers} where ${trainingUsers.trainingId} = ${training.id})`,
  });
  return { outcome: "waiting", training };
}
