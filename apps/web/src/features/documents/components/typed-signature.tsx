import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../ui/text-field/text-field";
import styles from "./signature-pad.module.css";

/** A handwriting face where the device has one; the generic cursive family otherwise. */
const SCRIPT_FONT = '"Segoe Script", "Bradley Hand", "Brush Script MT", "Apple Chancery", cursive';
const SIZE = { width: 900, height: 240 };

/** The name set in a script font on a transparent PNG, as the pad would send a drawing. */
function typedSignatureImage(name: string): string | null {
  const text = name.trim();
  if (!text) return null;
  const canvas = document.createElement("canvas");
  canvas.width = SIZE.width;
  canvas.height = SIZE.height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  let fontSize = 110;
  context.font = `italic ${fontSize}px ${SCRIPT_FONT}`;
  // Long names shrink to fit the line instead of being cut off.
  while (fontSize > 28 && context.measureText(text).width > SIZE.width - 60) {
    fontSize -= 6;
    context.font = `italic ${fontSize}px ${SCRIPT_FONT}`;
  }
  context.fillStyle = "#111827";
  context.textBaseline = "middle";
  context.fillText(text, 30, SIZE.height / 2);
  return canvas.toDataURL("image/png");
}

type Props = {
  /** The person's name, filled in to start with. */
  defaultName: string;
  onChange: (dataUrl: string | null) => void;
  error?: string | undefined;
};

/**
 * Signing by keyboard: the learner types their name and sees it as a signature, for whoever
 * cannot draw on a pad (a screen reader, a switch, a tremor). The image goes the same way as a
 * drawn one; the trail records that it was typed.
 */
export function TypedSignature({ defaultName, onChange, error }: Props) {
  const { t } = useTranslation();
  const [{ name, image }, setTyped] = useState(() => ({
    name: defaultName,
    image: typedSignatureImage(defaultName),
  }));
  const previewId = useId();

  // The dialog holds the image to send; it hears of each new one.
  useEffect(() => {
    onChange(image);
  }, [image, onChange]);

  return (
    <div className={styles.pad}>
      <TextField
        label={t("documents.sign.typedLabel")}
        hint={t("documents.sign.typedHint")}
        value={name}
        maxLength={120}
        autoComplete="name"
        error={error}
        onChange={(event) =>
          setTyped({ name: event.target.value, image: typedSignatureImage(event.target.value) })
        }
      />
      <div id={previewId} className={styles.typedPreview}>
        {image ? (
          <img src={image} alt={t("documents.sign.typedAlt", { name: name.trim() })} />
        ) : (
          <span className={styles.hint}>{t("documents.sign.typedEmpty")}</span>
        )}
      </div>
    </div>
  );
}
