import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Textarea } from "../../../ui/textarea/textarea";
import { Example } from "./overview-example";

export function TextareaExample() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  return (
    <Example section="textarea">
      <Textarea
        label={t("componentsOverview.textarea.label")}
        hint={t("componentsOverview.textarea.hint")}
        maxLength={200}
        minLength={0}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </Example>
  );
}
