import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonClassName } from "../../../ui/button/button";
import { Field } from "../../../ui/field/field";
import styles from "./company-form.module.css";

const ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";

type Props = {
  label: string;
  hint: string;
  /** "light" for a white preview, otherwise the colour the logo will sit on. */
  background: string;
  file: File | null;
  error: string | undefined;
  onChange: (file: File | null) => void;
};

/** An optional logo image with a preview on the background it is meant for. */
export function LogoField({ label, hint, background, file, error, onChange }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [wrongType, setWrongType] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <Field
      id={inputId}
      label={label}
      hint={hint}
      error={wrongType ? t("companies.form.logoType") : error}
    >
      {(control) => (
        <div className={styles.logo}>
          <div
            className={styles.preview}
            style={{ background: background === "light" ? "#ffffff" : background }}
          >
            {preview ? (
              <img src={preview} alt={t("companies.form.logoPreview", { label })} />
            ) : (
              <span className={background === "light" ? styles.none : styles.noneOnColor}>
                {t("companies.form.logoInherited")}
              </span>
            )}
          </div>
          {/* The browser's own file button speaks its own language; ours speaks Dutch. */}
          <input
            {...control}
            type="file"
            accept={ACCEPT}
            className={`visually-hidden ${styles.fileInput}`}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const fits = !chosen || /\.(jpe?g|png)$/i.test(chosen.name);
              setWrongType(!fits);
              onChange(fits ? chosen : null);
              event.target.value = "";
            }}
          />
          <div className={styles.fileActions}>
            <label htmlFor={inputId} className={buttonClassName({ size: "small" })}>
              {file ? t("companies.form.logoChange") : t("companies.form.logoChoose")}
            </label>
            {file && (
              <Button size="small" variant="ghost" onClick={() => onChange(null)}>
                {t("companies.form.logoRemove")}
              </Button>
            )}
          </div>
          {file && <span className={styles.fileName}>{file.name}</span>}
        </div>
      )}
    </Field>
  );
}
