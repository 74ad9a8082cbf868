import { useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import {
  fetchTrainingTemplate,
  templatesQueryKey,
} from "../../../features/trainings/api/training-wizard";
import { trainingQuery } from "../../../features/trainings/api/trainings";
import { StartOptions } from "../../../features/trainings/wizard/start-options";
import { TrainingWizard } from "../../../features/trainings/wizard/training-wizard";
import {
  draftFromTemplate,
  draftFromTraining,
  emptyDraft,
  type TrainingDraft,
} from "../../../features/trainings/wizard/wizard-draft";
import {
  clearStoredWizard,
  readStoredWizard,
  type StoredWizard,
  wizardStorageKey,
} from "../../../features/trainings/wizard/wizard-draft-storage";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button } from "../../../ui/button/button";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import listStyles from "../lists/list-page.module.css";
import styles from "./trainings.module.css";

const stepOf = (value: string | undefined) => Number(value ?? "1") || 1;

/** The wizard's start: a draft, whether it came back from storage, and a version to remount. */
type Start = {
  draft: TrainingDraft;
  restored: StoredWizard | null;
  version: number;
  /** A template or a copy filled it: unsaved work from the start. */
  filled?: boolean;
};

/** Says a draft came back after a reload, with the way to throw it away. */
function RestoredNotice({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.restored}>
      <Alert tone="info">{t("trainings.wizard.restored.text")}</Alert>
      <Button
        size="small"
        variant="ghost"
        icon={<RotateCcw size={16} aria-hidden="true" />}
        onClick={onDiscard}
      >
        {t("trainings.wizard.restored.discard")}
      </Button>
    </div>
  );
}

/**
 * /trainings/create/{stepNumber}: a new training, empty, from a template or as a copy. The list
 * page's templates link here with `?template={id}`; a draft kept from before a reload comes back.
 */
export function TrainingCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("trainings.wizard.createTitle"));
  const navigate = useNavigate();
  const { stepNumber } = useParams();
  const [params] = useSearchParams();
  const templateId = params.get("template");
  const step = stepOf(stepNumber);
  const storageKey = wizardStorageKey(useCurrentUser().id, null);
  // Starting from a template or a copy gives the wizard a new draft (and a fresh start).
  const [start, setStart] = useState<Start>(() => {
    const restored = templateId ? null : readStoredWizard(storageKey);
    return { draft: restored?.draft ?? emptyDraft(), restored, version: 0 };
  });
  const startWith = (draft: TrainingDraft, filled = true) =>
    setStart((current) => ({ draft, restored: null, version: current.version + 1, filled }));
  const template = useQuery({
    queryKey: [...templatesQueryKey, "start", templateId],
    queryFn: () => fetchTrainingTemplate(templateId!),
    enabled: templateId !== null,
    staleTime: 0,
    gcTime: 0,
  });
  // The template fills the draft once (as it arrives, while rendering); the address then loses
  // the parameter, so a reload restores what was typed since rather than the template again.
  const [applied, setApplied] = useState<string | null>(null);
  if (template.data && applied !== template.data.id) {
    setApplied(template.data.id);
    startWith(draftFromTemplate(template.data));
  }
  useEffect(() => {
    if (applied) void navigate("/trainings/create/1", { replace: true });
  }, [applied, navigate]);

  const discard = () => {
    clearStoredWizard(storageKey);
    startWith(emptyDraft(), false);
    void navigate("/trainings/create/1");
  };

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t("trainings.breadcrumb"), to: "/trainings" },
          { label: t("trainings.wizard.createTitle") },
        ]}
      />
      <h1>{t("trainings.wizard.createTitle")}</h1>
      {start.restored && <RestoredNotice onDiscard={discard} />}
      {templateId && template.isError && (
        <Alert tone="danger">
          {template.error instanceof ApiError
            ? template.error.message
            : t("trainings.wizard.start.loadFailed")}
        </Alert>
      )}
      {templateId && template.isPending ? (
        <div aria-busy="true" className={listStyles.loading}>
          <Skeleton height={240} />
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      ) : (
        <>
          {step === 1 && <StartOptions onStart={(draft) => startWith(draft)} />}
          <TrainingWizard
            key={start.version}
            trainingId={null}
            initial={start.draft}
            restored={start.restored}
            startsDirty={start.filled === true}
            storageKey={storageKey}
            step={step}
            pathOf={(number) => `/trainings/create/${number}`}
          />
        </>
      )}
    </>
  );
}

/** /trainings/{trainingId}/edit/{stepNumber}: the same steps for a planned training. */
export function TrainingEditPage() {
  const { t } = useTranslation();
  const { trainingId = "", stepNumber } = useParams();
  const training = useQuery({ ...trainingQuery(trainingId), staleTime: 0 });
  useDocumentTitle(
    training.data
      ? t("trainings.wizard.editTitle", { name: training.data.name })
      : t("pages.titles.trainings"),
  );
  if (training.isError && !training.data)
    return (
      <LoadFailed onRetry={() => void training.refetch()} retrying={training.isFetching}>
        {t("trainings.detail.failed")}
      </LoadFailed>
    );
  // The draft is taken once, from a fresh read (the detail page's copy may be old); a refetch
  // behind the wizard later must not throw away what is typed, so it is not waited for.
  if (!training.data || !training.isFetchedAfterMount)
    return (
      <div aria-busy="true" className={listStyles.loading}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={240} />
        <span className="visually-hidden">{t("common.loading")}</span>
      </div>
    );
  const data = training.data;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: t("trainings.breadcrumb"), to: "/trainings" },
          { label: data.name, to: `/trainings/${data.id}` },
          { label: t("trainings.wizard.edit") },
        ]}
      />
      <h1>{t("trainings.wizard.editTitle", { name: data.name })}</h1>
      <EditWizard key={data.id} training={data} step={stepOf(stepNumber)} />
    </>
  );
}

function EditWizard({
  training,
  step,
}: {
  training: Parameters<typeof draftFromTraining>[0];
  step: number;
}) {
  const navigate = useNavigate();
  const storageKey = wizardStorageKey(useCurrentUser().id, training.id);
  const [start, setStart] = useState<Start>(() => ({
    draft: draftFromTraining(training),
    restored: readStoredWizard(storageKey),
    version: 0,
  }));
  const discard = () => {
    clearStoredWizard(storageKey);
    setStart((current) => ({
      draft: draftFromTraining(training),
      restored: null,
      version: current.version + 1,
    }));
    void navigate(`/trainings/${training.id}/edit/1`);
  };
  return (
    <>
      {start.restored && <RestoredNotice onDiscard={discard} />}
      <TrainingWizard
        key={start.version}
        trainingId={training.id}
        initial={start.draft}
        restored={start.restored}
        storageKey={storageKey}
        step={step}
        pathOf={(number) => `/trainings/${training.id}/edit/${number}`}
      />
    </>
  );
}
