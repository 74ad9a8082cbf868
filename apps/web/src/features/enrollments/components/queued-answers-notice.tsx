import { useTranslation } from "react-i18next";
import { Alert } from "../../../ui/alert/alert";
import { useQueuedAnswerCount } from "../offline/use-answer-queue";
import styles from "./queued-answers-notice.module.css";

/** What the device still has to send; nothing when the queue is empty. */
export function QueuedAnswersNotice() {
  const { t } = useTranslation();
  const waiting = useQueuedAnswerCount();
  return (
    <div className={styles.live} aria-live="polite">
      {waiting > 0 && (
        <Alert tone="info" announce={false}>
          {t("enrollments.offline.waiting", { count: waiting })}
        </Alert>
      )}
    </div>
  );
}
