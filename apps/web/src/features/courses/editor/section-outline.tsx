import {
  holdsBlocks,
  MAX_SECTION_TITLE,
  type Section,
  type SectionTypeKey,
} from "@leerlijn/contracts/courses/section.schema";
import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { Modal } from "../../../ui/modal/modal";
import { Select } from "../../../ui/select/select";
import { TextField } from "../../../ui/text-field/text-field";
import { addSection, moveSectionTo, removeSection, renameSection } from "../api/course-sections";
import styles from "./content-editor.module.css";

type Params = { courseId: string; versionId: string };
const TOP = "";

/** Sections in reading order share a parent with these siblings. */
const siblingsOf = (sections: Section[], section: Section) =>
  sections.filter((other) => other.parentSectionId === section.parentSectionId);

/**
 * The section tree of the step 'create': choose a section, add chapters, paragraphs and exams,
 * rename, move (up, down, or to any place: at the top or in a chapter, first or after a given
 * section) and delete. The server keeps the nested set
 * consistent and refuses a move under the section's own child; its message is shown.
 */
export function SectionOutline({
  params,
  sections,
  selectedId,
  structural,
  onSelect,
  onSections,
  onFailure,
}: {
  params: Params;
  sections: Section[];
  selectedId: string | null;
  structural: boolean;
  onSelect: (id: string) => void;
  onSections: (sections: Section[]) => void;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Section | null>(null);
  const [title, setTitle] = useState("");
  const [parentId, setParentId] = useState(TOP);
  const [position, setPosition] = useState(0);
  const [busy, setBusy] = useState(false);
  const chapters = sections.filter((section) => section.sectionTypeKey === "chapter");

  const run = async (change: () => Promise<Section[] | null>) => {
    setBusy(true);
    try {
      const next = await change();
      if (next) onSections(next);
      return true;
    } catch (error) {
      onFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = (type: SectionTypeKey, parentSectionId: string | null) =>
    run(async () => {
      const answer = await addSection(params, {
        sectionTypeKey: type,
        title: t(`courses.sections.new.${type}`),
        parentSectionId,
      });
      if (answer.section && holdsBlocks(type)) onSelect(answer.section.id);
      return answer.sections;
    });

  const move = (section: Section, parentSectionId: string | null, position: number) =>
    run(async () => {
      const answer = await moveSectionTo(
        { ...params, sectionId: section.id },
        { parentSectionId, position },
      );
      return answer.sections;
    });

  const remove = async (section: Section) => {
    const sure = await confirm({
      title: t("courses.sections.deleteTitle", { title: section.title }),
      description: t("courses.sections.deleteText"),
      confirmLabel: t("courses.dashboard.delete"),
      tone: "danger",
    });
    if (!sure) return;
    await run(async () => {
      const answer = await removeSection({ ...params, sectionId: section.id });
      return answer.sections;
    });
  };

  /** The sections the edited one can be placed among, under `parent`: every child but itself. */
  const childrenOf = (parent: string) =>
    sections.filter(
      (section) => (section.parentSectionId ?? TOP) === parent && section.id !== editing?.id,
    );

  const openEdit = (section: Section) => {
    setEditing(section);
    setTitle(section.title);
    setParentId(section.parentSectionId ?? TOP);
    setPosition(siblingsOf(sections, section).indexOf(section));
  };

  const chooseParent = (parent: string) => {
    setParentId(parent);
    setPosition(
      parent === (editing?.parentSectionId ?? TOP) && editing
        ? siblingsOf(sections, editing).indexOf(editing)
        : childrenOf(parent).length,
    );
  };

  const saveEdit = async () => {
    if (!editing) return;
    const ok = await run(async () => {
      let next: Section[] | null = null;
      if (title.trim() !== editing.title) {
        const renamed = await renameSection(
          { ...params, sectionId: editing.id },
          { title, revision: editing.revision },
        );
        next = sections.map((section) => (section.id === renamed.id ? renamed : section));
        onSections(next);
      }
      const place = siblingsOf(sections, editing).indexOf(editing);
      if (parentId !== (editing.parentSectionId ?? TOP) || position !== place) {
        const moved = await moveSectionTo(
          { ...params, sectionId: editing.id },
          { parentSectionId: parentId === TOP ? null : parentId, position },
        );
        next = moved.sections;
      }
      return next;
    });
    if (ok) setEditing(null);
  };

  return (
    <nav className={styles.outline} aria-label={t("courses.editor.outline")}>
      <ul>
        {sections.map((section) => {
          const siblings = siblingsOf(sections, section);
          const place = siblings.indexOf(section);
          return (
            <li
              key={section.id}
              className={styles.sectionRow}
              style={{ paddingLeft: section.depth * 16 }}
            >
              {holdsBlocks(section.sectionTypeKey) ? (
                <button
                  type="button"
                  className={styles.sectionButton}
                  aria-current={section.id === selectedId ? "true" : undefined}
                  onClick={() => onSelect(section.id)}
                >
                  {section.title}
                  <span className={styles.count}>{section.blockUuids.length}</span>
                </button>
              ) : (
                <span className={styles.chapter}>{section.title}</span>
              )}
              {structural && (
                <span className={styles.sectionActions}>
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={busy || place === 0}
                    aria-label={t("courses.sections.moveUp", { title: section.title })}
                    icon={<ArrowUp size={14} aria-hidden="true" />}
                    onClick={() => void move(section, section.parentSectionId, place - 1)}
                  />
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={busy || place === siblings.length - 1}
                    aria-label={t("courses.sections.moveDown", { title: section.title })}
                    icon={<ArrowDown size={14} aria-hidden="true" />}
                    onClick={() => void move(section, section.parentSectionId, place + 1)}
                  />
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={busy}
                    aria-label={t("courses.sections.edit", { title: section.title })}
                    icon={<Pencil size={14} aria-hidden="true" />}
                    onClick={() => openEdit(section)}
                  />
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={busy}
                    aria-label={t("courses.sections.delete", { title: section.title })}
                    icon={<Trash2 size={14} aria-hidden="true" />}
                    onClick={() => void remove(section)}
                  />
                </span>
              )}
              {structural && section.sectionTypeKey === "chapter" && (
                <Button
                  size="small"
                  variant="ghost"
                  disabled={busy}
                  className={styles.addInside}
                  onClick={() => void add("paragraph", section.id)}
                >
                  {t("courses.sections.addInside", { title: section.title })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {structural && (
        <div className={styles.addSections}>
          {(["chapter", "paragraph", "exam"] as const).map((type) => (
            <Button key={type} size="small" disabled={busy} onClick={() => void add(type, null)}>
              {t(`courses.sections.add.${type}`)}
            </Button>
          ))}
        </div>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        size="small"
        title={t("courses.sections.editTitle")}
        submitLabel={t("common.save")}
        submitting={busy}
        submitDisabled={title.trim() === ""}
        onSubmit={saveEdit}
      >
        <TextField
          label={t("courses.sections.title")}
          required
          maxLength={MAX_SECTION_TITLE}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Select
          label={t("courses.sections.parent")}
          placeholder={null}
          value={parentId}
          options={[
            { value: TOP, label: t("courses.sections.top") },
            ...chapters
              .filter((chapter) => chapter.id !== editing?.id)
              .map((chapter) => ({ value: chapter.id, label: chapter.title })),
          ]}
          onChange={chooseParent}
        />
        <Select
          label={t("courses.sections.position")}
          placeholder={null}
          value={String(position)}
          options={[
            { value: "0", label: t("courses.sections.first") },
            ...childrenOf(parentId).map((section, index) => ({
              value: String(index + 1),
              label: t("courses.sections.after", { title: section.title }),
            })),
          ]}
          onChange={(value) => setPosition(Number(value))}
        />
      </Modal>
    </nav>
  );
}
