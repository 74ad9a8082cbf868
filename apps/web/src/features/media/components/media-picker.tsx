import { type MediaItem, type MediaType, mediaTypes } from "@leerlijn/contracts/media/media.schema";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { RequiredMark } from "../../../ui/field/field";
import { useMediaEvents } from "../api/media-events";
import { MediaPickerDialog } from "./media-picker-dialog";
import { MediaTileContent } from "./media-tile";
import styles from "./media-picker.module.css";

export type MediaPickerProps = {
  /** The chosen item, or null. */
  value: MediaItem | null;
  /** Called with the picked item, with null on remove, and with a newer copy when it finishes processing. */
  onChange: (item: MediaItem | null) => void;
  /** The field's visible label. */
  label: string;
  /** Which types may be picked and uploaded; all by default. */
  accept?: readonly MediaType[];
  /** A required field offers "change" instead of "remove" once something is chosen. */
  required?: boolean;
  /** False shows the chosen item without change or remove. Default true. */
  changeable?: boolean;
  /** A validation message under the field. */
  error?: string;
};

/**
 * Spec §4 media picker: an add button when empty; once chosen a preview with a change icon
 * (required) or a remove icon, offered only when changing is allowed. The dialog opens on add
 * and closes on select. The chosen item is replaced live when its processing finishes.
 */
export function MediaPicker({
  value,
  onChange,
  label,
  accept = mediaTypes,
  required = false,
  changeable = true,
  error,
}: MediaPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const errorId = useId();
  useMediaEvents((item) => {
    if (value && item.id === value.id) onChange(item);
  });

  return (
    <div
      className={styles.field}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
    >
      <span id={labelId} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </span>
      {value ? (
        <div className={styles.chosen}>
          <div className={styles.preview}>
            <MediaTileContent item={value} />
          </div>
          {changeable && (
            <div className={styles.actions}>
              {required ? (
                <Button
                  variant="secondary"
                  icon={<Pencil size={18} aria-hidden="true" />}
                  onClick={() => setOpen(true)}
                >
                  {t("media.picker.change")}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  icon={<Trash2 size={18} aria-hidden="true" />}
                  onClick={() => onChange(null)}
                >
                  {t("media.picker.remove")}
                </Button>
              )}
            </div>
          )}
        </div>
      ) : (
        <Button
          variant="secondary"
          className={styles.add}
          icon={<Plus size={20} aria-hidden="true" />}
          onClick={() => setOpen(true)}
          disabled={!changeable}
        >
          {t("media.picker.add")}
        </Button>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      <MediaPickerDialog
        open={open}
        onOpenChange={setOpen}
        accept={accept}
        selectedId={value?.id ?? null}
        onSelect={onChange}
      />
    </div>
  );
}
