import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { enrollmentKeys } from "../api/enrollment-keys";
import { queuedCount, startAnswerQueue, subscribeToQueue } from "./answer-queue";

/** The number of answers on this device waiting to be sent. */
export function useQueuedAnswerCount(): number {
  return useSyncExternalStore(subscribeToQueue, queuedCount);
}

let started = false;

/**
 * Runs the answer queue for the signed-in app: sends what an earlier visit left, warns before
 * the page is left while answers wait (spec section 2: the queue-is-running warning), and reads
 * the learner's progress again once the queue is empty, so the pages show what the server holds.
 */
export function useAnswerQueue(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const waiting = useQueuedAnswerCount();
  const hadWaiting = useRef(false);

  useEffect(() => {
    if (started) return;
    started = true;
    startAnswerQueue();
  }, []);

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
