import { allowedExtensions, type MediaType } from "@leerlijn/contracts/media/media.schema";
import { Upload } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { acceptAttribute, sortFiles } from "./accepted-files";
import styles from "../../../ui/drop-zone/drop-zone.module.css";

type UploadZoneProps = {
  accept: readonly MediaType[];
  onFiles: (files: { file: File; type: MediaType }[]) => void;
  /** Files of another type are left out and named here (spec: extensionAreNotAllowed). */
  onRefused: (messages: string[]) => void;
};

/** Drop zone and file button; both honour the accepted types. */
export function UploadZone({ accept, onFiles, onRefused }: UploadZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const extensions = allowedExtensions(accept).join(", ");

  const take = (list: FileList | null) => {
    const { accepted, refused } = sortFiles(Array.from(list ?? []), accept);
    onRefused(
      refused.map((name) => t("media.extensionAreNotAllowed.description", { name, extensions })),
    );
    if (accepted.length > 0) onFiles(accepted);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
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
      <Upload size={32} aria-hidden="true" className={styles.icon} />
      <p className={styles.drop}>{t("media.upload.drop")}</p>
      <p className={styles.or}>{t("media.upload.or")}</p>
      <Button variant="primary" onClick={() => input.current?.click()} aria-describedby={hintId}>
        {t("media.upload.browse")}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptAttribute(accept)}
        data-testid="media-file-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = "";
        }}
      />
      <p id={hintId} className={styles.hint}>
        {t("media.upload.accepted", { extensions })}
      </p>
    </div>
  );
}
