import type { FieldErrors } from "@leerlijn/contracts/errors";
import type { BlockContent } from "@leerlijn/contracts/courses/block.schema";
import {
  courseMessages,
  type CourseVersion,
  MIN_LEARNING_GOALS,
  MIN_TEST_GOALS,
} from "@leerlijn/contracts/courses/course-version.schema";
import { richTextToPlainText } from "../../platform/text/sanitize-rich-text";

export const publishMessages = {
  emptyText: "Deze tekst is nog leeg.",
  noImage: "Kies een afbeelding.",
  noAlt: "Beschrijf de afbeelding voor mensen die hem niet kunnen zien.",
  noVideo: "Kies een video.",
  noDocument: "Kies een document.",
  noPrompt: "Vul de vraag in.",
  emptyOption: "Vul elk antwoord in.",
  emptySection: "Dit onderdeel is nog leeg.",
  emptyChapter: "Dit hoofdstuk bevat nog geen paragrafen.",
  noExamQuestion:
    "De scoremethode is 'examen': voeg een examen met minstens één vraag toe, of kies een andere scoremethode.",
  noSectionQuestion:
    "De scoremethode is 'vragen per paragraaf': voeg minstens één vraag aan een paragraaf toe, of kies een andere scoremethode.",
} as const;

function blockProblems(content: BlockContent): string[] {
  switch (content.type) {
    case "text":
      return richTextToPlainText(content.html) === "" ? [publishMessages.emptyText] : [];
    case "image":
      return [
        ...(content.mediaId ? [] : [publishMessages.noImage]),
        ...(content.alt.trim() ? [] : [publishMessages.noAlt]),
      ];
    case "video":
      return content.mediaId ? [] : [publishMessages.noVideo];
    case "document":
      return content.mediaId ? [] : [publishMessages.noDocument];
    case "question": {
      const { question } = content;
      const problems: string[] = question.prompt.trim() ? [] : [publishMessages.noPrompt];
      if (question.kind !== "open" && question.options.some((option) => !option.text.trim()))
        problems.push(publishMessages.emptyOption);
      return problems;
    }
  }
}

/**
 * Everything spec section 5 asks of a version before learners may see it, as field errors:
 * `learning_goals`, `test_goals`, `settings.*`, `blocks` (none at all), `blocks.<uuid>` and
 * `sections.<id>` point the author at what to fix.
 */
export function validateForPublish(version: CourseVersion): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  const isTest = version.courseTypeKey === "test";

  if (version.learningGoals.length < MIN_LEARNING_GOALS)
    add("learning_goals", courseMessages.tooFewLearningGoals);
  if (isTest && version.testGoals.length < MIN_TEST_GOALS)
    add("test_goals", courseMessages.tooFewTestGoals);
  if (isTest && version.settings.checkAnswerMode)
    add("settings.check_answer_mode", courseMessages.checkAnswerInTest);
  if (isTest && version.settings.scoringMethod === "none")
    add("settings.scoring_method", courseMessages.testNeedsScoring);
  if (version.blocks.length === 0) add("blocks", courseMessages.noBlocks);

  const sectionOf = new Map(version.sections.map((section) => [section.id, section]));
  for (const block of version.blocks)
    for (const problem of blockProblems(block.content)) add(`blocks.${block.uuid}`, problem);
  for (const section of version.sections) {
    if (section.sectionTypeKey === "chapter") {
      if (!version.sections.some((other) => other.parentSectionId === section.id))
        add(`sections.${section.id}`, publishMessages.emptyChapter);
    } else if (section.blockUuids.length === 0) {
      add(`sections.${section.id}`, publishMessages.emptySection);
    }
  }

  const questionIn = (type: "exam" | "paragraph") =>
    version.blocks.some(
      (block) =>
        block.content.type === "question" &&
        sectionOf.get(block.sectionId)?.sectionTypeKey === type,
    );
  if (version.settings.scoringMethod === "exam" && !questionIn("exam"))
    add("settings.scoring_method", publishMessages.noExamQuestion);
  if (version.settings.scoringMethod === "sectionQuestions" && !questionIn("paragraph"))
    add("settings.scoring_method", publishMessages.noSectionQuestion);
  return errors;
}
