import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { courseGroupQuery } from "../../../features/course-groups/api/course-groups";
import { CourseGroupForm } from "../../../features/course-groups/components/course-group-form";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Card } from "../../../ui/card/card";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";

/** /onboarding/create and /onboarding/{courseGroupId}/edit */
export function CourseGroupFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { courseGroupId } = useParams();
  const existing = useQuery({
    ...courseGroupQuery(courseGroupId ?? ""),
    enabled: courseGroupId !== undefined,
  });
  const title = courseGroupId ? (existing.data?.name ?? "") : t("onboarding.create.title");
  useDocumentTitle(title || t("onboarding.list.title"));
  const back = courseGroupId ? `/onboarding/${courseGroupId}` : "/onboarding";

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t("onboarding.list.title"), to: "/onboarding" },
          ...(courseGroupId && existing.data ? [{ label: existing.data.name, to: back }] : []),
          { label: courseGroupId ? t("onboarding.detail.edit") : t("onboarding.create.title") },
        ]}
      />
      <h1>{title}</h1>
      <Card>
        {courseGroupId && !existing.data ? (
          <div aria-busy="true">
            <Skeleton height={40} />
            <span className="visually-hidden">{t("common.loading")}</span>
          </div>
        ) : (
          <CourseGroupForm
            courseGroup={existing.data}
            onCancel={() => void navigate(back)}
            onSaved={(path) => {
              toasts.show({ type: "success", title: t("onboarding.saved", { name: path.name }) });
              void navigate(`/onboarding/${path.id}`, { replace: true });
            }}
          />
        )}
      </Card>
    </>
  );
}
