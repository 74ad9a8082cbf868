import {
  blockMessages,
  type BlockContent,
  MIN_OPTIONS,
  newOptionId,
  type Question,
  questionWeights,
} from "@leerlijn/contracts/courses/block.schema";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEffectivePoints } from "../components/effective-points";
import { MediaPicker } from "../../media/components/media-picker";
import { Button } from "../../../ui/button/button";
import { NumberInput } from "../../../ui/number-input/number-input";
import { RichTextEditor } from "../../../ui/rich-text/rich-text-editor";
import { Select } from "../../../ui/select/select";
import { TextField } from "../../../ui/text-field/text-field";
import { Textarea } from "../../../ui/textarea/textarea";
import styles from "./content-editor.module.css";

type Props = {
  content: BlockContent;
  /** The chosen file of an image, video or document block. */
  media: MediaItem | null;
  /** `media` is given when the file changed with the content. */
  onChange: (content: BlockContent, media?: MediaItem | null) => void;
  /** In a published version only texts may change; score items stay as they are. */
  scoreLocked: boolean;
  label: string;
};

function QuestionFields({
  question,
  onChange,
  scoreLocked,
}: {
  question: Question;
  onChange: (question: Question) => void;
  scoreLocked: boolean;
}) {
  const { t } = useTranslation();
  const effectivePoints = useEffectivePoints();
  // Removing stops at the minimum; the button then goes, and the hint says why.
  const removable =
    !scoreLocked && question.kind !== "open" && question.options.length > MIN_OPTIONS;
  const removeButton = (id: string, number: number) =>
    removable && (
      <Button
        size="small"
        variant="ghost"
        className={styles.removeOption}
        aria-label={t("courses.editor.removeOption", { number })}
        icon={<X size={16} aria-hidden="true" />}
        onClick={() =>
          onChange(
            question.kind === "choice"
              ? { ...question, options: question.options.filter((o) => o.id !== id) }
              : question.kind === "points"
                ? { ...question, options: question.options.filter((o) => o.id !== id) }
                : question,
          )
        }
      />
    );
  return (
    <>
      <Textarea
        label={t("courses.editor.prompt")}
        rows={2}
        maxLength={2000}
        value={question.prompt}
        onChange={(event) => onChange({ ...question, prompt: event.target.value })}
      />
      {question.kind === "choice" &&
        question.options.map((option, index) => (
          <div key={option.id} className={styles.option}>
            <TextField
              label={t("courses.editor.option", { number: index + 1 })}
              value={option.text}
              maxLength={500}
              onChange={(event) =>
                onChange({
                  ...question,
                  options: question.options.map((o) =>
                    o.id === option.id ? { ...o, text: event.target.value } : o,
                  ),
                })
              }
            />
            <label className={styles.correct}>
              <input
                type="checkbox"
                checked={option.isCorrect}
                disabled={scoreLocked}
                onChange={(event) =>
                  onChange({
                    ...question,
                    options: question.options.map((o) =>
                      o.id === option.id ? { ...o, isCorrect: event.target.checked } : o,
                    ),
                  })
                }
              />
              {t("courses.editor.isCorrect", { number: index + 1 })}
            </label>
            {removeButton(option.id, index + 1)}
          </div>
        ))}
      {question.kind === "points" &&
        question.options.map((option, index) => (
          <div key={option.id} className={styles.option}>
            <TextField
              label={t("courses.editor.option", { number: index + 1 })}
              value={option.text}
              maxLength={500}
              onChange={(event) =>
                onChange({
                  ...question,
                  options: question.options.map((o) =>
                    o.id === option.id ? { ...o, text: event.target.value } : o,
                  ),
                })
              }
            />
            <TextField
              label={t("courses.editor.points", { number: index + 1 })}
              type="number"
              min={0}
              max={100}
              disabled={scoreLocked}
              value={option.points}
              onChange={(event) =>
                onChange({
                  ...question,
                  options: question.options.map((o) =>
                    o.id === option.id
                      ? { ...o, points: Math.max(0, Math.trunc(Number(event.target.value) || 0)) }
                      : o,
                  ),
                })
              }
            />
            {removeButton(option.id, index + 1)}
          </div>
        ))}
      {question.kind !== "open" && !scoreLocked && question.options.length < 20 && (
        <Button
          size="small"
          className={styles.addOption}
          onClick={() =>
            onChange(
              question.kind === "choice"
                ? {
                    ...question,
                    options: [
                      ...question.options,
                      { id: newOptionId(), text: "", isCorrect: false },
                    ],
                  }
                : {
                    ...question,
                    options: [...question.options, { id: newOptionId(), text: "", points: 0 }],
                  },
            )
          }
        >
          {t("courses.editor.addOption")}
        </Button>
      )}
      {question.kind === "open" && (
        <Textarea
          label={t("courses.editor.acceptedAnswers")}
          hint={t("courses.editor.acceptedAnswersHint")}
          rows={2}
          disabled={scoreLocked}
          value={question.acceptedAnswers.join("\n")}
          onChange={(event) =>
            onChange({
              ...question,
              acceptedAnswers: event.target.value
                .split("\n")
                .map((line) => line.trim())
                .filter(Boolean)
                .slice(0, 20),
            })
          }
        />
      )}
      {question.kind !== "open" && !scoreLocked && !removable && (
        <p className={styles.optionHint}>
          {t("courses.editor.minimumOptions", { count: MIN_OPTIONS })}
        </p>
      )}
      <Select
        label={t("courses.editor.weight")}
        placeholder={null}
        hint={effectivePoints(question)}
        disabled={scoreLocked}
        value={question.weight}
        options={questionWeights.map((weight) => ({
          value: weight,
          label: t(`courses.editor.weights.${weight}`),
        }))}
        onChange={(weight) => onChange({ ...question, weight: weight as Question["weight"] })}
      />

      <div className={styles.feedback}>
        <TextField
          label={t("courses.editor.feedbackCorrect")}
          value={question.feedback.correct}
          maxLength={2000}
          onChange={(event) =>
            onChange({
              ...question,
              feedback: { ...question.feedback, correct: event.target.value },
            })
          }
        />
        <TextField
          label={t("courses.editor.feedbackIncorrect")}
          value={question.feedback.incorrect}
          maxLength={2000}
          onChange={(event) =>
            onChange({
              ...question,
              feedback: { ...question.feedback, incorrect: event.target.value },
            })
          }
        />
      </div>
    </>
  );
}

/**
 * When a video counts as watched (spec: finish threshold, default 100 %). A value out of range
 * is shown with its reason and not saved; the last valid one stays saved.
 */
function FinishPercentageField({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<number | null>(value);
  const valid = typed !== null && Number.isInteger(typed) && typed >= 1 && typed <= 100;
  return (
    <NumberInput
      label={t("courses.editor.finishPercentage")}
      hint={t("courses.editor.finishPercentageHint")}
      min={1}
      max={100}
      addonEnd="%"
      value={typed}
      error={valid ? undefined : blockMessages.finishPercentage}
      onChange={(next) => {
        setTyped(next);
        if (next !== null && Number.isInteger(next) && next >= 1 && next <= 100) onChange(next);
      }}
    />
  );
}

/** The fields of one block, by its type. */
export function BlockFields({ content, media, onChange, scoreLocked, label }: Props) {
  const { t } = useTranslation();
  switch (content.type) {
    case "text":
      return (
        <RichTextEditor
          label={label}
          value={content.html}
          onChange={(html) => onChange({ ...content, html })}
        />
      );
    case "question":
      return (
        <QuestionFields
          question={content.question}
          scoreLocked={scoreLocked}
          onChange={(question) => onChange({ ...content, question })}
        />
      );
    case "image":
      return (
        <>
          <MediaPicker
            label={t("courses.editor.imageFile")}
            accept={["image"]}
            value={media}
            onChange={(item) => onChange({ ...content, mediaId: item?.id ?? null }, item)}
          />
          <TextField
            label={t("courses.editor.alt")}
            hint={t("courses.editor.altHint")}
            value={content.alt}
            maxLength={255}
            onChange={(event) => onChange({ ...content, alt: event.target.value })}
          />
          <TextField
            label={t("courses.editor.caption")}
            value={content.caption}
            maxLength={255}
            onChange={(event) => onChange({ ...content, caption: event.target.value })}
          />
        </>
      );
    case "video":
    case "document":
      return (
        <>
          <TextField
            label={t("courses.editor.title")}
            value={content.title}
            maxLength={255}
            onChange={(event) => onChange({ ...content, title: event.target.value })}
          />
          <MediaPicker
            label={t(
              content.type === "video" ? "courses.editor.videoFile" : "courses.editor.documentFile",
            )}
            accept={[content.type]}
            value={media}
            onChange={(item) => onChange({ ...content, mediaId: item?.id ?? null }, item)}
          />
          {content.type === "video" && (
            <FinishPercentageField
              value={content.finishPercentage}
              onChange={(finishPercentage) => onChange({ ...content, finishPercentage })}
            />
          )}
        </>
      );
  }
}
