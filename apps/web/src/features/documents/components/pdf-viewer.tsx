import { ChevronLeft, ChevronRight } from "lucide-react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import styles from "./pdf-viewer.module.css";

/** pdf.js and its worker's address, fetched once, when the first document is opened. */
async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([
    import("pdfjs-dist"),
    import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

type Props = {
  url: string;
  title: string;
  /** Told once the last page has been shown: the learner has paged through it all. */
  onReadToEnd?: () => void;
};

/**
 * The PDF in the page with pdf.js, one page at a time at the width of its box, so it reads on
 * a phone without zooming. Previous/next buttons and the arrow keys (on the viewer) page
 * through it; each page's text is also in the page for screen readers, as a canvas has none.
 * pdf.js is loaded only when a document is opened, so it does not weigh on any other page.
 */
export function PdfViewer({ url, title, onReadToEnd }: Props) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [width, setWidth] = useState(0);
  const [text, setText] = useState("");
  const [rendering, setRendering] = useState(true);
  const statusId = useId();
  const onReadToEndRef = useRef(onReadToEnd);
  useEffect(() => {
    onReadToEndRef.current = onReadToEnd;
  }, [onReadToEnd]);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | null = null;
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return null;
        const task = pdfjs.getDocument({ url, isEvalSupported: false });
        destroy = () => task.destroy();
        return task.promise;
      })
      .then(
        (loaded) => {
          if (!cancelled && loaded) setPdf(loaded);
        },
        // No pdf.js in this browser, or the file would not load: the link to open it stays.
        () => {
          if (!cancelled) setFailed(true);
        },
      );
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      // Whole pixels, so a scrollbar's flicker does not render the page again and again.
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas || width === 0) return;
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    setRendering(true);
    void (async () => {
      try {
        const current = await pdf.getPage(page);
        if (cancelled) return;
        const base = current.getViewport({ scale: 1 });
        const viewport = current.getViewport({ scale: width / base.width });
        const ratio = Math.min(window.devicePixelRatio || 1, 3);
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        const task = current.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        render = task;
        await task.promise;
        const content = await current.getTextContent();
        if (cancelled) return;
        setText(
          content.items
            .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : ""))
            .join("")
            .trim(),
        );
        setRendering(false);
        if (page === pdf.numPages) onReadToEndRef.current?.();
      } catch {
        // A newer render (another page or width) cancelled this one.
      }
    })();
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page, width]);

  const pages = pdf?.numPages ?? 0;
  const go = (next: number) => setPage(Math.min(Math.max(next, 1), Math.max(pages, 1)));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: page + 1,
      ArrowDown: page + 1,
      PageDown: page + 1,
      ArrowLeft: page - 1,
      ArrowUp: page - 1,
      PageUp: page - 1,
      Home: 1,
      End: pages,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };

  if (failed) return <Alert tone="danger">{t("documents.viewer.failed")}</Alert>;

  return (
    <div className={styles.viewer}>
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          size="small"
          disabled={!pdf || page <= 1}
          onClick={() => go(page - 1)}
        >
          <ChevronLeft size={18} aria-hidden="true" />
          {t("documents.viewer.previous")}
        </Button>
        <p id={statusId} className={styles.status} aria-live="polite">
          {pdf ? t("documents.viewer.page", { page, pages }) : t("documents.viewer.loading")}
        </p>
        <Button
          variant="secondary"
          size="small"
          disabled={!pdf || page >= pages}
          onClick={() => go(page + 1)}
        >
          {t("documents.viewer.next")}
          <ChevronRight size={18} aria-hidden="true" />
        </Button>
      </div>
      <div
        ref={boxRef}
        className={styles.page}
        role="region"
        tabIndex={0}
        aria-label={t("documents.viewer.label", { title })}
        aria-describedby={statusId}
        aria-busy={rendering}
        onKeyDown={onKeyDown}
      >
        {!pdf && <Skeleton height={420} />}
        <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
        <div className="visually-hidden" data-testid="pdf-text">
          {text}
        </div>
      </div>
      <p className={styles.hint}>{t("documents.viewer.keys")}</p>
    </div>
  );
}
