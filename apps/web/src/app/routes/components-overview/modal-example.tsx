import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { Modal, type ModalSize } from "../../../ui/modal/modal";
import { Stack } from "../../../ui/stack/stack";
import { TextField } from "../../../ui/text-field/text-field";
import { toasts } from "../../../ui/toast/toast-store";
import { Example } from "./overview-example";

export function ModalExample() {
  const { t } = useTranslation();
  const [sizeOpen, setSizeOpen] = useState<ModalSize | null>(null);
  const [lastSize, setLastSize] = useState<ModalSize>("medium");
  const [tabsOpen, setTabsOpen] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  const openSize = (size: ModalSize) => {
    setLastSize(size);
    setSizeOpen(size);
  };
  const submit = async () => {
    if (name.trim() === "") {
      setError(t("componentsOverview.modal.formNameError"));
      nameRef.current?.focus();
      return;
    }
    setSubmitting(true);
    await new Promise((resolve) => window.setTimeout(resolve, 600));
    setSubmitting(false);
    setFormOpen(false);
    toasts.show({
      type: "success",
      title: t("componentsOverview.modal.formSaved", { name: name.trim() }),
    });
    setName("");
  };

  return (
    <Example section="modal">
      <Stack direction="row" wrap gap={2}>
        <Button onClick={() => openSize("small")}>{t("componentsOverview.modal.openSmall")}</Button>
        <Button onClick={() => openSize("medium")}>
          {t("componentsOverview.modal.openMedium")}
        </Button>
        <Button onClick={() => openSize("large")}>{t("componentsOverview.modal.openLarge")}</Button>
        <Button onClick={() => setTabsOpen(true)}>{t("componentsOverview.modal.openTabs")}</Button>
        <Button variant="primary" onClick={() => setFormOpen(true)}>
          {t("componentsOverview.modal.openForm")}
        </Button>
      </Stack>

      <Modal
        open={sizeOpen !== null}
        onOpenChange={(open) => {
          if (!open) setSizeOpen(null);
        }}
        size={lastSize}
        title={t("componentsOverview.modal.sizeTitle", {
          size: t(`componentsOverview.modal.sizes.${lastSize}`),
        })}
      >
        <p>{t("componentsOverview.modal.sizeText")}</p>
      </Modal>

      <Modal
        open={tabsOpen}
        onOpenChange={setTabsOpen}
        size="large"
        title={t("componentsOverview.modal.tabsTitle")}
        tabs={[
          {
            id: "media",
            label: t("componentsOverview.modal.tabMedia"),
            content: <p>{t("componentsOverview.modal.tabMediaText")}</p>,
          },
          {
            id: "upload",
            label: t("componentsOverview.modal.tabUpload"),
            content: <p>{t("componentsOverview.modal.tabUploadText")}</p>,
          },
        ]}
      />

      <Modal
        open={formOpen}
        onOpenChange={(open) => {
          setFormOpen(open);
          setError(undefined);
        }}
        size="small"
        title={t("componentsOverview.modal.formTitle")}
        description={t("componentsOverview.modal.formDescription")}
        onSubmit={submit}
        submitting={submitting}
        submitLabel={t("componentsOverview.modal.formSubmit")}
        closeLabel={t("componentsOverview.modal.formCancel")}
        initialFocusRef={nameRef}
      >
        <TextField
          ref={nameRef}
          label={t("componentsOverview.modal.formName")}
          required
          maxLength={255}
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
      </Modal>
    </Example>
  );
}
