import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { enrollmentKeys } from "../api/enrollment-keys";
import { queuedAnswers, setQueueOwner, subscribeToQueue } from "./answer-queue";

/** The signed-in person's answers on this device waiting to be sent, in order. */
export function useQueuedAnswers() {
  return useSyncExternalStore(subscribeToQueue, queuedAnswers);
}

/** The number of the signed-in person's answers on this device waiting to be sent. */
export function useQueuedAnswerCount(): number {
  return useQueuedAnswers().length;
}

/** Whether the answer to this block waits on the device to be sent. */
export function useIsAnswerQueued(enrollmentId: string, blockUuid: string): boolean {
  return useQueuedAnswers().some(
    (answer) => answer.enrollmentId === enrollmentId && answer.body.blockUuid === blockUuid,
  );
}

/**
 * Runs the answer queue for the signed-in person (their user id): sends what they left on the
 * device, warns before the page is left while their answers wait (spec section 2: the
 * queue-is-running warning), and reads the learner's progress again once the queue is empty, so
 * the pages show what the server holds.
 */
export function useAnswerQueue(userId: string): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const waiting = useQueuedAnswerCount();
  const hadWaiting = useRef(false);

  useEffect(() => {
    setQueueOwner(userId);
    // Signed out (the shell is left): nothing of theirs is sent with someone else's session.
    return () => setQueueOwner(null);
  }, [userId]);

  useEffect(() => {
    if (waiting > 0) {
      hadWaiting.current = true;
      const warn = (event: BeforeUnloadEvent) => {
        event.preventDefault();
        // Browsers show their own words; older ones show this.
        event.returnValue = t("enrollments.offline.leaveWarning");
      };
      window.addEventListener("beforeunload", warn);
      return () => window.removeEventListener("beforeunload", warn);
    }
    if (hadWaiting.current) {
      hadWaiting.current = false;
      void queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });
    }
    return undefined;
  }, [waiting, t, queryClient]);
}
