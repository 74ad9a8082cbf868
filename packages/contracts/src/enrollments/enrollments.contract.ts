import { z } from "zod";
import { defineContract } from "../contract";
import type { Permission } from "../permissions";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { enrollmentParams } from "./enrollment-params";
import { enrollmentResultSchema } from "./enrollment-result.schema";
import { enrollmentListItemSchema, enrollmentSchema } from "./enrollment.schema";
import { enrollmentStatuses } from "./enrollment-status";
import { myEnrollmentsEndpoint } from "../start-page-endpoints";

/**
 * Who may open an enrollment of their own: learners walk through theirs; authors, educators
 * and the platform's reviewer walk through their previews. The use-case tells the two apart.
 */
export const walkThroughPermissions = [
  "training.my_trainings.walk_through",
  "educator.author_tool.show",
  "educator.course_library.show",
  "educator.author_tool.review",
] as const satisfies readonly Permission[];

export const myEnrollmentSorts = ["recent", "name", "status"] as const;

export const listMyEnrollments = defineContract({
  ...myEnrollmentsEndpoint,
  summary: "The signed-in learner's enrollments (my trainings), open and in progress first",
  tag: "enrollments",
  permission: "training.my_trainings.list",
  query: pageQuerySchema.extend({
    sort: z.enum(myEnrollmentSorts).default("recent"),
    filter: z.strictObject({ status: z.enum(enrollmentStatuses).optional() }).optional(),
  }),
  response: paginated(enrollmentListItemSchema).extend({
    /** How many enrollments each status has, for the filter's counts. */
    counts: z.object({
      all: z.number().int(),
      open: z.number().int(),
      "in-progress": z.number().int(),
      done: z.number().int(),
    }),
  }),
});

export const getEnrollment = defineContract({
  method: "GET",
  path: "/enrollments/:enrollmentId",
  summary: "One of the signed-in user's enrollments: the course, settings and progress",
  tag: "enrollments",
  permission: walkThroughPermissions,
  params: enrollmentParams,
  response: envelope(enrollmentSchema),
});

export const startEnrollmentBodySchema = z.strictObject({ started: z.literal(true) });

export const startEnrollment = defineContract({
  method: "PATCH",
  path: "/enrollments/:enrollmentId",
  summary: "Start the walk-through; with a time limit the clock starts now",
  tag: "enrollments",
  permission: walkThroughPermissions,
  params: enrollmentParams,
  body: startEnrollmentBodySchema,
  response: envelope(enrollmentSchema),
});

export const getEnrollmentResult = defineContract({
  method: "GET",
  path: "/enrollments/:enrollmentId/result",
  summary: "Score, passed or failed, and the answers as the course settings allow them shown",
  tag: "enrollments",
  permission: [...walkThroughPermissions, "lms.enrollments.list"],
  params: enrollmentParams,
  response: envelope(enrollmentResultSchema),
});

export const reassignEnrollment = defineContract({
  method: "PATCH",
  path: "/enrollments/:enrollmentId/reassign",
  summary: "Let the learner start over on the course's current version (the attempt is kept)",
  tag: "enrollments",
  permission: "lms.enrollments.create",
  params: enrollmentParams,
  response: envelope(enrollmentListItemSchema),
});

export const deleteEnrollment = defineContract({
  method: "DELETE",
  path: "/enrollments/:enrollmentId",
  summary: "Take an enrollment away from the learner; it stays in the history, marked deleted",
  tag: "enrollments",
  permission: "lms.enrollments.delete",
  params: enrollmentParams,
});

export const enrollmentMessages = {
  notLive: "Deze cursus is niet (meer) gepubliceerd. Kies een gepubliceerde cursus.",
  nobodyChosen: "Kies minstens één persoon of groep.",
  unknownGroups: "Een of meer gekozen groepen bestaan niet (meer) in deze omgeving.",
  unknownPeople: "Een of meer gekozen personen bestaan niet (meer) in deze omgeving.",
  cannotLearn:
    "Een of meer gekozen personen kunnen geen cursussen volgen. Geef ze eerst de rol cursist.",
  deleted: "Deze inschrijving is verwijderd.",
  preview: "Een voorbeeld kun je niet opnieuw toewijzen.",
  finished: "Je hebt deze cursus al afgerond.",
  timeUp: "De tijd voor deze cursus is om. Je antwoorden tot nu toe zijn bewaard.",
  answerRequired: "Geef eerst een antwoord.",
  unknownOption: "Kies een van de gegeven antwoorden.",
  oneOption: "Kies één antwoord.",
  idempotencyKeyReused:
    "Deze verzendsleutel hoort al bij een ander onderdeel. Verstuur het antwoord opnieuw.",
  checkAnswerNotAllowed: "Bij dit onderdeel kun je je antwoord niet tussendoor controleren.",
  pathStepLocked: (courseGroupName: string, previousCourseName: string) =>
    `Deze stap van het traject "${courseGroupName}" is nog op slot. Rond eerst "${previousCourseName}" af.`,
} as const;
