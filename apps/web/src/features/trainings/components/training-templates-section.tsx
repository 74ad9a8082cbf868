import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/i18n";
import { Alert } from "../../../ui/alert/alert";
import { Button, buttonClassName } from "../../../ui/button/button";
import { Card } from "../../../ui/card/card";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { trainingTemplatesQuery } from "../api/training-wizard";
import { useDeleteTemplateAfterConfirm } from "./use-delete-template";
import styles from "./training-templates-section.module.css";

/** Where the wizard starts a new training from the template (see the create page). */
export const planFromTemplatePath = (templateId: string) =>
  `/trainings/create/1?template=${encodeURIComponent(templateId)}`;

/**
 * The company's templates on /trainings (issue 21 item 1): each by name, a way into the wizard
 * that starts from it, and deleting it after the confirm dialog. For planners only; the page
 * decides that.
 */
export function TrainingTemplatesSection() {
  const { t } = useTranslation();
  const templates = useQuery(trainingTemplatesQuery);
  const [failure, setFailure] = useState<string | null>(null);
  const { drop, deleting } = useDeleteTemplateAfterConfirm(setFailure);

  return (
    <Card
      title={t("trainings.templates.sectionTitle")}
      description={t("trainings.templates.sectionText")}
    >
      {failure && <Alert tone="danger">{failure}</Alert>}
      {templates.isPending ? (
        <Skeleton height={88} />
      ) : templates.isError ? (
        <Alert tone="danger">{t("trainings.templates.loadFailed")}</Alert>
      ) : templates.data.length === 0 ? (
        <p className={styles.empty}>{t("trainings.templates.none")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("trainings.templates.listLabel")}>
          {templates.data.map((template) => (
            <li key={template.id} className={styles.row}>
              <FileText size={18} aria-hidden="true" className={styles.icon} />
              <span className={styles.name}>
                {template.name}
                <span className={styles.updated}>
                  {t("trainings.templates.updated", { date: formatDate(template.updatedAt) })}
                </span>
              </span>
              <span className={styles.actions}>
                <Link
                  to={planFromTemplatePath(template.id)}
                  className={buttonClassName({ variant: "secondary", size: "small" })}
                  aria-label={t("trainings.templates.planFromNamed", { name: template.name })}
                >
                  <CalendarPlus size={16} aria-hidden="true" />
                  {t("trainings.templates.planFrom")}
                </Link>
                <Button
                  variant="ghost"
                  size="small"
                  icon={<Trash2 size={16} aria-hidden="true" />}
                  aria-label={t("trainings.templates.deleteNamed", { name: template.name })}
                  title={t("trainings.templates.delete")}
                  disabled={deleting === template.id}
                  onClick={() => {
                    setFailure(null);
                    void drop(template);
                  }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
