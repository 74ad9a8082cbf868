import { useQuery } from "@tanstack/react-query";
import { Copy, FileText, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, callApi } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { Modal } from "../../../ui/modal/modal";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { TextField } from "../../../ui/text-field/text-field";
import { getTraining } from "@leerlijn/contracts/trainings/trainings.contract";
import {
  existingTrainingsQuery,
  fetchTrainingTemplate,
  trainingTemplatesQuery,
} from "../api/training-wizard";
import { useDeleteTemplateAfterConfirm } from "../components/use-delete-template";
import { draftFromCopy, draftFromTemplate, type TrainingDraft } from "./wizard-draft";
import styles from "./training-wizard.module.css";

type Source = "template" | "copy";

/**
 * How a new training starts (issue 21): empty, from a template, or as a copy of an existing
 * training. Choosing one fills the wizard's draft; the planner then goes through the steps.
 */
export function StartOptions({ onStart }: { onStart: (draft: TrainingDraft) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Source | null>(null);
  const close = () => setOpen(null);
  const start = (draft: TrainingDraft) => {
    onStart(draft);
    close();
  };
  return (
    <div className={styles.start}>
      <p className={styles.startText}>{t("trainings.wizard.start.text")}</p>
      <Button icon={<FileText size={18} aria-hidden="true" />} onClick={() => setOpen("template")}>
        {t("trainings.wizard.start.fromTemplate")}
      </Button>
      <Button icon={<Copy size={18} aria-hidden="true" />} onClick={() => setOpen("copy")}>
        {t("trainings.wizard.start.copy")}
      </Button>
      <TemplateDialog open={open === "template"} onClose={close} onStart={start} />
      <CopyDialog open={open === "copy"} onClose={close} onStart={start} />
    </div>
  );
}

type DialogProps = {
  open: boolean;
  onClose: () => void;
  onStart: (draft: TrainingDraft) => void;
};

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

function TemplateDialog({ open, onClose, onStart }: DialogProps) {
  const { t } = useTranslation();
  const templates = useQuery({ ...trainingTemplatesQuery, enabled: open });
  const [loading, setLoading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { drop } = useDeleteTemplateAfterConfirm(setFailure);

  const use = async (id: string) => {
    setLoading(id);
    setFailure(null);
    try {
      onStart(draftFromTemplate(await fetchTrainingTemplate(id)));
    } catch (error) {
      setFailure(messageOf(error, t("trainings.wizard.start.loadFailed")));
    } finally {
      setLoading(null);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t("trainings.wizard.start.templateTitle")}
      size="medium"
    >
      {failure && <Alert tone="danger">{failure}</Alert>}
      {templates.isPending ? (
        <Skeleton height={120} />
      ) : templates.isError ? (
        <Alert tone="danger">{t("trainings.wizard.start.loadFailed")}</Alert>
      ) : templates.data.length === 0 ? (
        <p>{t("trainings.templates.none")}</p>
      ) : (
        <ul className={styles.pickList} aria-label={t("trainings.templates.listLabel")}>
          {templates.data.map((template) => (
            <li key={template.id} className={styles.pickRow}>
              <span className={styles.pickName}>{template.name}</span>
              <Button
                variant="primary"
                size="small"
                disabled={loading !== null}
                aria-label={t("trainings.templates.useNamed", { name: template.name })}
                onClick={() => void use(template.id)}
              >
                {loading === template.id ? t("common.loading") : t("trainings.templates.use")}
              </Button>
              <Button
                variant="ghost"
                size="small"
                icon={<Trash2 size={16} aria-hidden="true" />}
                aria-label={t("trainings.templates.deleteNamed", { name: template.name })}
                title={t("trainings.templates.delete")}
                onClick={() => void drop(template)}
              />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

function CopyDialog({ open, onClose, onStart }: DialogProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const trainings = useQuery({ ...existingTrainingsQuery(search.trim()), enabled: open });
  const [loading, setLoading] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const copy = async (id: string) => {
    setLoading(id);
    setFailure(null);
    try {
      const { data } = await callApi(getTraining, { params: { id } });
      onStart(draftFromCopy(data));
    } catch (error) {
      setFailure(messageOf(error, t("trainings.wizard.start.loadFailed")));
    } finally {
      setLoading(null);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t("trainings.wizard.start.copyTitle")}
      description={t("trainings.wizard.start.copyText")}
      size="medium"
    >
      {failure && <Alert tone="danger">{failure}</Alert>}
      <TextField
        type="search"
        label={t("trainings.wizard.start.search")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {trainings.isPending ? (
        <Skeleton height={120} />
      ) : (trainings.data ?? []).length === 0 ? (
        <p>{t("trainings.wizard.start.noTrainings")}</p>
      ) : (
        <ul className={styles.pickList} aria-label={t("trainings.wizard.start.copyListLabel")}>
          {(trainings.data ?? []).map((training) => (
            <li key={training.id} className={styles.pickRow}>
              <span className={styles.pickName}>{training.name}</span>
              <Button
                variant="primary"
                size="small"
                disabled={loading !== null}
                aria-label={t("trainings.wizard.start.copyNamed", { name: training.name })}
                onClick={() => void copy(training.id)}
              >
                {loading === training.id
                  ? t("common.loading")
                  : t("trainings.wizard.start.copyOne")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
