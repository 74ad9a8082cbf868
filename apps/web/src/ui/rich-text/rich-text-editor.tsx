import { Fragment, Slice } from "@tiptap/pm/model";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Italic, List, ListOrdered, Underline } from "lucide-react";
import { useTranslation } from "react-i18next";
import styles from "./rich-text-editor.module.css";

/**
 * Rich text with the product's toolbar: bold, italic, underline, bullets and numbers. The HTML
 * it gives is sanitised again by the server, which is the one that decides what is stored.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  editable = true,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  editable?: boolean;
}) {
  const { t } = useTranslation();
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
    <div className={styles.editor}>
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
      <EditorContent editor={editor} />
    </div>
  );
}
