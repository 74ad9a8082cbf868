import { courseTypeKeys, type CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams, useSearchParams } from "react-router";
import { useCreateCourse } from "../../../features/courses/api/course-actions";
import { CourseTypePicker } from "../../../features/courses/components/course-type-picker";
import { GeneralInfoForm } from "../../../features/courses/components/general-info-form";
import { editorPath } from "../../../features/courses/editor-path";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./courses-pages.module.css";

const isCourseType = (value: string | null): value is CourseTypeKey =>
  (courseTypeKeys as readonly (string | null)[]).includes(value);

/** `/courses/create`: the course type comes first. */
export function CourseCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("courses.create.title"));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initial = params.get("type");
  const [type, setType] = useState<CourseTypeKey | null>(isCourseType(initial) ? initial : null);
  const [missing, setMissing] = useState(false);
  return (
    <div className={styles.narrow}>
      <h1>{t("courses.create.title")}</h1>
      <p className={styles.intro}>{t("courses.create.chooseTypeHint")}</p>
      {missing && !type && <Alert tone="danger">{t("courses.create.chooseTypeFirst")}</Alert>}
      <CourseTypePicker value={type} onChange={setType} />
      <div className={styles.actions}>
        <Button
          variant="primary"
          onClick={() =>
            type ? void navigate(`/courses/create/1?type=${type}`) : setMissing(true)
          }
        >
          {t("courses.create.next")}
        </Button>
      </div>
    </div>
  );
}

/** `/courses/create/{step}`: the general information; saving creates the course and opens its editor. */
export function CourseCreateStepPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("courses.create.title"));
  const navigate = useNavigate();
  const { stepNumber } = useParams();
  const [params] = useSearchParams();
  const type = params.get("type");
  const create = useCreateCourse();
  if (!isCourseType(type)) return <Navigate to="/courses/create" replace />;
  // Later steps need a saved course; without one the wizard starts at its first step.
  if (stepNumber !== "1") return <Navigate to={`/courses/create/1?type=${type}`} replace />;
  return (
    <div className={styles.narrow}>
      <h1>{t("courses.create.title")}</h1>
      <p className={styles.muted}>
        {t("courses.create.stepOf", { step: 1, total: type === "test" ? 5 : 4 })} ·{" "}
        {t("courses.create.steps.general")}
      </p>
      <GeneralInfoForm
        initial={{
          name: "",
          description: "",
          imageMediaId: null,
          learningGoals: [],
          testGoals: [],
        }}
        isTest={type === "test"}
        pending={create.isPending}
        failure={create.error}
        onSubmit={(values) =>
          create.mutate(
            { ...values, courseTypeKey: type },
            {
              onSuccess: (version) => {
                toasts.show({ type: "success", title: t("courses.create.created") });
                void navigate(editorPath(version.courseId, version.id, 2));
              },
            },
          )
        }
      />
    </div>
  );
}
