import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";

/**
 * Asks before leaving with unsaved changes: in the app (a link, back) with the confirm dialog,
 * and when the tab is closed or reloaded with the browser's own warning. Moving between paths
 * that start with `within` (the wizard's steps) is not leaving. `description` says what would be
 * lost (the wizard's steps by default; the attendance page names its list). `onLeave` runs when
 * the user chose to leave without saving (the wizard drops its stored draft then).
 */
export function LeaveGuard({
  when,
  within,
  description,
  onLeave,
}: {
  when: boolean;
  within: string;
  description?: string;
  onLeave?: () => void;
}) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ nextLocation }) => when && !nextLocation.pathname.startsWith(within),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm({
      title: t("trainings.wizard.leave.title"),
      description: description ?? t("trainings.wizard.leave.description"),
      confirmLabel: t("trainings.wizard.leave.confirm"),
      cancelLabel: t("trainings.wizard.leave.cancel"),
      tone: "danger",
    }).then((leave) => {
      if (!leave) return blocker.reset();
      onLeave?.();
      blocker.proceed();
    });
  }, [blocker, t, description, onLeave]);
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
