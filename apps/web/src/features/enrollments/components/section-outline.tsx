import type { WalkSection } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { CircleCheck, Circle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./section-outline.module.css";

type SectionOutlineProps = {
  sections: readonly WalkSection[];
  /** Where a section's link goes; none: the outline is only shown. */
  linkTo?: (section: WalkSection) => string | null;
  currentSectionId?: string | undefined;
  /** Called when a section link is followed (to close the dialog it sits in). */
  onNavigate?: () => void;
};

/** The sections of a course with how much of each is done; chapters are headings only. */
export function SectionOutline({
  sections,
  linkTo,
  currentSectionId,
  onNavigate,
}: SectionOutlineProps) {
  const { t } = useTranslation();
  const examWord = t("enrollments.overview.exam");
  // "Examen: Examen" says nothing twice; a title that names the exam itself needs no prefix.
  const examPrefix = (section: WalkSection) =>
    section.sectionTypeKey === "exam" &&
    !section.title.toLocaleLowerCase("nl-NL").includes(examWord.toLocaleLowerCase("nl-NL"));
  const ordered = [...sections].sort((a, b) => a.leftBower - b.leftBower);
  return (
    <ol className={styles.outline}>
      {ordered.map((section) => {
        const indent = { paddingLeft: `${section.depth * 16}px` };
        if (!section.isAccessible)
          return (
            <li key={section.id} className={styles.chapter} style={indent}>
              {section.title}
            </li>
          );
        const total = section.blockUuids.length;
        const done = section.completedBlockUuids.length;
        const complete = total > 0 && done >= total;
        const to = linkTo?.(section) ?? null;
        const label = (
          <>
            {complete ? (
              <CircleCheck className={styles.doneIcon} size={20} aria-hidden="true" />
            ) : (
              <Circle className={styles.openIcon} size={20} aria-hidden="true" />
            )}
            <span className={styles.title}>
              {examPrefix(section) && <span className={styles.kind}>{examWord}: </span>}
              {section.title}
            </span>
            <span className={styles.count}>
              {complete ? t("enrollments.overview.sectionDone") : `${done}/${total}`}
            </span>
          </>
        );
        return (
          <li key={section.id} style={indent}>
            {to ? (
              <Link
                className={styles.row}
                to={to}
                onClick={onNavigate}
                aria-current={section.id === currentSectionId ? "step" : undefined}
              >
                {label}
              </Link>
            ) : (
              <span className={styles.row}>{label}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
