import { newDateRow, type TrainingDraft } from "./wizard-draft";

/**
 * The wizard's unsaved work kept in the tab's sessionStorage, so a reload mid-wizard (or a
 * session that expired and was signed into again) does not lose it. One per person and per
 * training (or "create"); it goes once the training is saved or the planner discards it.
 * sessionStorage stays with the tab: another tab, or a closed one, starts afresh.
 */
export type StoredWizard = {
  draft: TrainingDraft;
  /** The furthest step reached, so a reload on step 3 stays there. */
  reached: number;
  /** Whether the participants step was changed (a changed training sends them only then). */
  participantsChanged: boolean;
};

const VERSION = 1;

/** The key of one wizard's draft: `person` keeps one person's draft from another's. */
export const wizardStorageKey = (person: string, trainingId: string | null) =>
  `leerlijn.trainingDraft.${person}.${trainingId ?? "create"}`;

const isDraft = (value: unknown): value is TrainingDraft => {
  if (typeof value !== "object" || value === null) return false;
  const draft = value as Partial<TrainingDraft>;
  return (
    typeof draft.name === "string" &&
    typeof draft.location === "object" &&
    Array.isArray(draft.dates) &&
    Array.isArray(draft.instructorIds) &&
    Array.isArray(draft.participantIds) &&
    Array.isArray(draft.groupIds) &&
    typeof draft.settings === "object"
  );
};

/** The stored draft, or null when there is none or it is not one this version can read. */
export function readStoredWizard(key: string): StoredWizard | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { version?: number } & Partial<StoredWizard>;
    if (stored.version !== VERSION || !isDraft(stored.draft)) return null;
    return {
      draft: {
        ...stored.draft,
        // Row keys are only unique within one page load: new ones, so added rows cannot clash.
        dates: stored.draft.dates.map(({ id, date, timeFrom, timeTo }) =>
          newDateRow({ id, date, timeFrom, timeTo }),
        ),
      },
      reached: typeof stored.reached === "number" ? stored.reached : 1,
      participantsChanged: stored.participantsChanged === true,
    };
  } catch {
    return null;
  }
}

export function storeWizard(key: string, value: StoredWizard): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ version: VERSION, ...value }));
  } catch {
    // Full or refused storage: the wizard still works, a reload just starts over.
  }
}

export function clearStoredWizard(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stored then.
  }
}
