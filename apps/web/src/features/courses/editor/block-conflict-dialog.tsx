import { BLOCK_CONFLICT_MESSAGE } from "@leerlijn/contracts/courses/blocks.contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { Modal } from "../../../ui/modal/modal";
import styles from "./content-editor.module.css";

/**
 * Someone else saved a block this editor was saving too. Nothing is thrown away without the
 * author choosing: load theirs (and lose the own unsaved change) or save the own over it.
 * Closing without a choice is not offered, so the conflict is never left unnoticed.
 */
export function BlockConflictDialog({
  blockLabel,
  busy,
  onReload,
  onOverwrite,
}: {
  blockLabel: string | null;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={blockLabel !== null}
      onOpenChange={() => undefined}
      role="alertdialog"
      size="medium"
      title={t("courses.conflict.title", { block: blockLabel ?? "" })}
      description={BLOCK_CONFLICT_MESSAGE}
      hideCloseIcon
      footer={
        <div className={styles.conflictActions}>
          <Button variant="secondary" disabled={busy} onClick={onReload}>
            {t("courses.conflict.reload")}
          </Button>
          <Button variant="primary" disabled={busy} onClick={onOverwrite}>
            {t("courses.conflict.overwrite")}
          </Button>
        </div>
      }
    >
      <p className={styles.conflictText}>{t("courses.conflict.explain")}</p>
    </Modal>
  );
}
