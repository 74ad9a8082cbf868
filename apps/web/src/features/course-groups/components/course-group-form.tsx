import type {
  CourseGroup,
  CourseGroupItemType,
} from "@leerlijn/contracts/course-groups/course-group.schema";
import {
  type CourseGroupItemInput,
  MAX_DUE_DAYS,
} from "@leerlijn/contracts/course-groups/course-groups.contract";
import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useServerFieldError } from "../../../lib/use-server-field-error";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { NumberInput } from "../../../ui/number-input/number-input";
import { Select } from "../../../ui/select/select";
import { TextField } from "../../../ui/text-field/text-field";
import { Textarea } from "../../../ui/textarea/textarea";
import { documentOptionsQuery } from "../../documents/api/documents";
import { groupOptionsQuery } from "../../groups/api/groups";
import { trainingTemplatesQuery } from "../../trainings/api/training-wizard";
import { pathCourseOptionsQuery, useSaveCourseGroup } from "../api/course-groups";
import styles from "./course-group-form.module.css";

/** `target` is the step's type and id, "course:…", "training:…" or "document:…", as the picker holds it. */
type StepValues = { target: string; dueDays: number | null; lockedUntilPreviousDone: boolean };
type CourseGroupFormValues = {
  name: string;
  description: string;
  items: StepValues[];
  groupIds: string[];
};

const emptyStep: StepValues = { target: "", dueDays: null, lockedUntilPreviousDone: false };

const targetOf = (item: CourseGroup["items"][number]) =>
  `${item.type}:${item.course?.id ?? item.training?.id ?? item.document?.id ?? ""}`;

/** The step as the API takes it, from the picker's "type:id". */
function stepBody({ target, ...timing }: StepValues): CourseGroupItemInput {
  const [type, id = ""] = target.split(":");
  if (type === "training") return { type, trainingTemplateId: id, ...timing };
  if (type === "document") return { type, documentId: id, ...timing };
  return { type: "course", courseId: id, ...timing };
}

/**
 * A path's name, description, ordered steps and linked groups. Steps are reordered with the
 * move buttons (keyboard and screen reader alike); focus stays on the moved step's button and
 * the new position is announced.
 */
export function CourseGroupForm({
  courseGroup,
  onSaved,
  onCancel,
}: {
  courseGroup?: CourseGroup;
  onSaved: (courseGroup: CourseGroup) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCourseGroup(courseGroup?.id ?? null);
  const courses = useQuery(pathCourseOptionsQuery);
  const trainings = useQuery(trainingTemplatesQuery);
  const documents = useQuery(documentOptionsQuery());
  const groups = useQuery(groupOptionsQuery);
  const { register, handleSubmit, control, formState, watch } = useForm<CourseGroupFormValues>({
    defaultValues: {
      name: courseGroup?.name ?? "",
      description: courseGroup?.description ?? "",
      items: courseGroup?.items.map((item) => ({
        target: targetOf(item),
        dueDays: item.dueDays,
        lockedUntilPreviousDone: item.lockedUntilPreviousDone,
      })) ?? [emptyStep],
      groupIds: courseGroup?.groups.map((group) => group.id) ?? [],
    },
  });
  const steps = useFieldArray({ control, name: "items" });
  const [announcement, setAnnouncement] = useState("");
  // Dragging by the grip (dragging inside a field still selects text): the step held and the
  // step it would land on.
  const [dragged, setDraggedState] = useState<number | null>(null);
  // Read by the drop events too, which may come before the re-render that shows the drag.
  const draggedRef = useRef<number | null>(null);
  const setDragged = (index: number | null) => {
    draggedRef.current = index;
    setDraggedState(index);
  };
  const [target, setTarget] = useState<number | null>(null);
  // The moved step's button is rendered anew at its new place: focus it once it is there.
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  const failure = save.error instanceof ApiError ? save.error : null;
  const serverError = useServerFieldError(save.error, watch);
  const itemsError = formState.errors.items?.root?.message ?? serverError("items");
  const groupsError = serverError("groupIds");

  // Courses, then trainings, then documents, each named with its kind; a step's own target stays
  // choosable even when the lists no longer hold it.
  const known = new Map<string, string>();
  const kindLabel = (type: CourseGroupItemType, name: string) =>
    t(`onboarding.form.kind.${type}`, { name });
  for (const item of courseGroup?.items ?? [])
    known.set(targetOf(item), kindLabel(item.type, item.name));
  for (const course of courses.data ?? [])
    known.set(`course:${course.id}`, kindLabel("course", course.name));
  for (const training of trainings.data ?? [])
    known.set(`training:${training.id}`, kindLabel("training", training.name));
  for (const document of documents.data ?? [])
    known.set(`document:${document.id}`, kindLabel("document", document.title));
  const order = ["course", "training", "document"];
  const targetOptions = [...known]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => order.indexOf(a.value.split(":")[0]!) - order.indexOf(b.value.split(":")[0]!));

  function endDrag() {
    setDragged(null);
    setTarget(null);
  }

  /** Drops the dragged step at this place; the same announcement as a move by the buttons. */
  function drop(to: number) {
    const from = draggedRef.current;
    if (from !== null && from !== to) {
      steps.move(from, to);
      setAnnouncement(t("onboarding.form.moved", { position: to + 1 }));
    }
    endDrag();
  }

  function move(from: number, to: number, direction: "up" | "down") {
    const id = steps.fields[from]?.id;
    steps.move(from, to);
    setAnnouncement(t("onboarding.form.moved", { position: to + 1 }));
    // At the top or bottom the button in that direction is gone: keep focus on the other one.
    const edge =
      (direction === "up" && to === 0) || (direction === "down" && to === steps.fields.length - 1);
    const keep = edge ? (direction === "up" ? "down" : "up") : direction;
    if (id) focusAfterMove.current = `step-${id}-${keep}`;
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) =>
          save.mutate(
            {
              name: values.name,
              description: values.description,
              items: values.items.map(stepBody),
              groupIds: values.groupIds,
            },
            { onSuccess: ({ data }) => onSaved(data) },
          ),
        )(event)
      }
    >
      {failure && !failure.body?.errors && <Alert tone="danger">{failure.message}</Alert>}
      {save.error && !failure && <Alert tone="danger">{t("errors.network")}</Alert>}
      <TextField
        label={t("onboarding.form.name")}
        required
        maxLength={255}
        autoComplete="off"
        error={formState.errors.name?.message ?? serverError("name")}
        {...register("name", {
          validate: (value) => value.trim() !== "" || t("onboarding.form.nameRequired"),
        })}
      />
      <Textarea
        label={t("onboarding.form.description")}
        maxLength={2000}
        rows={3}
        error={serverError("description")}
        {...register("description")}
      />

      <fieldset className={styles.steps}>
        <legend className={styles.legend}>{t("onboarding.form.steps")}</legend>
        <p className={styles.hint}>{t("onboarding.form.stepsHint")}</p>
        <ol className={styles.stepList}>
          {steps.fields.map((field, index) => (
            <li
              key={field.id}
              className={[
                styles.step,
                dragged === index && styles.dragged,
                target === index && dragged !== index && styles.dropTarget,
              ]
                .filter(Boolean)
                .join(" ")}
              onDragOver={(event) => {
                if (draggedRef.current === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                if (target !== index) setTarget(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                drop(index);
              }}
            >
              {/* For a mouse; the keyboard (and a screen reader) moves steps with the buttons. */}
              <span
                className={styles.grip}
                aria-hidden="true"
                title={t("onboarding.form.drag")}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", String(index + 1));
                  // The whole step follows the pointer, not only its grip.
                  const step = event.currentTarget.closest("li");
                  if (step) event.dataTransfer.setDragImage(step, 16, 16);
                  setDragged(index);
                }}
                onDragEnd={endDrag}
              >
                <GripVertical size={16} />
                <span className={styles.position}>{index + 1}</span>
              </span>
              <div className={styles.stepFields}>
                <Controller
                  control={control}
                  name={`items.${index}.target`}
                  rules={{
                    validate: (value) => value !== "" || t("onboarding.form.courseRequired"),
                  }}
                  render={({ field: input, fieldState }) => (
                    <Select
                      label={t("onboarding.form.stepCourse", { position: index + 1 })}
                      options={targetOptions}
                      placeholder={t("onboarding.form.chooseCourse")}
                      value={input.value}
                      onChange={input.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`items.${index}.dueDays`}
                  render={({ field: input }) => (
                    <NumberInput
                      label={t("onboarding.form.dueDays")}
                      hint={t("onboarding.form.dueDaysHint")}
                      min={1}
                      max={MAX_DUE_DAYS}
                      value={input.value}
                      onChange={input.onChange}
                    />
                  )}
                />
                {index > 0 && (
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      {...register(`items.${index}.lockedUntilPreviousDone`)}
                    />
                    {t("onboarding.form.locked")}
                  </label>
                )}
              </div>
              <div className={styles.stepActions}>
                {index > 0 && (
                  <Button
                    variant="secondary"
                    id={`step-${field.id}-up`}
                    aria-label={t("onboarding.form.moveUp", { position: index + 1 })}
                    onClick={() => move(index, index - 1, "up")}
                  >
                    <ArrowUp size={16} aria-hidden="true" />
                  </Button>
                )}
                {index < steps.fields.length - 1 && (
                  <Button
                    variant="secondary"
                    id={`step-${field.id}-down`}
                    aria-label={t("onboarding.form.moveDown", { position: index + 1 })}
                    onClick={() => move(index, index + 1, "down")}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </Button>
                )}
                {steps.fields.length > 1 && (
                  <Button
                    variant="secondary"
                    aria-label={t("onboarding.form.remove", { position: index + 1 })}
                    onClick={() => steps.remove(index)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {itemsError && <Alert tone="danger">{itemsError}</Alert>}
        <Button variant="secondary" onClick={() => steps.append(emptyStep)}>
          <Plus size={16} aria-hidden="true" />
          {t("onboarding.form.addStep")}
        </Button>
      </fieldset>

      <fieldset className={styles.steps}>
        <legend className={styles.legend}>{t("onboarding.form.groups")}</legend>
        <p className={styles.hint}>{t("onboarding.form.groupsHint")}</p>
        {groups.data?.length === 0 && <p>{t("onboarding.form.noGroups")}</p>}
        <Controller
          control={control}
          name="groupIds"
          render={({ field }) => (
            <ul className={styles.groupList}>
              {(groups.data ?? []).map((group) => (
                <li key={group.id}>
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={field.value.includes(group.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, group.id]
                            : field.value.filter((id) => id !== group.id),
                        )
                      }
                    />
                    {group.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        />
        {groupsError && <Alert tone="danger">{groupsError}</Alert>}
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? t("common.saving") : t("onboarding.form.save")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
