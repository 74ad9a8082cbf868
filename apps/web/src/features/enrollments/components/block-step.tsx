import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";
import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import type {
  RevealedResult,
  WalkBlock,
} from "@leerlijn/contracts/enrollments/walk-through.schema";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button, buttonClassName } from "../../../ui/button/button";
import { Spinner } from "../../../ui/spinner/spinner";
import { enrollmentKeys } from "../api/enrollment-keys";
import { useRecordProgress } from "../api/walk-through";
import { useIsAnswerQueued } from "../offline/use-answer-queue";
import { type BlockRef, blockPath, type WalkPaths } from "../walk-path";
import { BlockContent } from "./block-content";
import { verdictOf } from "../answer-verdict";
import { QuestionForm, isAnswerGiven } from "./question-form";
import styles from "./walk-through.module.css";

type WalkState = { moved?: boolean };
const movedState: WalkState = { moved: true };

type BlockStepProps = {
  /** The id of the text that says where the learner is ("Onderdeel 3 van 9"). */
  labelledBy: string;
  enrollment: Enrollment;
  block: WalkBlock;
  previous: BlockRef | undefined;
  next: BlockRef | undefined;
  paths: WalkPaths;
};

/**
 * One block and the action that completes it. Text and images complete on 'Verder', a video
 * when the player says it was watched, a document when it is shown, a question when its answer
 * is sent. The button is disabled while nothing can be sent and while a submission runs; in
 * check-answer mode it checks the answer and the result stays on screen.
 */
export function BlockStep({
  labelledBy,
  enrollment,
  block,
  previous,
  next,
  paths,
}: BlockStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useRecordProgress(enrollment.id);
  const [answer, setAnswer] = useState<QuestionAnswer | null>(null);
  // Arrived from another block: focus goes to this one instead of falling back to the page.
  const moved = (useLocation().state as WalkState | null)?.moved === true;
  const blockRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (moved) blockRef.current?.focus();
  }, [moved]);
  const finished = enrollment.finishedAt !== null;
  const { content } = block;
  const result = block.question?.examQuestionResult ?? null;
  const queued = useIsAnswerQueued(enrollment.id, block.uuid);
  const nextPath = next ? blockPath(paths, next) : paths.finish;
  const goNext = () => void navigate(nextPath, { state: movedState });

  const complete = (options: { answer?: QuestionAnswer; check?: boolean } = {}) =>
    record.mutateAsync({
      sectionId: block.sectionId,
      body: {
        blockUuid: block.uuid,
        isCheckAnswer: options.check ?? false,
        ...(options.answer ? { more: { answer: options.answer } } : {}),
      },
    });
  const completeQuietly = () => {
    if (block.isCompleted || finished || record.isPending) return;
    complete().catch(() => undefined);
  };

  // A 409: the time ran out or the course was finished elsewhere; the server has the outcome.
  const refused = record.error instanceof ApiError && record.error.status === 409;
  useEffect(() => {
    if (refused) void queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });
  }, [refused, queryClient]);

  let action: { label: string; disabled: boolean; hint?: string; onClick: () => void };
  if (block.isCompleted || finished) {
    action = {
      label: next ? t("enrollments.walk.next") : t("enrollments.walk.finish"),
      disabled: false,
      onClick: goNext,
    };
  } else if (content.type === "question") {
    const check = block.canCheckAnswer;
    action = {
      label: check ? t("enrollments.walk.check") : t("enrollments.walk.submit"),
      disabled: !isAnswerGiven(answer) || record.isPending,
      ...(isAnswerGiven(answer)
        ? {}
        : {
            hint:
              content.question.kind === "open"
                ? t("enrollments.walk.typeFirst")
                : t("enrollments.walk.chooseFirst"),
          }),
      onClick: () => {
        if (!answer) return;
        void complete({ answer, check })
          // A checked answer shows its result here; otherwise move on at once.
          .then((recorded) => {
            if (!check || !recorded.examQuestionResult?.revealed) goNext();
          })
          .catch(() => undefined);
      },
    };
  } else if ((content.type === "video" || content.type === "document") && block.media) {
    action = {
      label: t("enrollments.walk.next"),
      disabled: true,
      hint:
        content.type === "video"
          ? t("enrollments.walk.watchFirst")
          : t("enrollments.walk.openFirst"),
      onClick: goNext,
    };
  } else {
    action = {
      label: next ? t("enrollments.walk.next") : t("enrollments.walk.finish"),
      disabled: record.isPending,
      onClick: () =>
        void complete()
          .then(goNext)
          .catch(() => undefined),
    };
  }

  return (
    <>
      <article
        className={styles.block}
        ref={blockRef}
        tabIndex={-1}
        aria-labelledby={labelledBy}
        data-route-focus
      >
        {content.type === "question" ? (
          <QuestionForm
            name={block.uuid}
            question={content.question}
            answer={answer}
            onAnswer={setAnswer}
            result={result}
          />
        ) : (
          <BlockContent
            content={content}
            media={block.media}
            isCompleted={block.isCompleted}
            onDone={completeQuietly}
          />
        )}
        {/* Kept mounted, so the result of checking an answer is read out when it arrives. */}
        <div aria-live="polite" data-testid="answer-feedback">
          {result && <AnswerFeedback revealed={result.revealed} queued={queued} />}
        </div>
        {record.isError && (
          <Alert tone="danger">
            {record.error instanceof ApiError && record.error.body
              ? record.error.body.message
              : t("enrollments.walk.failed")}
          </Alert>
        )}
        {refused && (
          <Link className={buttonClassName({ variant: "primary" })} to={paths.finish}>
            {t("enrollments.walk.toResult")}
          </Link>
        )}
      </article>

      <div className={styles.actionBar}>
        {action.hint && action.disabled && (
          <p className={styles.actionHint} id={`hint-${block.uuid}`}>
            {action.hint}
          </p>
        )}
        <div className={styles.actions}>
          {previous ? (
            <Link
              className={buttonClassName({ variant: "secondary", size: "large" })}
              to={blockPath(paths, previous)}
              state={movedState}
              aria-label={t("enrollments.walk.previous")}
            >
              <ArrowLeft size={20} aria-hidden="true" />
              <span className={styles.previousText}>{t("enrollments.walk.previous")}</span>
            </Link>
          ) : (
            <span />
          )}
          <Button
            variant="primary"
            size="large"
            className={styles.primary}
            disabled={action.disabled}
            aria-describedby={action.hint && action.disabled ? `hint-${block.uuid}` : undefined}
            onClick={action.onClick}
          >
            {record.isPending ? (
              <>
                <Spinner size={20} decorative />
                {t("enrollments.walk.submitting")}
              </>
            ) : (
              <>
                {action.label}
                <ArrowRight size={20} aria-hidden="true" />
              </>
            )}
          </Button>
        </div>
      </div>
    </>
  );
}

/**
 * Right or wrong and the feedback, when the course shows it now; else that it was saved, or that
 * it waits on the device to be sent.
 */
function AnswerFeedback({
  revealed,
  queued,
}: {
  revealed: RevealedResult | null;
  queued: boolean;
}) {
  const { t } = useTranslation();
  if (!revealed)
    return (
      <Alert tone="info" announce={false}>
        {queued ? t("enrollments.walk.queued") : t("enrollments.walk.saved")}
      </Alert>
    );
  const verdict = verdictOf(revealed);
  return (
    <Alert
      announce={false}
      tone={verdict === "right" ? "success" : verdict === "partly" ? "warning" : "danger"}
      title={
        verdict === "right"
          ? t("enrollments.walk.correct")
          : verdict === "partly"
            ? t("enrollments.walk.partlyCorrect", revealed)
            : t("enrollments.walk.incorrect")
      }
    >
      {revealed.feedback}
    </Alert>
  );
}
