import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/card/card";

/** The overview's sections in page order: each has an example file and a catalogue entry. */
export const sections = [
  "button",
  "alert",
  "textField",
  "select",
  "textarea",
  "numberInput",
  "dateInput",
  "modal",
  "confirm",
  "toast",
  "breadcrumbs",
  "tabGroup",
  "table",
  "pagination",
  "loadMore",
  "progressBar",
  "screenSize",
  "loading",
  "emptyState",
  "badge",
  "media",
] as const;

type Section = (typeof sections)[number];

/** The card one example sits in, reachable by its section's anchor. */
export function Example({ section, children }: { section: Section; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      id={sectionId(section)}
      title={t(`componentsOverview.${section}.title`)}
      description={t(`componentsOverview.${section}.description`)}
    >
      {children}
    </Card>
  );
}

export function sectionId(section: Section): string {
  return section.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Two columns of fields on wider screens, one on phones. */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 260px), 1fr))",
        columnGap: "var(--space-6)",
        alignItems: "start",
      }}
    >
      {children}
    </div>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return <p style={{ color: "var(--text-muted)", fontSize: 14 }}>{children}</p>;
}
