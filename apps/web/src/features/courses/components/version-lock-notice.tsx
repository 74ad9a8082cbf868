import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import { FilePlus2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { toasts } from "../../../ui/toast/toast-store";
import { useNewVersion } from "../api/course-actions";
import { editorPath } from "../editor-path";
import { useLibraryText } from "../library-text";
import styles from "./version-lock-notice.module.css";

/**
 * Why this version cannot be changed (or only its texts), in one state, and the way forward:
 * a live version offers 'Nieuwe versie' right here, as spec section 4 asks of editing it.
 */
export function VersionLockNotice({ version }: { version: CourseVersion }) {
  const { t } = useTranslation();
  const libraryText = useLibraryText();
  const navigate = useNavigate();
  const newVersion = useNewVersion();
  if (version.editMode === "full") return null;

  const inReview = version.status === "review";
  const title = inReview
    ? t("courses.lock.reviewTitle")
    : version.editMode === "text-only"
      ? t("courses.lock.publishedTitle")
      : libraryText("lock.publicTitle");
  const text = inReview
    ? t("courses.lock.reviewText")
    : version.editMode === "text-only"
      ? t("courses.lock.publishedText")
      : t("courses.lock.publicText");
  const canMakeVersion = version.isLive && !inReview;

  return (
    <Alert tone="info" title={title}>
      <p className={styles.text}>{text}</p>
      {canMakeVersion && (
        <Button
          className={styles.action}
          icon={<FilePlus2 size={18} aria-hidden="true" />}
          disabled={newVersion.isPending}
          onClick={() =>
            newVersion.mutate(version.courseId, {
              onSuccess: (created) => {
                toasts.show({
                  type: "success",
                  title: t("courses.dashboard.newVersionMade", { number: created.number }),
                });
                void navigate(editorPath(version.courseId, created.id));
              },
              onError: (error) =>
                toasts.show({
                  type: "error",
                  title: error instanceof ApiError ? error.message : t("errors.generic"),
                }),
            })
          }
        >
          {t("courses.dashboard.newVersion")}
        </Button>
      )}
    </Alert>
  );
}
