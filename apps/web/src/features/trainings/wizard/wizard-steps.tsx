import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { groupOptionsQuery } from "../../groups/api/groups";
import { MediaPicker } from "../../media/components/media-picker";
import { UserChecklist } from "../../users/components/user-checklist";
import { DateInput } from "../../../ui/date-input/date-input";
import { NumberInput } from "../../../ui/number-input/number-input";
import { RichTextEditor } from "../../../ui/rich-text/rich-text-editor";
import { Select } from "../../../ui/select/select";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { TextField } from "../../../ui/text-field/text-field";
import { trainerOptionsQuery, trainerRoles } from "../api/trainings";
import { trainingTemplatesQuery } from "../api/training-wizard";
import { AddressFields } from "./address-fields";
import { DatesField } from "./dates-field";
import type { TrainingDraft } from "./wizard-draft";
import styles from "./training-wizard.module.css";

export type StepProps = {
  draft: TrainingDraft;
  onChange: (patch: Partial<TrainingDraft>) => void;
  /** The first server message of a field, by its path in the body (`location.postalCode`). */
  error: (path: string) => string | undefined;
};

/** Step 1: what, where and when. */
export function GeneralStep({ draft, onChange, error }: StepProps) {
  const { t } = useTranslation();
  const descriptionError = error("description");
  return (
    <>
      <TextField
        label={t("trainings.wizard.general.name")}
        required
        maxLength={255}
        value={draft.name}
        error={error("name")}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <div className={styles.richText}>
        {/* The editor carries the same name itself; this is the label sighted people read. */}
        <span className={styles.fieldLabel} aria-hidden="true">
          {t("trainings.wizard.general.description")}
        </span>
        <RichTextEditor
          label={t("trainings.wizard.general.description")}
          value={draft.description}
          onChange={(description) => onChange({ description })}
        />
        {descriptionError && <p className={styles.error}>{descriptionError}</p>}
      </div>
      <AddressFields
        legend={t("trainings.wizard.general.location")}
        value={draft.location}
        onChange={(location) => onChange({ location })}
        error={(field) => error(field ? `location.${field}` : "location")}
      />
      <MediaPicker
        label={t("trainings.wizard.general.image")}
        accept={["image"]}
        value={draft.image}
        onChange={(image: MediaItem | null) => onChange({ image })}
        {...(error("imageMediaId") ? { error: error("imageMediaId")! } : {})}
      />
      <DatesField
        value={draft.dates}
        onChange={(dates) => onChange({ dates })}
        error={(field) => error(field ? `dates.${field}` : "dates")}
      />
      <NumberInput
        label={t("trainings.wizard.general.capacity")}
        hint={t("trainings.wizard.general.capacityHint")}
        min={1}
        max={10000}
        value={draft.capacity}
        error={error("capacity")}
        onChange={(capacity) => onChange({ capacity })}
        className={styles.short}
      />
    </>
  );
}

/** The company's educators (every educator role), each once, by name. */
function useEducators() {
  const results = useQueries({ queries: trainerRoles.map((role) => trainerOptionsQuery(role)) });
  const pending = results.some((result) => result.isPending);
  // A handful of people: sorting them on each render costs nothing worth a memo.
  const byId = new Map<string, { id: string; name: string }>();
  for (const result of results) for (const person of result.data ?? []) byId.set(person.id, person);
  const educators = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, "nl"));
  return { educators, pending };
}

function PeopleChoice({
  legend,
  hint,
  people,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint?: string;
  people: readonly { id: string; name: string }[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      {error && <p className={styles.error}>{error}</p>}
      {people.length === 0 ? (
        <p className={styles.hint}>{t("trainings.wizard.trainer.noEducators")}</p>
      ) : (
        <div className={styles.choices}>
          {people.map((person) => (
            <label key={person.id} className={styles.choice}>
              <input
                type="checkbox"
                checked={value.includes(person.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, person.id]
                      : value.filter((id) => id !== person.id),
                  )
                }
              />
              <span>{person.name}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** Step 2: who gives the training, who registers attendance and who may stand in for them. */
export function TrainerStep({ draft, onChange, error }: StepProps) {
  const { t } = useTranslation();
  const { educators, pending } = useEducators();
  if (pending) return <Skeleton height={240} />;
  return (
    <>
      <PeopleChoice
        legend={t("trainings.wizard.trainer.instructors")}
        hint={t("trainings.wizard.trainer.instructorsHint")}
        people={educators}
        value={draft.instructorIds}
        onChange={(instructorIds) => onChange({ instructorIds })}
        error={error("instructorIds")}
      />
      <Select
        label={t("trainings.wizard.trainer.registrar")}
        hint={t("trainings.wizard.trainer.registrarHint")}
        placeholder={t("trainings.wizard.trainer.noRegistrar")}
        options={educators.map((person) => ({ value: person.id, label: person.name }))}
        value={draft.registrarId ?? ""}
        error={error("registrarId")}
        onChange={(value) => onChange({ registrarId: value || null })}
      />
      <PeopleChoice
        legend={t("trainings.wizard.trainer.registrarManagers")}
        hint={t("trainings.wizard.trainer.registrarManagersHint")}
        people={educators}
        value={draft.registrarManagerIds}
        onChange={(registrarManagerIds) => onChange({ registrarManagerIds })}
        error={error("registrarManagerIds")}
      />
    </>
  );
}

/** Step 3: people one by one (new ones can be added inline, spec §6) and whole groups. */
export function ParticipantsStep({ draft, onChange, error }: StepProps) {
  const { t } = useTranslation();
  const groups = useQuery(groupOptionsQuery);
  const peopleError = error("participants.companyUserIds") ?? error("participants");
  const groupsError = error("participants.groupIds");
  return (
    <>
      <section className={styles.group} aria-labelledby="participants-people">
        <h3 id="participants-people" className={styles.legend}>
          {t("trainings.wizard.participants.people")}
        </h3>
        {peopleError && <p className={styles.error}>{peopleError}</p>}
        <UserChecklist
          label={t("trainings.wizard.participants.peopleLabel")}
          value={draft.participantIds}
          onChange={(participantIds) => onChange({ participantIds })}
        />
      </section>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          {t("trainings.wizard.participants.groups", { count: draft.groupIds.length })}
        </legend>
        <p className={styles.hint}>{t("trainings.wizard.participants.groupsHint")}</p>
        {groupsError && <p className={styles.error}>{groupsError}</p>}
        {groups.isPending ? (
          <Skeleton height={120} />
        ) : (groups.data ?? []).length === 0 ? (
          <p className={styles.hint}>{t("trainings.wizard.participants.noGroups")}</p>
        ) : (
          <div className={styles.choices}>
            {(groups.data ?? []).map((group) => (
              <label key={group.id} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={draft.groupIds.includes(group.id)}
                  onChange={(event) =>
                    onChange({
                      groupIds: event.target.checked
                        ? [...draft.groupIds, group.id]
                        : draft.groupIds.filter((id) => id !== group.id),
                    })
                  }
                />
                <span>{group.name}</span>
                <span className={styles.muted}>
                  {t("trainings.wizard.participants.members", { count: group.memberCount })}
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </>
  );
}

/** Step 4: invitations, the attendance list and certificates. */
export function SettingsStep({ draft, onChange, error }: StepProps) {
  const { t } = useTranslation();
  const { settings } = draft;
  const set = (patch: Partial<TrainingDraft["settings"]>) =>
    onChange({ settings: { ...settings, ...patch } });
  const toggle = (
    field: "inviteParticipants" | "attendanceList" | "generateCertificates",
    label: string,
    hint: string,
  ) => (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={settings[field]}
        onChange={(event) => set({ [field]: event.target.checked })}
      />
      <span>
        <span className={styles.toggleLabel}>{label}</span>
        <span className={styles.hint}>{hint}</span>
      </span>
    </label>
  );
  return (
    <>
      {toggle(
        "inviteParticipants",
        t("trainings.wizard.settings.inviteParticipants"),
        t("trainings.wizard.settings.inviteParticipantsHint"),
      )}
      {settings.inviteParticipants && (
        <NumberInput
          label={t("trainings.wizard.settings.daysBeforeInvite")}
          hint={t("trainings.wizard.settings.daysBeforeInviteHint")}
          min={0}
          max={365}
          value={settings.daysBeforeInvite}
          error={error("settings.daysBeforeInvite")}
          onChange={(daysBeforeInvite) => set({ daysBeforeInvite })}
          className={styles.short}
        />
      )}
      {toggle(
        "attendanceList",
        t("trainings.wizard.settings.attendanceList"),
        t("trainings.wizard.settings.attendanceListHint"),
      )}
      {toggle(
        "generateCertificates",
        t("trainings.wizard.settings.generateCertificates"),
        t("trainings.wizard.settings.generateCertificatesHint"),
      )}
      {settings.generateCertificates && (
        <div className={styles.cityRow}>
          <DateInput
            label={t("trainings.wizard.settings.certificateExpiryDate")}
            value={settings.certificateExpiryDate}
            error={error("settings.certificateExpiryDate")}
            onChange={(certificateExpiryDate) => set({ certificateExpiryDate })}
          />
          <DateInput
            label={t("trainings.wizard.settings.certificateReminderDate")}
            value={settings.certificateReminderDate}
            error={error("settings.certificateReminderDate")}
            onChange={(certificateReminderDate) => set({ certificateReminderDate })}
          />
        </div>
      )}
      <RecertifiesChoice
        value={settings.recertifiesTemplateId}
        error={error("settings.recertifiesTemplateId")}
        onChange={(recertifiesTemplateId) => set({ recertifiesTemplateId })}
      />
    </>
  );
}

/** Which template's certificate holders this training recertifies; none by default. */
function RecertifiesChoice(props: {
  value: string | null;
  error: string | undefined;
  onChange: (templateId: string | null) => void;
}) {
  const { t } = useTranslation();
  const templates = useQuery(trainingTemplatesQuery);
  const options = (templates.data ?? []).map((template) => ({
    value: template.id,
    label: template.name,
  }));
  const hint = templates.isPending
    ? t("trainings.wizard.settings.recertifiesLoading")
    : options.length === 0 && !props.value
      ? t("trainings.wizard.settings.recertifiesNoTemplates")
      : t("trainings.wizard.settings.recertifiesHint");
  return (
    <Select
      label={t("trainings.wizard.settings.recertifies")}
      hint={hint}
      placeholder={t("trainings.wizard.settings.recertifiesNone")}
      options={options}
      value={props.value ?? ""}
      error={props.error ?? templates.error?.message}
      disabled={templates.isPending}
      onChange={(value) => props.onChange(value || null)}
    />
  );
}
