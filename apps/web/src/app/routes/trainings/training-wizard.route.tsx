import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { trainingQuery } from "../../../features/trainings/api/trainings";
import { StartOptions } from "../../../features/trainings/wizard/start-options";
import { TrainingWizard } from "../../../features/trainings/wizard/training-wizard";
import { draftFromTraining, emptyDraft } from "../../../features/trainings/wizard/wizard-draft";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import listStyles from "../lists/list-page.module.css";

const stepOf = (value: string | undefined) => Number(value ?? "1") || 1;

/** /trainings/create/{stepNumber}: a new training, empty, from a template or as a copy. */
export function TrainingCreatePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("trainings.wizard.createTitle"));
  const { stepNumber } = useParams();
  const step = stepOf(stepNumber);
  // Starting from a template or a copy gives the wizard a new draft (and a fresh start).
  const [start, setStart] = useState(() => ({ draft: emptyDraft(), version: 0 }));
  return (
    <>
      <Breadcrumbs
        items={[
          { label: t("trainings.breadcrumb"), to: "/trainings" },
          { label: t("trainings.wizard.createTitle") },
        ]}
      />
      <h1>{t("trainings.wizard.createTitle")}</h1>
      {step === 1 && (
        <StartOptions
          onStart={(draft) => setStart((current) => ({ draft, version: current.version + 1 }))}
        />
      )}
      <TrainingWizard
        key={start.version}
        trainingId={null}
        initial={start.draft}
        startsDirty={start.version > 0}
        step={step}
        pathOf={(number) => `/trainings/create/${number}`}
      />
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
  const [initial] = useState(() => draftFromTraining(training));
  return (
    <TrainingWizard
      trainingId={training.id}
      initial={initial}
      step={step}
      pathOf={(number) => `/trainings/${training.id}/edit/${number}`}
    />
  );
}
