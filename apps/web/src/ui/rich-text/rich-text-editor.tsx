import { Fragment, Slice } from "@tiptap/pm/model";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Italic, List, ListOrdered, Underline } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./rich-text-editor.module.css";

/** Where the caret goes when the editor starts: where a pointer went down, or the end. */
type Caret = "end" | { left: number; top: number };

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  editable?: boolean;
};

/**
 * Rich text with the product's toolbar: bold, italic, underline, bullets and numbers. The HTML
 * it gives is sanitised again by the server, which is the one that decides what is stored.
 *
 * A section can hold dozens of text blocks, and a live editor each makes the editor slow to
 * open; so the text is shown as it is (the HTML the server sanitised, or this editor made) until
 * the author points at it or moves focus into it, and only then the editor is started. Focus
 * and the toolbar stay where they were, so keyboard users never notice the swap; a click or tap
 * that started it puts the caret where it landed, as it would have in a live editor.
 */
export function RichTextEditor({ label, value, onChange, editable = true }: Props) {
  const { t } = useTranslation();
  const [editor, setEditor] = useState<Editor | null>(null);
  const [wake, setWake] = useState<"asleep" | "awake" | Caret>("asleep");
  // On a touch screen the pointer enters and goes down at once, and the mouse can be that quick
  // too: the press still decides where the caret goes when it comes in the same moment.
  const rouse = (next: "awake" | Caret) =>
    setWake((current) =>
      current === "asleep" || (current === "awake" && next !== "awake") ? next : current,
    );
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      underline: current?.isActive("underline") ?? false,
      bulletList: current?.isActive("bulletList") ?? false,
      orderedList: current?.isActive("orderedList") ?? false,
    }),
  });
  const tools = [
    { key: "bold", icon: Bold, run: () => editor?.chain().focus().toggleBold().run() },
    { key: "italic", icon: Italic, run: () => editor?.chain().focus().toggleItalic().run() },
    {
      key: "underline",
      icon: Underline,
      run: () => editor?.chain().focus().toggleUnderline().run(),
    },
    { key: "bulletList", icon: List, run: () => editor?.chain().focus().toggleBulletList().run() },
    {
      key: "orderedList",
      icon: ListOrdered,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
  ] as const;
  return (
    <div
      className={styles.editor}
      onPointerEnter={() => rouse("awake")}
      onFocus={(event) =>
        rouse(event.target === event.currentTarget.lastElementChild ? "end" : "awake")
      }
    >
      {editable && (
        <div
          className={styles.toolbar}
          role="toolbar"
          aria-label={t("ui.richText.toolbar", { label })}
        >
          {tools.map(({ key, icon: Icon, run }) => (
            <button
              key={key}
              type="button"
              className={styles.tool}
              aria-pressed={active?.[key] ?? false}
              aria-label={t(`ui.richText.${key}`)}
              onClick={run}
            >
              <Icon size={16} aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
      {wake === "asleep" ? (
        <div
          role="textbox"
          aria-label={label}
          aria-multiline="true"
          aria-readonly={!editable}
          tabIndex={0}
          className={styles.content}
          // Server-sanitised HTML, or the output of this editor's own schema.
          dangerouslySetInnerHTML={{ __html: value }}
          onPointerDown={(event) => rouse({ left: event.clientX, top: event.clientY })}
        />
      ) : (
        <LiveEditor
          label={label}
          value={value}
          onChange={onChange}
          editable={editable}
          caret={wake === "awake" ? null : wake}
          onEditor={setEditor}
        />
      )}
    </div>
  );
}

function LiveEditor({
  label,
  value,
  onChange,
  editable = true,
  caret,
  onEditor,
}: Props & { caret: Caret | null; onEditor: (editor: Editor | null) => void }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: false,
      }),
    ],
    content: value,
    editable,
    editorProps: {
      attributes: {
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        class: styles.content ?? "",
      },
      // Pasted text arrives without its formatting (spec section 5); lines become paragraphs.
      handlePaste: (view, event) => {
        const text = event.clipboardData?.getData("text/plain") ?? "";
        if (!text) return false;
        const { schema } = view.state;
        const paragraphs = text
          .split(/\r?\n/)
          .map((line) => schema.nodes.paragraph!.create(null, line ? schema.text(line) : null));
        view.dispatch(
          view.state.tr
            .replaceSelection(new Slice(Fragment.from(paragraphs), 1, 1))
            .scrollIntoView(),
        );
        return true;
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  useEffect(() => {
    onEditor(editor);
    return () => onEditor(null);
  }, [editor, onEditor]);
  // Runs once the view is in the page (EditorContent mounts it first), where the live text lies
  // exactly over the static text the pointer went down on.
  useEffect(() => {
    if (!editor || !caret) return;
    const at = caret === "end" ? null : editor.view.posAtCoords(caret);
    editor.commands.focus(at?.pos ?? "end");
  }, [editor, caret]);
  return <EditorContent editor={editor} />;
}
