import type { Training } from "@leerlijn/contracts/trainings/training.schema";
import { CalendarPlus, FilePlus2, Pencil } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClassName } from "../../../ui/button/button";
import { SaveTemplateDialog } from "./save-template-dialog";
import styles from "./training-wizard.module.css";

/**
 * "Training plannen", for whoever may plan trainings (the list page and its empty state); the
 * page says whether the user may (features do not read the session themselves).
 */
export function PlanTrainingLink({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  if (!allowed) return null;
  return (
    <Link to="/trainings/create/1" className={buttonClassName({ variant: "primary" })}>
      <CalendarPlus size={18} aria-hidden="true" />
      {t("trainings.wizard.planButton")}
    </Link>
  );
}

/** The detail page's actions: change the training, keep its set-up as a template. */
export function TrainingActions({
  training,
  mayEdit,
  mayTemplate,
}: {
  training: Training;
  mayEdit: boolean;
  /** Saving a template is planning: educator.trainings.create. */
  mayTemplate: boolean;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  if (!mayEdit && !mayTemplate) return null;
  return (
    <div className={styles.detailActions}>
      {mayEdit && (
        <Link
          to={`/trainings/${training.id}/edit/1`}
          className={buttonClassName({ variant: "primary" })}
        >
          <Pencil size={18} aria-hidden="true" />
          {t("trainings.wizard.edit")}
        </Link>
      )}
      {mayTemplate && (
        <>
          <Button icon={<FilePlus2 size={18} aria-hidden="true" />} onClick={() => setSaving(true)}>
            {t("trainings.templates.saveAs")}
          </Button>
          <SaveTemplateDialog training={training} open={saving} onOpenChange={setSaving} />
        </>
      )}
    </div>
  );
}
