import { useTranslation } from "react-i18next";
import { NavLink, useNavigate, useParams } from "react-router";
import {
  useCourseVersion,
  useUpdateCourseVersion,
} from "../../features/courses/api/course-version";
import { CourseStatusBadge } from "../../features/courses/components/course-status-badge";
import { CourseTypeBadge } from "../../features/courses/components/course-type-badge";
import { GeneralInfoForm } from "../../features/courses/components/general-info-form";
import { PreviewButton } from "../../features/courses/components/preview-button";
import { editorPath } from "../../features/courses/editor-path";
import { ContentEditor } from "../../features/courses/editor/content-editor";
import { Alert } from "../../ui/alert/alert";
import { Skeleton } from "../../ui/skeleton/skeleton";
import { toasts } from "../../ui/toast/toast-store";
import { useDocumentTitle } from "../use-document-title";
import styles from "./courses-pages.module.css";

/** `/courses/{courseId}/versions/{versionId}/edit/{step?}`: a version's general information. */
export function CourseEditPage() {
  const { t } = useTranslation();
  const { courseId = "", versionId = "", stepNumber = "1" } = useParams();
  const navigate = useNavigate();
  const ref = { courseId, versionId };
  const version = useCourseVersion(ref);
  const update = useUpdateCourseVersion(ref);
  useDocumentTitle(version.data?.name ?? t("pages.titles.authorTool"));
  if (version.isPending) return <Skeleton height={320} />;
  if (!version.data) return <Alert tone="danger">{t("courses.dashboard.loadFailed")}</Alert>;
  const data = version.data;
  return (
    <div className={stepNumber === "3" ? undefined : styles.narrow}>
      <div className={styles.badges}>
        <CourseTypeBadge type={data.courseTypeKey} />
        <CourseStatusBadge status={data.status} />
      </div>
      <h1>{data.name}</h1>
      <p className={styles.muted}>{t("courses.library.version", { number: data.number })}</p>
      <p>
        <PreviewButton target={{ kind: "version", courseId, versionId }} />
      </p>
      {data.rejectionReason && data.status === "rejected" && (
        <Alert tone="warning">{data.rejectionReason}</Alert>
      )}
      {data.editMode !== "full" && (
        <Alert tone="info">
          {t(data.editMode === "text-only" ? "courses.editor.textOnly" : "courses.editor.readOnly")}
        </Alert>
      )}
      <nav aria-label={t("courses.editor.steps")}>
        <ol className={styles.steps}>
          {(
            [
              [1, "general"],
              [3, "create"],
            ] as const
          ).map(([step, key]) => (
            <li key={step}>
              <NavLink
                to={editorPath(courseId, versionId, step)}
                aria-current={String(step) === stepNumber ? "step" : undefined}
              >
                {t(`courses.create.steps.${key}`)}
              </NavLink>
            </li>
          ))}
        </ol>
      </nav>
      {stepNumber === "3" ? (
        <ContentEditor key={data.id} version={data} />
      ) : (
        <>
          <h2>{t("courses.create.steps.general")}</h2>
          <GeneralInfoForm
            key={data.revision}
            initial={data}
            initialImage={data.image}
            isTest={data.courseTypeKey === "test"}
            readOnly={data.editMode === "none"}
            pending={update.isPending}
            failure={update.error}
            onSubmit={(general) =>
              update.mutate(
                { revision: data.revision, general },
                {
                  onSuccess: (saved) => {
                    toasts.show({ type: "success", title: t("common.saved") });
                    void navigate(editorPath(saved.courseId, saved.id, 3));
                  },
                },
              )
            }
          />
        </>
      )}
    </div>
  );
}
