import SignaturePadLibrary from "signature_pad";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import styles from "./signature-pad.module.css";

type Props = {
  /** The drawing as a PNG data URL after each stroke; null once cleared. */
  onChange: (dataUrl: string | null) => void;
  error?: string | undefined;
};

/**
 * A pad to draw a signature on with a finger, a pen or the mouse (signature_pad, pointer
 * events, so it works the same on iOS Safari and Android Chrome). The canvas is sized to its
 * box in device pixels, so strokes are sharp on a phone; a resize clears it, as the library
 * advises, rather than stretching what was drawn.
 */
export function SignaturePad({ onChange, error }: Props) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadLibrary(canvas, { penColor: "#111827" });
    padRef.current = pad;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      pad.clear();
      onChangeRef.current(null);
    };
    fit();
    const changed = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL("image/png"));
    pad.addEventListener("endStroke", changed);
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener("endStroke", changed);
      pad.off();
      padRef.current = null;
    };
  }, []);

  return (
    <div className={styles.pad}>
      <p id={labelId} className={styles.label}>
        {t("documents.sign.drawLabel")}
      </p>
      <p id={hintId} className={styles.hint}>
        {t("documents.sign.padDescription")}
      </p>
      <canvas
        ref={canvasRef}
        className={[styles.canvas, error && styles.invalid].filter(Boolean).join(" ")}
        role="img"
        aria-labelledby={labelId}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
        data-testid="signature-pad"
      />
      <div className={styles.actions}>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button
          variant="ghost"
          onClick={() => {
            padRef.current?.clear();
            onChange(null);
          }}
        >
          {t("documents.sign.clear")}
        </Button>
      </div>
    </div>
  );
}
