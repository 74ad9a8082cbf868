import { courseMessages } from "@leerlijn/contracts/courses/course-version.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import {
  useCourseVersion,
  useUpdateCourseVersion,
} from "../../../features/courses/api/course-version";
import { versionHasBlocks } from "../../../features/courses/api/course-blocks";
import { CourseStatusBadge } from "../../../features/courses/components/course-status-badge";
import { CourseTypeBadge } from "../../../features/courses/components/course-type-badge";
import { GeneralInfoForm } from "../../../features/courses/components/general-info-form";
import { PreviewButton } from "../../../features/courses/components/preview-button";
import { VersionLockNotice } from "../../../features/courses/components/version-lock-notice";
import { editorPath } from "../../../features/courses/editor-path";
import { ContentEditor } from "../../../features/courses/editor/content-editor";
import { CategoriseForm } from "../../../features/courses/wizard/categorise-form";
import { QuestionOverview } from "../../../features/courses/wizard/question-overview";
import { SettingsForm } from "../../../features/courses/wizard/settings-form";
import { stepsOf, WizardSteps } from "../../../features/courses/wizard/wizard-steps";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./courses-pages.module.css";

/** `/courses/{courseId}/versions/{versionId}/edit/{step?}`: the wizard's steps for one version. */
export function CourseEditPage() {
  const { t } = useTranslation();
  const { courseId = "", versionId = "", stepNumber = "1" } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ref = { courseId, versionId };
  const version = useCourseVersion(ref);
  const update = useUpdateCourseVersion(ref);
  const [noBlocks, setNoBlocks] = useState(false);
  useDocumentTitle(version.data?.name ?? t("pages.titles.authorTool"));
  if (version.isPending) return <Skeleton height={320} />;
  if (!version.data) return <Alert tone="danger">{t("courses.dashboard.loadFailed")}</Alert>;
  const data = version.data;
  const step = Number(stepNumber);
  const steps = stepsOf(data.courseTypeKey);
  const key = steps[step - 1];
  if (!key) return <Navigate to={editorPath(courseId, versionId, 1)} replace />;
  const readOnly = data.editMode === "none";
  const pathOf = (number: number) => editorPath(courseId, versionId, number);
  const isLast = step === steps.length;
  const finish = () => {
    toasts.show({ type: "success", title: t("courses.wizard.finished") });
    void navigate("/");
  };
  // After the last step the closing toast already says the course is saved.
  const saved = () => {
    if (isLast) return finish();
    toasts.show({ type: "success", title: t("common.saved") });
    void navigate(pathOf(step + 1));
  };

  const continueFromContent = async () => {
    try {
      const hasBlocks = await versionHasBlocks(ref);
      setNoBlocks(!hasBlocks);
      if (hasBlocks) void navigate(pathOf(step + 1));
    } catch (error) {
      toasts.show({
        type: "error",
        title: error instanceof ApiError ? error.message : t("errors.generic"),
      });
    }
  };

  return (
    <div className={key === "create" ? undefined : styles.narrow}>
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
        <Alert tone="warning" title={t("courses.editor.rejectedTitle")}>
          {data.rejectionReason}
        </Alert>
      )}
      <VersionLockNotice version={data} />
      <WizardSteps type={data.courseTypeKey} current={step} pathOf={pathOf} />
      <h2>{t(`courses.create.steps.${key}`)}</h2>
      {key === "general" && (
        <GeneralInfoForm
          key={data.revision}
          initial={data}
          initialImage={data.image}
          isTest={data.courseTypeKey === "test"}
          readOnly={readOnly}
          pending={update.isPending}
          failure={update.error}
          onSubmit={(general) =>
            update.mutate({ revision: data.revision, general }, { onSuccess: saved })
          }
        />
      )}
      {key === "categorise" && (
        <CategoriseForm
          key={data.revision}
          version={data}
          readOnly={readOnly}
          pending={update.isPending}
          failure={update.error}
          onSubmit={(categorisation) =>
            update.mutate({ revision: data.revision, categorisation }, { onSuccess: saved })
          }
        />
      )}
      {key === "create" && (
        <>
          <ContentEditor
            key={data.id}
            version={data}
            initialSectionId={search.get("section")}
            onChanged={() => setNoBlocks(false)}
          />
          {noBlocks && <Alert tone="danger">{courseMessages.noBlocks}</Alert>}
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void continueFromContent()}>
              {t("courses.create.next")}
            </Button>
          </div>
        </>
      )}
      {key === "settings" && (
        <SettingsForm
          key={data.revision}
          version={data}
          readOnly={readOnly || data.editMode === "text-only"}
          isLast={isLast}
          pending={update.isPending}
          failure={update.error}
          onSubmit={(settings) =>
            update.mutate({ revision: data.revision, settings }, { onSuccess: saved })
          }
        />
      )}
      {key === "questions" && (
        <>
          <p className={styles.intro}>{t("courses.questions.intro")}</p>
          <QuestionOverview
            version={data}
            editPath={(sectionId) => `${pathOf(3)}?section=${sectionId}`}
          />
          <div className={styles.actions}>
            <Button variant="primary" onClick={finish}>
              {t("courses.wizard.done")}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
