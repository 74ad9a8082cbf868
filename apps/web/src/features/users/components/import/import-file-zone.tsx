import { FileSpreadsheet } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../ui/button/button";
import styles from "../../../../ui/drop-zone/drop-zone.module.css";

const IMPORT_NAME = /\.(csv|txt|xlsx)$/i;

type ImportFileZoneProps = {
  onFile: (file: File) => void;
  /** A file that is clearly neither CSV nor Excel is refused here, with this message. */
  onRefused: (message: string) => void;
  disabled?: boolean;
};

/** Drop zone and file button for one CSV or Excel (.xlsx) file. */
export function ImportFileZone({ onFile, onRefused, disabled = false }: ImportFileZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const file = list?.[0];
    if (!file) return;
    if (!IMPORT_NAME.test(file.name)) onRefused(t("users.import.notAccepted", { name: file.name }));
    else onFile(file);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <div
      className={[styles.zone, over && styles.over].filter(Boolean).join(" ")}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
    >
      <FileSpreadsheet size={32} aria-hidden="true" className={styles.icon} />
      <p className={styles.drop}>{t("users.import.drop")}</p>
      <p className={styles.or}>{t("users.import.or")}</p>
      <Button
        variant="primary"
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
        disabled={disabled}
      >
        {t("users.import.browse")}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        data-testid="import-file-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = "";
        }}
      />
      <p id={hintId} className={styles.hint}>
        {t("users.import.accepted")}
      </p>
    </div>
  );
}
