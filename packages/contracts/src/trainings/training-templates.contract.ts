import { z } from "zod";
import { defineContract } from "../contract";
import { idParams } from "../fields";
import { envelope } from "../pagination";
import {
  MAX_TRAINING_TEMPLATES,
  trainingTemplateBodySchema,
  trainingTemplateSchema,
  trainingTemplateSummarySchema,
} from "./training-template.schema";

export const listTrainingTemplates = defineContract({
  method: "GET",
  path: "/training-templates",
  summary: `The company's training templates by name (at most ${MAX_TRAINING_TEMPLATES})`,
  tag: "trainings",
  permission: "educator.trainings.list",
  response: envelope(z.array(trainingTemplateSummarySchema)),
});

export const getTrainingTemplate = defineContract({
  method: "GET",
  path: "/training-templates/:id",
  summary: "One template with what a new training takes from it; gone pictures and people left out",
  tag: "trainings",
  permission: "educator.trainings.list",
  params: idParams,
  response: envelope(trainingTemplateSchema),
});

export const createTrainingTemplate = defineContract({
  method: "POST",
  path: "/training-templates",
  summary: "Saves a training's set-up (without its days and participants) as a template",
  tag: "trainings",
  permission: "educator.trainings.create",
  status: 201,
  body: trainingTemplateBodySchema,
  response: envelope(trainingTemplateSchema),
});

export const deleteTrainingTemplate = defineContract({
  method: "DELETE",
  path: "/training-templates/:id",
  summary: "Deletes a template; trainings planned from it stay as they are",
  tag: "trainings",
  permission: "educator.trainings.create",
  params: idParams,
});
