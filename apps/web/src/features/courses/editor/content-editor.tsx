import {
  type Block,
  type BlockContent,
  blockContentSchema,
  type BlockType,
  emptyBlockContent,
  type QuestionKind,
} from "@leerlijn/contracts/courses/block.schema";
import { BLOCK_CONFLICT_MESSAGE } from "@leerlijn/contracts/courses/blocks.contract";
import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { holdsBlocks, type Section } from "@leerlijn/contracts/courses/section.schema";
import { ArrowDown, ArrowUp, Copy, Trash2 } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Button } from "../../../ui/button/button";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { toasts } from "../../../ui/toast/toast-store";
import { BlockConflictDialog } from "./block-conflict-dialog";
import { BlockFields } from "./block-fields";
import { SectionOutline } from "./section-outline";
import { SortableBlocks } from "./sortable-blocks";
import styles from "./content-editor.module.css";
import {
  addBlock,
  copyBlock,
  latestBlock,
  moveBlockTo,
  removeBlock,
  saveBlock,
} from "../api/course-blocks";
import { BlockPreviews, blockKindKey } from "../components/block-preview";
import { SaveQueue, useSaveBeforeLeaving, useSaveFailure, useSaveState } from "./save-queue";

type AddChoice = {
  type: BlockType;
  kind?: QuestionKind;
  key: Exclude<BlockType, "question"> | QuestionKind;
};
const ADD_CHOICES: AddChoice[] = [
  { type: "text", key: "text" },
  { type: "question", kind: "choice", key: "choice" },
  { type: "question", kind: "open", key: "open" },
  { type: "question", kind: "points", key: "points" },
  { type: "image", key: "image" },
  { type: "video", key: "video" },
  { type: "document", key: "document" },
];

/**
 * Step 'create': the section tree and the blocks of the chosen section. Structural changes go to
 * the server at once; typing is saved when it pauses, when the block is left and before the
 * editor is (one save per block at a time), with a visible state. A version that cannot change
 * any more shows its blocks as they read, without fields.
 */
export function ContentEditor({
  version,
  initialSectionId = null,
  onChanged,
}: {
  version: CourseVersion;
  /** The section to open with, e.g. when the question overview sends the author back. */
  initialSectionId?: string | null;
  /** Called after a block was added. */
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const params = { courseId: version.courseId, versionId: version.id };
  const [sections, setSections] = useState<Section[]>(version.sections);
  const [blocks, setBlocks] = useState(() => new Map(version.blocks.map((b) => [b.uuid, b])));
  const [selectedId, setSelectedId] = useState(
    () =>
      version.sections.find((s) => s.id === initialSectionId && holdsBlocks(s.sectionTypeKey))
        ?.id ??
      version.sections.find((s) => holdsBlocks(s.sectionTypeKey))?.id ??
      null,
  );
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const revisions = useRef(new Map(version.blocks.map((b) => [b.uuid, b.revision])));
  /** A block's fields start anew (rich text included) when its content is reloaded. */
  const [generations, setGenerations] = useState<Record<string, number>>({});
  const [conflict, setConflict] = useState<{ uuid: string; mine: BlockContent } | null>(null);
  const [resolving, setResolving] = useState(false);
  const queue = useMemo(() => new SaveQueue(), []);
  const saveState = useSaveState(queue);
  const saveFailure = useSaveFailure(queue);
  useSaveBeforeLeaving(queue);
  const structural = version.editMode === "full";
  const locked = version.editMode === "none";
  const selected = sections.find((section) => section.id === selectedId) ?? null;

  const mergeSections = (changed: Section[]) =>
    setSections((current) =>
      current.map((section) => changed.find((c) => c.id === section.id) ?? section),
    );
  const putBlock = (block: Block) => {
    revisions.current.set(block.uuid, block.revision);
    setBlocks((current) => new Map(current).set(block.uuid, block));
  };
  const failed = (error: unknown) =>
    toasts.show({
      type: "error",
      title: error instanceof ApiError ? error.message : t("errors.generic"),
    });

  const changeContent = (uuid: string, content: BlockContent, media?: MediaItem | null) => {
    const block = blocks.get(uuid);
    if (!block) return;
    const next = { ...block, content, media: media === undefined ? block.media : media };
    setBlocks((current) => new Map(current).set(uuid, next));
    const parsed = blockContentSchema.safeParse(content);
    if (!parsed.success) {
      setInvalid((current) => ({ ...current, [uuid]: parsed.error.issues[0]?.message ?? "" }));
      return;
    }
    setInvalid((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => key !== uuid)),
    );
    save(uuid, content, "later");
  };

  const save = (uuid: string, content: BlockContent, when: "now" | "later" = "now") =>
    queue[when === "now" ? "push" : "schedule"](uuid, async () => {
      try {
        const saved = await saveBlock(
          { ...params, blockUuid: uuid },
          { content, revision: revisions.current.get(uuid) ?? 0 },
        );
        revisions.current.set(uuid, saved.revision);
      } catch (error) {
        if (
          error instanceof ApiError &&
          error.status === 409 &&
          error.message === BLOCK_CONFLICT_MESSAGE
        )
          setConflict({ uuid, mine: content });
        throw error;
      }
    });

  const resolveConflict = async (choice: "reload" | "overwrite") => {
    if (!conflict) return;
    setResolving(true);
    try {
      const latest = await latestBlock({ ...params, blockUuid: conflict.uuid });
      if (latest && choice === "reload") {
        putBlock(latest);
        setGenerations((current) => ({
          ...current,
          [latest.uuid]: (current[latest.uuid] ?? 0) + 1,
        }));
      }
      if (latest && choice === "overwrite") {
        revisions.current.set(latest.uuid, latest.revision);
        save(latest.uuid, conflict.mine);
      }
      setConflict(null);
    } catch (error) {
      failed(error);
    } finally {
      setResolving(false);
    }
  };

  const add = async (choice: AddChoice) => {
    if (!selected) return;
    try {
      const answer = await addBlock(
        { ...params, sectionId: selected.id },
        { content: emptyBlockContent(choice.type, choice.kind) },
      );
      if (answer.block) putBlock(answer.block);
      mergeSections(answer.sections);
      onChanged?.();
    } catch (error) {
      failed(error);
    }
  };

  const move = async (uuid: string, position: number) => {
    if (!selected) return;
    const order = selected.blockUuids.filter((id) => id !== uuid);
    order.splice(position, 0, uuid);
    mergeSections([{ ...selected, blockUuids: order }]);
    try {
      const answer = await moveBlockTo(
        { ...params, blockUuid: uuid },
        { sectionId: selected.id, position },
      );
      mergeSections(answer.sections);
    } catch (error) {
      failed(error);
    }
  };

  const duplicate = async (uuid: string) => {
    try {
      // The copy is made on the server, so it must hold what was just typed.
      await queue.flush(uuid);
      const answer = await copyBlock({ ...params, blockUuid: uuid });
      if (answer.block) putBlock(answer.block);
      mergeSections(answer.sections);
    } catch (error) {
      failed(error);
    }
  };

  const remove = async (uuid: string) => {
    const sure = await confirm({
      title: t("courses.editor.deleteTitle"),
      confirmLabel: t("courses.dashboard.delete"),
      tone: "danger",
    });
    if (!sure) return;
    queue.cancel(uuid);
    try {
      const answer = await removeBlock({ ...params, blockUuid: uuid });
      mergeSections(answer.sections);
    } catch (error) {
      failed(error);
    }
  };

  const labelOf = (uuid: string) => {
    const block = blocks.get(uuid);
    const index = selected?.blockUuids.indexOf(uuid) ?? 0;
    return block
      ? `${t(`courses.editor.blockTypes.${blockKindKey(block.content)}`)} ${index + 1}`
      : "";
  };
  const conflictBlock = conflict ? blocks.get(conflict.uuid) : undefined;
  const conflictLabel = conflictBlock
    ? t(`courses.editor.blockTypes.${blockKindKey(conflictBlock.content)}`)
    : null;

  return (
    <div className={styles.layout}>
      <SectionOutline
        params={params}
        sections={sections}
        selectedId={selected?.id ?? null}
        structural={structural}
        onSelect={setSelectedId}
        onSections={setSections}
        onFailure={failed}
      />
      <section
        className={styles.blocks}
        aria-label={selected?.title ?? t("courses.editor.outline")}
      >
        {!locked && (
          <div className={styles.saveState} role="status">
            {saveState === "failed" && saveFailure?.message
              ? t("courses.editor.saveState.refused", { reason: saveFailure.message })
              : t(`courses.editor.saveState.${saveState}`)}
            {saveState === "failed" && saveFailure?.retryable && (
              <Button size="small" onClick={() => queue.retry()}>
                {t("courses.editor.saveState.retry")}
              </Button>
            )}
          </div>
        )}
        {selected && <h2>{selected.title}</h2>}
        {selected?.blockUuids.length === 0 && (
          <p className={styles.empty}>
            {structural ? t("courses.editor.emptySection") : t("courses.editor.emptySectionFixed")}
          </p>
        )}
        {selected && locked && (
          <div>
            <BlockPreviews uuids={selected.blockUuids} blockOf={(uuid) => blocks.get(uuid)} />
          </div>
        )}
        {selected && !locked && (
          <SortableBlocks
            ids={selected.blockUuids}
            disabled={!structural}
            labelOf={labelOf}
            onMove={(uuid, position) => void move(uuid, position)}
          >
            {(uuid, handle) => {
              const index = selected.blockUuids.indexOf(uuid);
              const block = blocks.get(uuid);
              if (!block) return null;
              const label = t(`courses.editor.blockTypes.${blockKindKey(block.content)}`);
              const numbered = `${label} ${index + 1}`;
              return (
                <article
                  key={uuid}
                  className={styles.block}
                  aria-label={numbered}
                  onBlur={(event) => {
                    // Leaving the block saves now; moving between its own fields waits for a pause.
                    if (!event.currentTarget.contains(event.relatedTarget)) void queue.flush(uuid);
                  }}
                >
                  <header className={styles.blockHeader}>
                    <span className={styles.blockTitle}>
                      {handle}
                      <strong>{numbered}</strong>
                    </span>
                    {structural && (
                      <span className={styles.blockActions}>
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={t("courses.editor.moveUp", { block: numbered })}
                          disabled={index === 0}
                          icon={<ArrowUp size={16} aria-hidden="true" />}
                          onClick={() => void move(uuid, index - 1)}
                        />
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={t("courses.editor.moveDown", { block: numbered })}
                          disabled={index === selected.blockUuids.length - 1}
                          icon={<ArrowDown size={16} aria-hidden="true" />}
                          onClick={() => void move(uuid, index + 1)}
                        />
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={t("courses.editor.duplicate", { block: numbered })}
                          icon={<Copy size={16} aria-hidden="true" />}
                          onClick={() => void duplicate(uuid)}
                        />
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={t("courses.editor.delete", { block: numbered })}
                          icon={<Trash2 size={16} aria-hidden="true" />}
                          onClick={() => void remove(uuid)}
                        />
                      </span>
                    )}
                  </header>
                  <BlockFields
                    key={generations[uuid] ?? 0}
                    content={block.content}
                    media={block.media}
                    label={numbered}
                    scoreLocked={!structural}
                    onChange={(content, media) => changeContent(uuid, content, media)}
                  />
                  {invalid[uuid] && (
                    <p className={styles.invalid} role="alert">
                      {invalid[uuid]}
                    </p>
                  )}
                </article>
              );
            }}
          </SortableBlocks>
        )}
        {selected && structural && (
          <div className={styles.add} role="group" aria-label={t("courses.editor.add")}>
            {ADD_CHOICES.map((choice) => (
              <Button key={choice.key} size="small" onClick={() => void add(choice)}>
                {t(`courses.editor.blockTypes.${choice.key}`)}
              </Button>
            ))}
          </div>
        )}
      </section>
      <BlockConflictDialog
        blockLabel={conflictLabel}
        busy={resolving}
        onReload={() => void resolveConflict("reload")}
        onOverwrite={() => void resolveConflict("overwrite")}
      />
    </div>
  );
}
