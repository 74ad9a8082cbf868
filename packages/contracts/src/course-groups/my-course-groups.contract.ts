import { z } from "zod";
import { defineContract } from "../contract";
import { idParams } from "../fields";
import { envelope } from "../pagination";
import { myCourseGroupSchema, myCourseGroupSummarySchema } from "./course-group.schema";
import { myCourseGroupEndpoint, myCourseGroupsEndpoint } from "../start-page-endpoints";

/** At most this many running paths are listed for one learner (bounded work per request). */
export const MAX_MY_COURSE_GROUPS = 50;

export const listMyCourseGroups = defineContract({
  ...myCourseGroupsEndpoint,
  summary: "The onboarding paths the signed-in learner follows now, each with its progress",
  tag: "course-groups",
  permission: "training.my_trainings.list",
  response: envelope(z.array(myCourseGroupSummarySchema)),
});

export const getMyCourseGroup = defineContract({
  ...myCourseGroupEndpoint,
  summary: "One path of the signed-in learner: the steps in order, done, next, locked and due",
  tag: "course-groups",
  permission: "training.my_trainings.show",
  params: idParams,
  response: envelope(myCourseGroupSchema),
});
