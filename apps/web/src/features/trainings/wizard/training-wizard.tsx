import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { toasts } from "../../../ui/toast/toast-store";
import { checkTrainingStep, useSaveTraining } from "../api/training-wizard";
import { LeaveGuard } from "./leave-guard";
import {
  bodyOf,
  stepFields,
  stepOfField,
  type TrainingDraft,
  trainingStepKeys,
} from "./wizard-draft";
import { clearStoredWizard, type StoredWizard, storeWizard } from "./wizard-draft-storage";
import { GeneralStep, ParticipantsStep, SettingsStep, TrainerStep } from "./wizard-steps";
import styles from "./training-wizard.module.css";

type Errors = Record<string, string[]>;

const snake = (path: string) => path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export type TrainingWizardProps = {
  /** Null plans a new training; an id changes that training. */
  trainingId: string | null;
  initial: TrainingDraft;
  /** 1 to 4, from the path. */
  step: number;
  /** The path of a step: `/trainings/create/2`, `/trainings/{id}/edit/2`. */
  pathOf: (step: number) => string;
  /** A new training's draft starts unsaved once something (a template, a copy) filled it. */
  startsDirty?: boolean;
  /** Where the unsaved draft is kept across reloads (see wizard-draft-storage). */
  storageKey: string;
  /** The draft kept from before a reload: it replaces `initial` and counts as unsaved. */
  restored?: StoredWizard | null;
};

/**
 * The training wizard (spec §4): general information, trainer, participants, settings. Moving on
 * from a step asks the server to check that step's fields (Precognition), showing its first
 * message per field; moving on from the last step saves the whole training once, participants
 * included, and opens its page. The draft lives here while the path changes between steps.
 */
export function TrainingWizard({
  trainingId,
  initial,
  step,
  pathOf,
  startsDirty = false,
  storageKey,
  restored = null,
}: TrainingWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(restored?.draft ?? initial);
  const [dirty, setDirty] = useState(startsDirty || restored !== null);
  // A changed training's participants are sent only when this step changed them: sending the
  // groups again would take in who joined those groups since (see set-training-participants).
  const [participantsChanged, setParticipantsChanged] = useState(
    restored?.participantsChanged ?? trainingId === null,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [reached, setReached] = useState(
    restored?.reached ?? (trainingId ? trainingStepKeys.length : 1),
  );
  // The saved training's id: once set, the guard lets go and the page opens (after the guard's
  // effect has seen it, hence an effect rather than navigating straight from the save).
  const [savedId, setSavedId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const save = useSaveTraining(trainingId);
  const key = trainingStepKeys[step - 1] ?? "general";
  const isLast = step === trainingStepKeys.length;

  // A new step's heading takes the focus, so screen readers hear where they are.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (savedId) void navigate(`/trainings/${savedId}`);
  }, [savedId, navigate]);

  // Unsaved work survives a reload of the tab; once saved there is nothing left to keep.
  useEffect(() => {
    if (dirty && savedId === null) storeWizard(storageKey, { draft, reached, participantsChanged });
  }, [dirty, savedId, storageKey, draft, reached, participantsChanged]);
  const discardStored = useCallback(() => clearStoredWizard(storageKey), [storageKey]);

  const change = (patch: Partial<TrainingDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
    if ("participantIds" in patch || "groupIds" in patch) setParticipantsChanged(true);
  };
  const error = (path: string) => errors[snake(path)]?.[0];
  const body = () => bodyOf(draft, participantsChanged);

  const showFailure = (caught: unknown, fields: readonly string[] | null) => {
    if (caught instanceof ApiError && caught.status === 422 && caught.body?.errors) {
      const found = caught.body.errors;
      setErrors((current) => {
        // This check's answer replaces what an earlier check said about the same fields.
        const kept = Object.fromEntries(
          Object.entries(current).filter(
            ([field]) => fields !== null && stepOfField(field) !== key,
          ),
        );
        return { ...kept, ...found };
      });
      setFailure(t("trainings.wizard.checkFields"));
      const first = Object.keys(found)[0];
      const owner = first ? stepOfField(first) : key;
      if (owner !== key) void navigate(pathOf(trainingStepKeys.indexOf(owner) + 1));
      return;
    }
    setFailure(caught instanceof ApiError ? caught.message : t("errors.generic"));
  };

  const next = async () => {
    setFailure(null);
    if (isLast) {
      try {
        const saved = await save.mutateAsync(body());
        toasts.show({
          type: "success",
          title: t(trainingId ? "trainings.wizard.updated" : "trainings.wizard.created"),
        });
        clearStoredWizard(storageKey);
        setSavedId(saved.id);
      } catch (caught) {
        showFailure(caught, null);
      }
      return;
    }
    setChecking(true);
    try {
      await checkTrainingStep(trainingId, body(), stepFields[key]);
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => stepOfField(field) !== key)),
      );
      setReached((current) => Math.max(current, step + 1));
      void navigate(pathOf(step + 1));
    } catch (caught) {
      showFailure(caught, stepFields[key]);
    } finally {
      setChecking(false);
    }
  };

  // A step not reached yet (a typed or bookmarked path) starts where the planner may go on.
  if (step > reached || !trainingStepKeys[step - 1])
    return <Navigate to={pathOf(reached)} replace />;

  const busy = checking || save.isPending;
  const stepProps = { draft, onChange: change, error };

  return (
    <div className={styles.wizard}>
      <LeaveGuard
        when={dirty && savedId === null}
        within={pathOf(1).replace(/\d+$/, "")}
        onLeave={discardStored}
      />
      <nav aria-label={t("trainings.wizard.steps")}>
        <ol className={styles.steps}>
          {trainingStepKeys.map((stepKey, index) => {
            const number = index + 1;
            const name = t(`trainings.wizard.stepNames.${stepKey}`);
            // The number is shown, the words "step n of 4" are read; the visible name is part
            // of what is read, so speech input finds the step by what it shows.
            const label = (
              <>
                <span className={styles.stepNumber} aria-hidden="true">
                  {number}
                </span>
                <span className="visually-hidden">
                  {t("trainings.wizard.stepOf", {
                    step: number,
                    total: trainingStepKeys.length,
                  })}{" "}
                </span>
                <span className={styles.stepLabel}>{name}</span>
              </>
            );
            return (
              <li key={stepKey}>
                {number <= reached ? (
                  <Link to={pathOf(number)} aria-current={number === step ? "step" : undefined}>
                    {label}
                  </Link>
                ) : (
                  <span className={styles.stepLocked}>{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {t(`trainings.wizard.stepNames.${key}`)}
      </h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void next();
        }}
      >
        {failure && <Alert tone="danger">{failure}</Alert>}
        <div className={styles.fields}>
          {key === "general" && <GeneralStep {...stepProps} />}
          {key === "trainer" && <TrainerStep {...stepProps} />}
          {key === "participants" && <ParticipantsStep {...stepProps} />}
          {key === "settings" && <SettingsStep {...stepProps} />}
        </div>
        <div className={styles.actions}>
          {step > 1 && (
            <Button
              icon={<ArrowLeft size={18} aria-hidden="true" />}
              onClick={() => void navigate(pathOf(step - 1))}
            >
              {t("trainings.wizard.previous")}
            </Button>
          )}
          <Button
            type="submit"
            variant="primary"
            disabled={busy}
            icon={
              isLast ? (
                <Check size={18} aria-hidden="true" />
              ) : (
                <ArrowRight size={18} aria-hidden="true" />
              )
            }
          >
            {isLast
              ? save.isPending
                ? t("common.saving")
                : t(trainingId ? "trainings.wizard.saveChanges" : "trainings.wizard.plan")
              : checking
                ? t("trainings.wizard.checking")
                : t("trainings.wizard.next")}
          </Button>
        </div>
      </form>
    </div>
  );
}
