import { and, exists, ilike, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { arrayLiteral, builtOnce } from "../../platform/db/prepared-statements";
import { createListTotals } from "../companies/list-totals";
import type { TrainingScope } from "./training-scope";
import { containing, visibleTrainings } from "./trainings.repository";
import { trainingDates, trainings, trainingStaff, trainingUsers } from "./trainings.table";

export type ListFilter = { queryString?: string | undefined; instructorId?: string | undefined };

/** Which conditions a list statement has; each shape is built and named once. */
type ListShape = { onlyFor: boolean; search: boolean; instructor: boolean };

/**
 * How far each part of a page statement reads, written into it up to this bound. PostgreSQL
 * costs a `LIMIT $n` as a tenth of the rows, so with a placeholder there it re-plans the named
 * statement on every run (0.3 ms) instead of keeping its one plan; beyond the bound (page 7 of
 * 15) the placeholder stays, and the statement is unnamed, so deep pages do not pile up texts.
 */
const LITERAL_END_MAX = 100;
/** A literal end (above 0) is only given to a plain list's early pages. */
type PageShape = ListShape & { end: number };

/** Without a search, a trainer or a person's own scope, the best plan is the same for all. */
const isPlainList = (shape: ListShape) => !shape.onlyFor && !shape.search && !shape.instructor;

const placeholder = (name: string) => sql.placeholder(name);

/** The trainings a list shows, with placeholders for the values of its shape. */
function listConditions(shape: ListShape): SQL {
  return and(
    visibleTrainings({
      companyId: placeholder("companyId"),
      onlyFor: shape.onlyFor ? placeholder("onlyFor") : null,
    }),
    shape.search ? ilike(trainings.name, placeholder("search")) : undefined,
    shape.instructor
      ? exists(
          sql`(select 1 from ${trainingStaff} where ${trainingStaff.trainingId} = ${trainings.id} and ${trainingStaff.role} = 'instructor' and ${trainingStaff.companyUserId} = ${placeholder("instructor")})`,
        )
      : undefined,
  )!;
}

/**
 * The page's trainings in list order: running ones (today within their first and last date) and
 * upcoming ones by first date, then past ones, the most recent first; ties by name and id. Each
 * part is read in the order of its own index (the running ones through the date range's GiST
 * index) and only as far as the page reaches, so a page reads at most three times its end where
 * one ordering over the whole company sorted every training (2 ms of PostgreSQL at 5,000).
 * Named only without a search, a trainer or a person's own scope: then every part's best plan
 * is its index, whatever the company's size; how rare a term or a trainer's trainings are
 * decides the plan otherwise (the trigram index on the name for a search), so those are
 * planned every run.
 */
const pageOfTrainings = builtOnce((db, shape: PageShape) => {
  const where = listConditions(shape);
  const end = shape.end > 0 ? sql.raw(String(shape.end)) : placeholder("end");
  const today = sql`${placeholder("today")}::date`;
  const name = sql`lower(${trainings.name})`;
  const part = (number: number, condition: SQL, order: SQL) =>
    sql`(select ${trainings.id} as id, ${sql.raw(String(number))} as part,
      row_number() over (order by ${order}) as rank
      from ${trainings} where ${and(where, condition)} order by ${order} limit ${end})`;
  const byFirstDate = sql`${trainings.firstDate}, ${trainings.lastDate} desc, ${name}, ${trainings.id}`;
  const running = sql`daterange(${trainings.firstDate}, ${trainings.lastDate}, '[]') @> ${today} and ${trainings.firstDate} < ${today}`;
  const parts = sql`${part(1, running, byFirstDate)} union all ${part(
    2,
    sql`${trainings.firstDate} >= ${today}`,
    byFirstDate,
  )} union all ${part(
    3,
    sql`${trainings.lastDate} < ${today}`,
    sql`${trainings.lastDate} desc, ${name}, ${trainings.id}`,
  )}`;
  return db
    .select({ id: sql<string>`page.id` })
    .from(sql`(${parts}) as page`)
    .orderBy(sql`page.part`, sql`page.rank`)
    .limit(placeholder("limit"))
    .offset(placeholder("offset"))
    .prepare(shape.end > 0 ? "trainings-page" : "");
});

const countOfTrainings = builtOnce((db, shape: ListShape) =>
  db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(trainings)
    .where(listConditions(shape))
    .prepare(isPlainList(shape) ? "trainings-count" : ""),
);

/**
 * The listed trainings' columns, by id: the next date and its times (so the list can say
 * when), the number of dates, of participants with a place and of those waiting. Named: a
 * lookup by key.
 */
const describedTrainings = builtOnce((db, _shape: string) => {
  // Drizzle writes a column of a one-table select without its table ("id"), which inside a
  // subquery on a table that has an id of its own would mean that table's id.
  const outerId = sql`${sql.identifier("trainings")}.${sql.identifier("id")}`;
  const today = sql`${placeholder("today")}::date`;
  const ofDates = (aggregate: string, extra = sql``) =>
    sql`(select ${sql.raw(aggregate)} from ${trainingDates} where ${trainingDates.trainingId} = ${outerId} ${extra})`;
  const nextTime = (column: "time_from" | "time_to") =>
    sql<string | null>`${ofDates(
      `left(${column}::text, 5)`,
      sql`and ${trainingDates.date} >= ${today} order by ${trainingDates.date}, ${trainingDates.timeFrom} limit 1`,
    )}`;
  const peopleOf = (waiting: SQL) =>
    sql<number>`(select count(*) from ${trainingUsers} where ${trainingUsers.trainingId} = ${outerId} and ${trainingUsers.waitingSince} ${waiting})`.mapWith(
      Number,
    );
  return db
    .select({
      id: trainings.id,
      name: trainings.name,
      location: trainings.location,
      nextDate: sql<
        string | null
      >`${ofDates("min(date)::text", sql`and ${trainingDates.date} >= ${today}`)}`,
      nextTimeFrom: nextTime("time_from"),
      nextTimeTo: nextTime("time_to"),
      firstDate: sql<string>`${trainings.firstDate}::text`,
      lastDate: sql<string>`${trainings.lastDate}::text`,
      dateCount: sql<number>`${ofDates("count(*)")}`.mapWith(Number),
      // Those with a place; the waiting list is counted apart (it is not who takes part).
      participantCount: peopleOf(sql`is null`),
      waitingCount: peopleOf(sql`is not null`),
    })
    .from(trainings)
    .where(sql`${trainings.id} = any(${placeholder("ids")}::uuid[])`)
    .prepare("trainings-described");
});

const trainingsTotal = createListTotals("trainings");

/** One page of the trainings the scope sees, in list order, and how many there are in all. */
export async function listTrainingRows(
  db: Db,
  scope: TrainingScope,
  filter: ListFilter,
  page: { limit: number; offset: number },
  today: string,
) {
  const shape: ListShape = {
    onlyFor: scope.onlyFor !== null,
    search: Boolean(filter.queryString),
    instructor: Boolean(filter.instructorId),
  };
  const values = {
    companyId: scope.companyId,
    onlyFor: scope.onlyFor ?? undefined,
    search: filter.queryString ? containing(filter.queryString) : undefined,
    instructor: filter.instructorId,
    today,
  };
  const end = page.offset + page.limit;
  const literalEnd = end <= LITERAL_END_MAX && isPlainList(shape);
  const picked = await pageOfTrainings(db, { ...shape, end: literalEnd ? end : 0 }).execute({
    ...values,
    end,
    limit: page.limit,
    offset: page.offset,
  });
  const ids = picked.map((row) => row.id);
  // A page that is not full is the last one, so it tells the total itself (most searches).
  if (ids.length < page.limit && (ids.length > 0 || page.offset === 0))
    return { rows: await describe(db, ids, today), total: page.offset + ids.length };
  const key = [scope.onlyFor, filter.queryString?.toLowerCase(), filter.instructorId].join(
    "\u0000",
  );
  const total = await trainingsTotal(db, [scope.companyId], key, async () => {
    const [counted] = await countOfTrainings(db, shape).execute(values);
    return counted?.total ?? 0;
  });
  return { rows: await describe(db, ids, today), total };
}

async function describe(db: Db, ids: string[], today: string) {
  if (ids.length === 0) return [];
  const described = await describedTrainings(db, "page").execute({
    ids: arrayLiteral(ids),
    today,
  });
  const byId = new Map(described.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
