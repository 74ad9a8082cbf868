import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";
import type {
  ExamQuestionResult,
  LearnerQuestion,
} from "@leerlijn/contracts/enrollments/walk-through.schema";
import { Check, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Textarea } from "../../../ui/textarea/textarea";
import styles from "./question-form.module.css";

type QuestionFormProps = {
  /** Names the option group; the block's uuid. */
  name: string;
  question: LearnerQuestion;
  /** The answer being given (before sending) or the one recorded. */
  answer: QuestionAnswer | null;
  onAnswer: (answer: QuestionAnswer) => void;
  /** What the server said about the recorded answer; inputs are locked once it exists. */
  result: ExamQuestionResult | null;
};

/** An empty answer of the question's kind. */
export function emptyAnswer(question: LearnerQuestion): QuestionAnswer {
  switch (question.kind) {
    case "choice":
      return { kind: "choice", optionIds: [] };
    case "open":
      return { kind: "open", text: "" };
    case "points":
      return { kind: "points", optionId: "" };
  }
}

/** Whether the answer is complete enough to send. */
export function isAnswerGiven(answer: QuestionAnswer | null): boolean {
  if (!answer) return false;
  if (answer.kind === "choice") return answer.optionIds.length > 0;
  if (answer.kind === "open") return answer.text.trim() !== "";
  return answer.optionId !== "";
}

function isChosen(answer: QuestionAnswer | null, optionId: string) {
  if (answer?.kind === "choice") return answer.optionIds.includes(optionId);
  if (answer?.kind === "points") return answer.optionId === optionId;
  return false;
}

/**
 * A question as the learner answers it: large, easy to tap options (radio buttons, check boxes
 * when more answers are right), or a text field. Once answered the choice stays visible, and
 * what the course allows to be shown of the result marks the options.
 */
export function QuestionForm({ name, question, answer, onAnswer, result }: QuestionFormProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const promptId = useId();
  const locked = result !== null;
  const revealed = result?.revealed ?? null;
  const shown = result?.answer ?? answer;

  if (question.kind === "open") {
    const text = shown?.kind === "open" ? shown.text : "";
    // The group carries the prompt, so a screen reader names the question on entering the field.
    return (
      <div className={styles.question} role="group" aria-labelledby={promptId}>
        <h2 className={styles.prompt} id={promptId}>
          {question.prompt}
        </h2>
        <Textarea
          label={t("enrollments.walk.openLabel")}
          value={text}
          maxLength={5000}
          rows={4}
          readOnly={locked}
          onChange={(event) => onAnswer({ kind: "open", text: event.target.value })}
        />
        {revealed?.acceptedAnswers && revealed.acceptedAnswers.length > 0 && (
          <p className={styles.accepted}>
            {t("enrollments.walk.acceptedAnswers", {
              answers: revealed.acceptedAnswers.join(", "),
            })}
          </p>
        )}
      </div>
    );
  }

  const multiple = question.kind === "choice" && question.multiple;
  const choose = (optionId: string) => {
    if (locked) return;
    if (question.kind === "points") return onAnswer({ kind: "points", optionId });
    const current = shown?.kind === "choice" ? shown.optionIds : [];
    if (!multiple) return onAnswer({ kind: "choice", optionIds: [optionId] });
    onAnswer({
      kind: "choice",
      optionIds: current.includes(optionId)
        ? current.filter((id) => id !== optionId)
        : [...current, optionId],
    });
  };
  const hint =
    question.kind === "points"
      ? t("enrollments.walk.pointsHint")
      : multiple
        ? t("enrollments.walk.multiple")
        : t("enrollments.walk.single");

  return (
    <fieldset className={styles.question} aria-describedby={hintId} disabled={locked}>
      <legend className={styles.prompt}>{question.prompt}</legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      <div className={styles.options}>
        {question.options.map((option) => {
          const chosen = isChosen(shown, option.id);
          const isRight = revealed?.correctOptionIds?.includes(option.id) ?? false;
          const optionPoints = revealed?.optionPoints?.[option.id];
          const marked = revealed?.correctOptionIds
            ? isRight
              ? styles.right
              : chosen
                ? styles.wrong
                : ""
            : "";
          return (
            <label
              key={option.id}
              className={[styles.option, chosen && styles.chosen, marked].filter(Boolean).join(" ")}
            >
              <input
                type={multiple ? "checkbox" : "radio"}
                name={name}
                className={styles.input}
                checked={chosen}
                onChange={() => choose(option.id)}
              />
              <span className={styles.optionText}>{option.text}</span>
              {revealed?.correctOptionIds && isRight && (
                <span className={styles.mark}>
                  <Check size={18} aria-hidden="true" />
                  {t("enrollments.walk.correctAnswer")}
                </span>
              )}
              {revealed?.correctOptionIds && chosen && !isRight && (
                <span className={styles.mark}>
                  <X size={18} aria-hidden="true" />
                  {t("enrollments.walk.yourAnswer")}
                </span>
              )}
              {optionPoints !== undefined && (
                <span className={styles.mark}>
                  {t("enrollments.walk.optionPoints", { count: optionPoints })}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
