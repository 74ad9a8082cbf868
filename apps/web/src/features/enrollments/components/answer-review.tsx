import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";
import type { ResultQuestion } from "@leerlijn/contracts/enrollments/enrollment-result.schema";
import type { LearnerQuestion } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { CircleCheck, CircleMinus, CircleX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { verdictOf } from "../answer-verdict";
import styles from "./result.module.css";

const verdictIcons = { right: CircleCheck, partly: CircleMinus, wrong: CircleX } as const;

function answerText(question: LearnerQuestion, answer: QuestionAnswer): string {
  if (answer.kind === "open") return answer.text;
  const options = question.kind === "open" ? [] : question.options;
  const ids = answer.kind === "choice" ? answer.optionIds : [answer.optionId];
  return options
    .filter((option) => ids.includes(option.id))
    .map((option) => option.text)
    .join(", ");
}

function correctText(question: ResultQuestion): string | null {
  const revealed = question.examQuestionResult?.revealed;
  if (!revealed) return null;
  if (revealed.acceptedAnswers) return revealed.acceptedAnswers.join(", ") || null;
  const { question: asked } = question;
  if (asked.kind === "open") return null;
  if (revealed.correctOptionIds)
    return asked.options
      .filter((option) => revealed.correctOptionIds?.includes(option.id))
      .map((option) => option.text)
      .join(", ");
  if (revealed.optionPoints) {
    const best = Math.max(...Object.values(revealed.optionPoints));
    return asked.options
      .filter((option) => revealed.optionPoints?.[option.id] === best)
      .map((option) => option.text)
      .join(", ");
  }
  return null;
}

/** Each question with the given answer and, as far as the course allows, the right one. */
export function AnswerReview({
  questions,
  forEducator = false,
}: {
  questions: readonly ResultQuestion[];
  /** Speaks about the learner instead of to them. */
  forEducator?: boolean;
}) {
  const { t } = useTranslation();
  const labels = forEducator
    ? {
        answer: t("enrollments.results.answer"),
        scored: t("enrollments.results.scored"),
      }
    : { answer: t("enrollments.walk.yourAnswer"), scored: t("enrollments.finish.scored") };
  // Exams and tests show right or wrong, never the right answers themselves.
  const anyHidden = questions.some(({ examQuestionResult: result }) => {
    const revealed = result?.revealed;
    return (
      revealed !== undefined &&
      revealed !== null &&
      revealed.correctOptionIds === null &&
      revealed.acceptedAnswers === null &&
      revealed.optionPoints === null
    );
  });
  return (
    <>
      <ol className={styles.questions}>
        {questions.map((question) => {
          const result = question.examQuestionResult;
          const revealed = result?.revealed ?? null;
          const right = correctText(question);
          const verdict = revealed ? verdictOf(revealed) : null;
          const Icon = verdictIcons[verdict ?? "wrong"];
          return (
            <li key={question.blockUuid} className={styles.question}>
              <p className={styles.section}>
                {question.sectionTitle}
                {question.isScored && ` · ${labels.scored}`}
              </p>
              <p className={styles.prompt}>{question.question.prompt}</p>
              {revealed && (
                <p className={[styles.verdict, verdict && styles[verdict]].join(" ")}>
                  <Icon size={18} aria-hidden="true" />
                  {verdict === "right"
                    ? t("enrollments.finish.answerRight")
                    : verdict === "partly"
                      ? t("enrollments.finish.answerPartly")
                      : t("enrollments.finish.answerWrong")}
                  {question.question.kind === "points" &&
                    ` · ${t("enrollments.finish.points", revealed)}`}
                </p>
              )}
              <p>
                {labels.answer}:{" "}
                {result
                  ? answerText(question.question, result.answer)
                  : t("enrollments.finish.notAnswered")}
              </p>
              {right && !revealed?.isCorrect && (
                <p className={styles.rightAnswer}>
                  {t("enrollments.walk.correctAnswer")}: {right}
                </p>
              )}
              {revealed?.feedback && <p className={styles.feedback}>{revealed.feedback}</p>}
            </li>
          );
        })}
      </ol>
      {anyHidden && <p className={styles.muted}>{t("enrollments.finish.hiddenAnswers")}</p>}
    </>
  );
}
