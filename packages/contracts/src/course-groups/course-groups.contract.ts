import { z } from "zod";
import { defineContract } from "../contract";
import { idParams, idSchema, MAX_NAME_LENGTH } from "../fields";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { nlValidationMessages } from "../validation-messages";
import {
  courseGroupFollowerSchema,
  courseGroupSchema,
  courseGroupSummarySchema,
  personCourseGroupSchema,
} from "./course-group.schema";

export const MAX_COURSE_GROUP_ITEMS = 50;
export const MAX_DUE_DAYS = 365;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_PATH_ASSIGNEES = 500;

export const courseGroupMessages = {
  nameRequired: "Vul een naam voor de leerlijn in.",
  noItems: "Kies minimaal één onderdeel.",
  unknownCourses: "Een of meer gekozen cursussen zijn niet (meer) gepubliceerd.",
  doubleCourse: "Elke cursus kan maar één keer in de leerlijn staan.",
  unknownTrainings: "Een of meer gekozen trainingen horen niet (meer) bij deze omgeving.",
  unknownDocuments: "Een of meer gekozen documenten horen niet (meer) bij deze omgeving.",
  doubleTraining: "Elke training kan maar één keer in de leerlijn staan.",
  doubleDocument: "Elk document kan maar één keer in de leerlijn staan.",
  unknownGroups: "Een of meer gekozen groepen horen niet (meer) bij deze omgeving.",
  unknownPeople: "Een of meer gekozen personen horen niet (meer) bij deze omgeving.",
  cannotLearn: "Een of meer gekozen personen kunnen geen cursussen volgen.",
  nobodyChosen: "Kies minimaal één persoon of groep.",
} as const;

const stepTiming = {
  /** Within this many days after the start; null: no due date. */
  dueDays: z.number().int().min(1).max(MAX_DUE_DAYS).nullable().default(null),
  lockedUntilPreviousDone: z.boolean().default(false),
};

/** A step as sent: its type and the id of what it is (a training step names a template). */
export const courseGroupItemInputSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("course"), courseId: idSchema, ...stepTiming }),
  z.strictObject({ type: z.literal("training"), trainingTemplateId: idSchema, ...stepTiming }),
  z.strictObject({ type: z.literal("document"), documentId: idSchema, ...stepTiming }),
]);
export type CourseGroupItemInput = z.output<typeof courseGroupItemInputSchema>;

export const courseGroupBodySchema = z.strictObject({
  name: z
    .string({ error: courseGroupMessages.nameRequired })
    .trim()
    .min(1, courseGroupMessages.nameRequired)
    .max(MAX_NAME_LENGTH, nlValidationMessages.tooLong(MAX_NAME_LENGTH)),
  description: z
    .string()
    .trim()
    .max(MAX_DESCRIPTION_LENGTH, nlValidationMessages.tooLong(MAX_DESCRIPTION_LENGTH))
    .default(""),
  imageMediaId: idSchema.nullable().default(null),
  /** The steps in order: the first is done first. */
  items: z
    .array(courseGroupItemInputSchema)
    .min(1, courseGroupMessages.noItems)
    .max(MAX_COURSE_GROUP_ITEMS),
  /** Linked groups: their members get the path now and when they join later. */
  groupIds: z.array(idSchema).max(100).default([]),
});
export type CourseGroupBody = z.input<typeof courseGroupBodySchema>;
export type CourseGroupInput = z.output<typeof courseGroupBodySchema>;

export const listCourseGroups = defineContract({
  method: "GET",
  path: "/course-groups",
  summary: "The company's onboarding paths by name, with followers and their average progress",
  tag: "course-groups",
  permission: "course_groups.list",
  query: pageQuerySchema.extend({
    filter: z
      .strictObject({ queryString: z.string().trim().max(MAX_NAME_LENGTH).optional() })
      .optional(),
  }),
  response: paginated(courseGroupSummarySchema),
});

export const createCourseGroup = defineContract({
  method: "POST",
  path: "/course-groups",
  summary: "Creates an onboarding path; members of its linked groups get it at once",
  tag: "course-groups",
  permission: "course_groups.create",
  status: 201,
  body: courseGroupBodySchema,
  response: envelope(courseGroupSchema),
});

export const getCourseGroup = defineContract({
  method: "GET",
  path: "/course-groups/:id",
  summary: "One onboarding path with its steps in order and its linked groups",
  tag: "course-groups",
  permission: "course_groups.show",
  params: idParams,
  response: envelope(courseGroupSchema),
});

export const updateCourseGroup = defineContract({
  method: "PATCH",
  path: "/course-groups/:id",
  summary:
    "Changes a path: its steps (in the order sent) and linked groups; followers get new steps",
  tag: "course-groups",
  permission: "course_groups.edit",
  params: idParams,
  body: courseGroupBodySchema,
  response: envelope(courseGroupSchema),
});

export const deleteCourseGroup = defineContract({
  method: "DELETE",
  path: "/course-groups/:id",
  summary: "Deletes a path and who follows it; the enrollments it made stay with their progress",
  tag: "course-groups",
  permission: "course_groups.delete",
  params: idParams,
});

export const listCourseGroupFollowers = defineContract({
  method: "GET",
  path: "/course-groups/:id/followers",
  summary: "One page of the people following a path now, by name, with their progress",
  tag: "course-groups",
  permission: "course_groups.show",
  params: idParams,
  query: pageQuerySchema,
  response: paginated(courseGroupFollowerSchema),
});

export const assignCourseGroupBodySchema = z
  .strictObject({
    /** Memberships (company user ids) of the people who get the path. */
    companyUserIds: z.array(idSchema).max(MAX_PATH_ASSIGNEES).default([]),
    /** Groups to link: their members get the path now and when they join later. */
    groupIds: z.array(idSchema).max(100).default([]),
  })
  .refine((body) => body.companyUserIds.length + body.groupIds.length > 0, {
    message: courseGroupMessages.nobodyChosen,
    path: ["companyUserIds"],
  });
export type AssignCourseGroupBody = z.input<typeof assignCourseGroupBodySchema>;

export const assignCourseGroup = defineContract({
  method: "POST",
  path: "/course-groups/:id/assignments",
  summary: "Gives people and groups a path: an enrollment per course, reusing ones they have",
  tag: "course-groups",
  permission: "course_groups.edit",
  params: idParams,
  body: assignCourseGroupBodySchema,
  status: 201,
  response: envelope(
    z.object({
      /** People who got the path now. */
      assigned: z.number().int(),
      /** People who already followed it. */
      alreadyAssigned: z.number().int(),
      /** Enrollments made now (existing ones for the same course are reused). */
      enrolled: z.number().int(),
    }),
  ),
});

export const personCourseGroupParams = z.object({ userId: idSchema, id: idSchema });

export const getPersonCourseGroup = defineContract({
  method: "GET",
  path: "/users/:userId/course-group/:id",
  summary: "A person's path (by membership id): each step's status, what is locked, the progress",
  tag: "course-groups",
  permission: "course_groups.show",
  params: personCourseGroupParams,
  response: envelope(personCourseGroupSchema),
});

export const endPersonCourseGroup = defineContract({
  method: "DELETE",
  path: "/users/:userId/course-group/:id",
  summary: "Ends a person's path; their enrollments and progress stay",
  tag: "course-groups",
  permission: "course_groups.edit",
  params: personCourseGroupParams,
});
