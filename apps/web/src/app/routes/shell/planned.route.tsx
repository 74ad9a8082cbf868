import { Hammer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import type { RouteName } from "../../route-meta";
import { useDocumentTitle } from "../../use-document-title";

type TitledRoute =
  | Exclude<
      RouteName,
      | "components"
      | "courseCreate"
      | "courseCreateStep"
      | "courseEdit"
      | "courseReview"
      | "courseLibraryCourse"
      | "mediaLibrary"
      | "trainings"
      | "trainingDetail"
      | "trainingCreate"
      | "trainingEdit"
    >
  | "cockpit";

/** A section whose feature is still being built: says so plainly instead of failing. */
export function PlannedPage({ route }: { route: TitledRoute }) {
  const { t } = useTranslation();
  const title = t(`pages.titles.${route}`);
  useDocumentTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <EmptyState
        icon={<Hammer size={28} aria-hidden="true" />}
        title={t("pages.planned.title")}
        text={t("pages.planned.text", { section: title })}
      />
    </>
  );
}
