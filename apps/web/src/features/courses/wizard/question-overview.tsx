import {
  blockContentSchema,
  type Question,
  type QuestionKind,
} from "@leerlijn/contracts/courses/block.schema";
import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { useEffectivePoints } from "../components/effective-points";
import styles from "./wizard.module.css";

type OverviewItem = { uuid: string; sectionId: string; sectionTitle: string; question: Question };

/** Every question of a version in reading order, with the section it is in. */
export function questionsOf(version: CourseVersion): OverviewItem[] {
  const blocks = new Map(version.blocks.map((block) => [block.uuid, block]));
  return version.sections.flatMap((section) =>
    section.blockUuids.flatMap((uuid) => {
      const content = blocks.get(uuid)?.content;
      return content?.type === "question"
        ? [{ uuid, sectionId: section.id, sectionTitle: section.title, question: content.question }]
        : [];
    }),
  );
}

/** What is still wrong with a question: an empty prompt, or a rule of its kind (spec §5). */
export function questionProblems(question: Question, emptyPrompt: string): string[] {
  const problems = question.prompt.trim() ? [] : [emptyPrompt];
  const parsed = blockContentSchema.safeParse({ type: "question", question });
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => issue.message));
  return problems;
}

const kindKey = (kind: QuestionKind) => `courses.editor.blockTypes.${kind}` as const;

/** Step 'question overview' of a test: all questions with their answers, weights and problems. */
export function QuestionOverview({
  version,
  editPath,
}: {
  version: CourseVersion;
  /** Where the author fixes a question: the step 'create' with its section chosen. */
  editPath: (sectionId: string) => string;
}) {
  const { t } = useTranslation();
  const effectivePoints = useEffectivePoints();
  const items = questionsOf(version);
  if (items.length === 0)
    return (
      <EmptyState
        title={t("courses.questions.emptyTitle")}
        text={t("courses.questions.emptyText")}
      />
    );
  return (
    <ol className={styles.questions}>
      {items.map(({ uuid, sectionId, sectionTitle, question }, index) => {
        const problems = questionProblems(question, t("courses.questions.noPrompt"));
        const title = t("courses.questions.number", { number: index + 1 });
        return (
          <li key={uuid} className={styles.question} aria-label={title}>
            <div className={styles.questionHead}>
              <span>
                {title} · {t(kindKey(question.kind))} · {sectionTitle} · {effectivePoints(question)}
              </span>
              <Link to={editPath(sectionId)}>{t("courses.questions.edit")}</Link>
            </div>
            <p className={styles.prompt}>{question.prompt || t("courses.questions.noPrompt")}</p>
            {question.kind === "choice" && (
              <ul className={styles.answers}>
                {question.options.map((option) => (
                  <li key={option.id} className={option.isCorrect ? styles.correct : undefined}>
                    {option.text || t("courses.questions.emptyAnswer")}
                    {option.isCorrect && ` (${t("courses.review.correct")})`}
                  </li>
                ))}
              </ul>
            )}
            {question.kind === "points" && (
              <ul className={styles.answers}>
                {question.options.map((option) => (
                  <li key={option.id}>
                    {t("courses.review.points", {
                      text: option.text || t("courses.questions.emptyAnswer"),
                      count: option.points,
                    })}
                  </li>
                ))}
              </ul>
            )}
            {question.kind === "open" && (
              <p className={styles.hint}>
                {question.acceptedAnswers.length > 0
                  ? t("courses.questions.accepted", {
                      answers: question.acceptedAnswers.join(", "),
                    })
                  : t("courses.questions.anyAnswer")}
              </p>
            )}
            {problems.map((problem) => (
              <p key={problem} className={styles.problem}>
                {problem}
              </p>
            ))}
          </li>
        );
      })}
    </ol>
  );
}
