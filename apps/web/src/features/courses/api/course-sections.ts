import {
  createSection,
  type CreateSectionBody,
  deleteSection,
  moveSection,
  type MoveSectionBody,
  updateSection,
  type UpdateSectionBody,
} from "@leerlijn/contracts/courses/sections.contract";
import { callApi } from "../../../lib/api-client";
import type { VersionRef } from "./course-actions";

/* The content editor's section calls: plain calls, as the editor keeps its own copy (see course-blocks.ts). */

type SectionRef = VersionRef & { sectionId: string };

export const addSection = (ref: VersionRef, body: CreateSectionBody) =>
  callApi(createSection, { params: ref, body }).then((answer) => answer.data);

export const moveSectionTo = (ref: SectionRef, body: MoveSectionBody) =>
  callApi(moveSection, { params: ref, body }).then((answer) => answer.data);

export const renameSection = (ref: SectionRef, body: UpdateSectionBody) =>
  callApi(updateSection, { params: ref, body }).then((answer) => answer.data);

export const removeSection = (ref: SectionRef) =>
  callApi(deleteSection, { params: ref }).then((answer) => answer.data);
