import { MAX_VALIDITY_MONTHS } from "@leerlijn/contracts/documents/document.schema";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { useTranslation } from "react-i18next";
import { DateInput } from "../../../ui/date-input/date-input";
import { NumberInput } from "../../../ui/number-input/number-input";
import { Textarea } from "../../../ui/textarea/textarea";
import { TextField } from "../../../ui/text-field/text-field";
import { MediaPicker } from "../../media/components/media-picker";
import styles from "./document-fields.module.css";

export type DocumentDraft = {
  title: string;
  description: string;
  pdf: MediaItem | null;
  mustSign: boolean;
  expiresOn: string | null;
  validityMonths: number | null;
};

export const emptyDocumentDraft: DocumentDraft = {
  title: "",
  description: "",
  pdf: null,
  mustSign: true,
  expiresOn: null,
  validityMonths: null,
};

type Props = {
  value: DocumentDraft;
  onChange: (value: DocumentDraft) => void;
  /** Messages per field (camelCase), from the form or the server. */
  errors: Partial<
    Record<"title" | "description" | "mediaId" | "expiresOn" | "validityMonths", string>
  >;
};

/** The fields of the documents create/edit page: title, text, the PDF, sign or read, expiry. */
export function DocumentFields({ value, onChange, errors }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<DocumentDraft>) => onChange({ ...value, ...patch });
  return (
    <div className={styles.fields}>
      <TextField
        label={t("documents.form.title")}
        required
        maxLength={255}
        value={value.title}
        error={errors.title}
        onChange={(event) => set({ title: event.target.value })}
      />
      <Textarea
        label={t("documents.form.description")}
        maxLength={5000}
        rows={4}
        value={value.description}
        error={errors.description}
        onChange={(event) => set({ description: event.target.value })}
      />
      <MediaPicker
        label={t("documents.form.pdf")}
        accept={["document"]}
        required
        value={value.pdf}
        error={errors.mediaId}
        onChange={(pdf) => set({ pdf })}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value.mustSign}
          onChange={(event) => set({ mustSign: event.target.checked })}
        />
        {t("documents.form.mustSign")}
      </label>
      <DateInput
        label={t("documents.form.expiresOn")}
        hint={t("documents.form.expiresOnHint")}
        value={value.expiresOn}
        error={errors.expiresOn}
        onChange={(expiresOn) => set({ expiresOn })}
      />
      <NumberInput
        label={t("documents.form.validityMonths")}
        hint={t("documents.form.validityMonthsHint")}
        min={1}
        max={MAX_VALIDITY_MONTHS}
        value={value.validityMonths}
        error={errors.validityMonths}
        addonEnd={t("documents.form.months")}
        onChange={(validityMonths) => set({ validityMonths })}
      />
    </div>
  );
}
