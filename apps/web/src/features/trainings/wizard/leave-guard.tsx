import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";

/**
 * Asks before leaving with unsaved changes: in the app (a link, back) with the confirm dialog,
 * and when the tab is closed or reloaded with the browser's own warning. Moving between paths
 * that start with `within` (the wizard's steps) is not leaving.
 */
export function LeaveGuard({ when, within }: { when: boolean; within: string }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ nextLocation }) => when && !nextLocation.pathname.startsWith(within),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm({
      title: t("trainings.wizard.leave.title"),
      description: t("trainings.wizard.leave.description"),
      confirmLabel: t("trainings.wizard.leave.confirm"),
      cancelLabel: t("trainings.wizard.leave.cancel"),
      tone: "danger",
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);
  return null;
}
