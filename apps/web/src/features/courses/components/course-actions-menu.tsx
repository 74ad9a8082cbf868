import type { CourseSummary } from "@leerlijn/contracts/courses/course.schema";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Copy, Eye, FilePlus2, MoreHorizontal, Pencil, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { toasts } from "../../../ui/toast/toast-store";
import { useCopyCourse, useDeleteCourse, useNewVersion } from "../api/course-actions";
import { previewPath, useStartPreview } from "../api/course-preview";
import { editorPath } from "../editor-path";
import styles from "./course-actions-menu.module.css";
import { useLibraryText } from "../library-text";
import { PublishDialog } from "./publish-dialog";

const failed = (error: unknown) =>
  toasts.show({
    type: "error",
    title: error instanceof ApiError ? error.message : "Er ging iets mis",
  });

/**
 * Edit, publish, new version, duplicate and delete for one course of the author tool. A course
 * in the open library is the provider's to delete (spec section 6): instead of the action the
 * menu says so, unless the person is the provider (`canDeletePublic`).
 */
export function CourseActionsMenu({
  course,
  canDeletePublic,
}: {
  course: CourseSummary;
  canDeletePublic: boolean;
}) {
  const { t } = useTranslation();
  const libraryText = useLibraryText();
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const newVersion = useNewVersion();
  const copy = useCopyCourse();
  const remove = useDeleteCourse();
  const preview = useStartPreview();
  const latest = course.versions[0];
  const canPublish = latest?.status === "concept" || latest?.status === "rejected";
  const canMakeVersion = Boolean(latest?.isLive);
  const canDelete = !course.isPublic || canDeletePublic;
  const publicOnly = course.versions.some(
    (version) => version.isLive && version.status === "publicly-published",
  );

  const handleDelete = async () => {
    const sure = await confirm({
      title: t("courses.dashboard.deleteTitle", { name: course.name }),
      description: t("courses.dashboard.deleteText"),
      confirmLabel: t("courses.dashboard.delete"),
      tone: "danger",
    });
    if (!sure) return;
    remove.mutate(course.id, {
      onSuccess: () => toasts.show({ type: "success", title: t("courses.dashboard.deleted") }),
      onError: failed,
    });
  };

  // Not modal: a modal menu hides the page from assistive technology while it stays
  // focusable behind the menu, and a menu button needs neither.
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={styles.trigger}
          aria-label={t("courses.dashboard.actionsFor", { name: course.name })}
        >
          <MoreHorizontal size={20} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4}>
            <DropdownMenu.Item asChild className={styles.item}>
              <Link to={editorPath(course.id, course.latestVersionId)}>
                <Pencil size={18} aria-hidden="true" />
                {t("courses.dashboard.edit")}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={styles.item}
              onSelect={() => {
                const target = {
                  kind: "version" as const,
                  courseId: course.id,
                  versionId: course.latestVersionId,
                };
                preview.mutate(target, {
                  onSuccess: (enrollment) => void navigate(previewPath(target, enrollment.id)),
                  onError: failed,
                });
              }}
            >
              <Eye size={18} aria-hidden="true" />
              {t("courses.preview.open")}
            </DropdownMenu.Item>
            {canPublish && (
              <DropdownMenu.Item className={styles.item} onSelect={() => setPublishing(true)}>
                <Send size={18} aria-hidden="true" />
                {t("courses.dashboard.publish")}
              </DropdownMenu.Item>
            )}
            {canMakeVersion && (
              <DropdownMenu.Item
                className={styles.item}
                onSelect={() =>
                  newVersion.mutate(course.id, {
                    onSuccess: (version) => {
                      toasts.show({
                        type: "success",
                        title: t("courses.dashboard.newVersionMade", { number: version.number }),
                      });
                      void navigate(editorPath(course.id, version.id));
                    },
                    onError: failed,
                  })
                }
              >
                <FilePlus2 size={18} aria-hidden="true" />
                {t("courses.dashboard.newVersion")}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item
              className={styles.item}
              onSelect={() =>
                copy.mutate(
                  { courseId: course.id, versionId: course.latestVersionId },
                  {
                    onSuccess: (created) =>
                      toasts.show({
                        type: "success",
                        title: t("courses.dashboard.duplicated", { name: created.name }),
                      }),
                    onError: failed,
                  },
                )
              }
            >
              <Copy size={18} aria-hidden="true" />
              {t("courses.dashboard.duplicate")}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className={styles.separator} />
            {canDelete ? (
              <DropdownMenu.Item
                className={`${styles.item} ${styles.danger}`}
                onSelect={() => void handleDelete()}
              >
                <Trash2 size={18} aria-hidden="true" />
                {t("courses.dashboard.delete")}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Label className={styles.note}>
                {libraryText("dashboard.deletePublic")}
              </DropdownMenu.Label>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {latest && (
        <PublishDialog
          version={{ courseId: course.id, versionId: latest.id }}
          name={course.name}
          publicOnly={publicOnly}
          open={publishing}
          onOpenChange={setPublishing}
        />
      )}
    </>
  );
}
