import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./content-editor.module.css";

/** The drag handle of one block: a real button, so space and the arrow keys move it too. */
function SortableItem({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={styles.dragHandle}
      aria-label={t("courses.editor.drag", { block: label })}
      {...attributes}
      {...listeners}
    >
      <GripVertical size={18} aria-hidden="true" />
    </button>
  );
  return (
    <div
      ref={setNodeRef}
      className={isDragging ? styles.dragging : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {children(handle)}
    </div>
  );
}

/**
 * Blocks in an order the author changes by dragging the handle, or with the keyboard: focus
 * the handle, space to pick up, arrow keys to move, space to drop (escape cancels).
 */
export function SortableBlocks({
  ids,
  labelOf,
  disabled,
  onMove,
  children,
}: {
  ids: string[];
  labelOf: (id: string) => string;
  disabled: boolean;
  onMove: (id: string, position: number) => void;
  children: (id: string, handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const position = ids.indexOf(String(over.id));
    if (position >= 0) onMove(String(active.id), position);
  };
  const announce = (id: string | number, over: string | number | null | undefined) =>
    t("courses.editor.dragAnnounce", {
      block: labelOf(String(id)),
      place: over === null || over === undefined ? "-" : ids.indexOf(String(over)) + 1,
    });
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t("courses.editor.dragInstructions") },
        announcements: {
          onDragStart: ({ active }) => announce(active.id, active.id),
          onDragOver: ({ active, over }) => announce(active.id, over?.id),
          onDragEnd: ({ active, over }) => announce(active.id, over?.id),
          onDragCancel: () => t("courses.editor.dragCancelled"),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {ids.map((id) => (
          <SortableItem key={id} id={id} label={labelOf(id)} disabled={disabled}>
            {(handle) => children(id, handle)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}
