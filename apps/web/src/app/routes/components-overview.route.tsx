import { Inbox, Plus } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/i18n";
import { Alert } from "../../ui/alert/alert";
import { Badge } from "../../ui/badge/badge";
import { Breadcrumbs } from "../../ui/breadcrumbs/breadcrumbs";
import { Button } from "../../ui/button/button";
import { Card } from "../../ui/card/card";
import { confirm } from "../../ui/confirm-dialog/confirm-dialog";
import { DateInput } from "../../ui/date-input/date-input";
import { EmptyState } from "../../ui/empty-state/empty-state";
import { LoadMore } from "../../ui/load-more/load-more";
import { Modal, type ModalSize } from "../../ui/modal/modal";
import { NumberInput } from "../../ui/number-input/number-input";
import { Pagination } from "../../ui/pagination/pagination";
import { ProgressBar } from "../../ui/progress-bar/progress-bar";
import {
  ScreenSizeDialog,
  useScreenTooSmall,
} from "../../ui/screen-size-dialog/screen-size-dialog";
import { Select } from "../../ui/select/select";
import { Skeleton } from "../../ui/skeleton/skeleton";
import { Spinner } from "../../ui/spinner/spinner";
import { Stack } from "../../ui/stack/stack";
import { TabGroup } from "../../ui/tab-group/tab-group";
import { Table, type TableColumn } from "../../ui/table/table";
import { Textarea } from "../../ui/textarea/textarea";
import { TextField } from "../../ui/text-field/text-field";
import { toasts, type ToastType } from "../../ui/toast/toast-store";
import { useDocumentTitle } from "../use-document-title";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { MediaPicker } from "../../features/media/components/media-picker";
import { VideoPlayer } from "../../features/media/components/video-player";

const sections = [
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

/**
 * /generic-components-overview: every generic interface element with a working example, so
 * designers, developers and testers can see and try them in one place. Toasts and confirm
 * dialogs show through the app's <Toaster /> and <ConfirmDialogHost /> (root layout).
 */
export function ComponentsOverviewPage() {
  const { t } = useTranslation();
  const title = t("componentsOverview.title");
  useDocumentTitle(title);
  return (
    <>
      <h1>{title}</h1>
      <p>{t("componentsOverview.intro")}</p>
      <nav aria-label={t("componentsOverview.toc")} style={{ marginBottom: "var(--space-6)" }}>
        <Stack as="ul" direction="row" wrap gap={2}>
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${sectionId(section)}`}>{t(`componentsOverview.${section}.title`)}</a>
            </li>
          ))}
        </Stack>
      </nav>
      <Stack gap={6}>
        <ButtonExample />
        <AlertExample />
        <TextFieldExample />
        <SelectExample />
        <TextareaExample />
        <NumberInputExample />
        <DateInputExample />
        <ModalExample />
        <ConfirmExample />
        <ToastExample />
        <BreadcrumbsExample />
        <TabGroupExample />
        <TableExample />
        <PaginationExample />
        <LoadMoreExample />
        <ProgressBarExample />
        <ScreenSizeExample />
        <LoadingExample />
        <EmptyStateExample />
        <BadgeExample />
        <MediaExample />
      </Stack>
    </>
  );
}

function Example({ section, children }: { section: Section; children: ReactNode }) {
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

function MediaExample() {
  const { t } = useTranslation();
  const [image, setImage] = useState<MediaItem | null>(null);
  const [video, setVideo] = useState<MediaItem | null>(null);
  const [finished, setFinished] = useState(0);
  return (
    <Example section="media">
      <Stack gap={4}>
        <MediaPicker
          label={t("componentsOverview.media.image")}
          accept={["image"]}
          value={image}
          onChange={setImage}
        />
        <MediaPicker
          label={t("componentsOverview.media.video")}
          accept={["video"]}
          required
          value={video}
          onChange={setVideo}
        />
        {video && (
          <VideoPlayer
            key={video.id}
            media={video}
            finishPercentage={90}
            onFinish={() => setFinished((count) => count + 1)}
          />
        )}
        <p role="status">{t("componentsOverview.media.finished", { count: finished })}</p>
      </Stack>
    </Example>
  );
}

function sectionId(section: Section): string {
  return section.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function ButtonExample() {
  const { t } = useTranslation();
  return (
    <Example section="button">
      <Stack gap={4}>
        <Stack direction="row" wrap gap={2}>
          <Button variant="primary">{t("componentsOverview.button.primary")}</Button>
          <Button variant="secondary">{t("componentsOverview.button.secondary")}</Button>
          <Button variant="danger">{t("componentsOverview.button.danger")}</Button>
          <Button variant="ghost">{t("componentsOverview.button.ghost")}</Button>
        </Stack>
        <Stack direction="row" wrap gap={2} align="center">
          <Button size="small">{t("componentsOverview.button.small")}</Button>
          <Button size="large">{t("componentsOverview.button.large")}</Button>
          <Button disabled>{t("componentsOverview.button.disabled")}</Button>
          <Button variant="primary" icon={<Plus size={20} aria-hidden="true" />}>
            {t("componentsOverview.button.withIcon")}
          </Button>
        </Stack>
      </Stack>
    </Example>
  );
}

function AlertExample() {
  const { t } = useTranslation();
  return (
    <Example section="alert">
      <Alert tone="info" title={t("componentsOverview.alert.infoTitle")}>
        {t("componentsOverview.alert.infoText")}
      </Alert>
      <Alert tone="success" title={t("componentsOverview.alert.successTitle")} />
      <Alert tone="warning" title={t("componentsOverview.alert.warningTitle")}>
        {t("componentsOverview.alert.warningText")}
      </Alert>
      <Alert tone="danger" title={t("componentsOverview.alert.dangerTitle")}>
        {t("componentsOverview.alert.dangerText")}
      </Alert>
    </Example>
  );
}

function TextFieldExample() {
  const { t } = useTranslation();
  return (
    <Example section="textField">
      <FormGrid>
        <TextField label={t("componentsOverview.textField.firstName")} autoComplete="off" />
        <TextField
          label={t("componentsOverview.textField.lastName")}
          required
          error={t("componentsOverview.textField.lastNameError")}
          autoComplete="off"
        />
        <TextField
          label={t("componentsOverview.textField.email")}
          hint={t("componentsOverview.textField.emailHint")}
          type="email"
          maxLength={255}
          autoComplete="off"
        />
        <TextField
          label={t("componentsOverview.textField.price")}
          addonStart="€"
          addonEnd={t("componentsOverview.textField.perPerson")}
          inputMode="decimal"
        />
      </FormGrid>
    </Example>
  );
}

function SelectExample() {
  const { t } = useTranslation();
  const [courseType, setCourseType] = useState("");
  const [city, setCity] = useState("");
  const types = ["skill", "elearning", "microlearning", "document", "video", "test"] as const;
  return (
    <Example section="select">
      <FormGrid>
        <div>
          <Select
            label={t("componentsOverview.select.courseType")}
            options={types.map((type) => ({
              value: type,
              label: t(`componentsOverview.select.types.${type}`),
            }))}
            value={courseType}
            onChange={setCourseType}
            required
          />
          <Muted>
            {courseType
              ? t("componentsOverview.select.chosen", { value: courseType })
              : t("componentsOverview.select.nothingChosen")}
          </Muted>
        </div>
        <Select
          label={t("componentsOverview.select.city")}
          options={["Amsterdam", "Rotterdam", "Utrecht", "Zwolle"]}
          value={city}
          onChange={setCity}
          error={city ? undefined : t("componentsOverview.select.cityError")}
        />
      </FormGrid>
    </Example>
  );
}

function TextareaExample() {
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

function NumberInputExample() {
  const { t } = useTranslation();
  const [percentage, setPercentage] = useState<number | null>(70);
  const [minutes, setMinutes] = useState<number | null>(null);
  return (
    <Example section="numberInput">
      <FormGrid>
        <div>
          <NumberInput
            label={t("componentsOverview.numberInput.label")}
            hint={t("componentsOverview.numberInput.hint")}
            value={percentage}
            onChange={setPercentage}
            min={0}
            max={100}
            step={0.5}
            addonEnd="%"
          />
          <Muted>
            {percentage === null
              ? t("componentsOverview.numberInput.empty")
              : t("componentsOverview.numberInput.value", { value: percentage })}
          </Muted>
        </div>
        <NumberInput
          label={t("componentsOverview.numberInput.minutes")}
          value={minutes}
          onChange={setMinutes}
          min={1}
          max={240}
          addonEnd={t("componentsOverview.numberInput.minutesUnit")}
          size="small"
        />
      </FormGrid>
    </Example>
  );
}

function DateInputExample() {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(null);
  const [{ today, inAYear }] = useState(dateRange);
  return (
    <Example section="dateInput">
      <DateInput
        label={t("componentsOverview.dateInput.label")}
        hint={t("componentsOverview.dateInput.hint")}
        value={date}
        onChange={setDate}
        min={today}
        max={inAYear}
      />
      <Muted>
        {date
          ? t("componentsOverview.dateInput.chosen", { date: formatDate(date) })
          : t("componentsOverview.dateInput.nothingChosen")}
      </Muted>
    </Example>
  );
}

/** Today and the same day next year as yyyy-MM-dd, in Amsterdam time. */
function dateRange(): { today: string; inAYear: string } {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(
    new Date(),
  );
  const [year, rest] = [today.slice(0, 4), today.slice(4)];
  const nextYear = `${Number(year) + 1}${rest}`;
  return { today, inAYear: rest === "-02-29" ? `${Number(year) + 1}-02-28` : nextYear };
}

function ModalExample() {
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

function ConfirmExample() {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const ask = async (tone: "danger" | "primary") => {
    const confirmed =
      tone === "danger"
        ? await confirm({
            tone,
            title: t("componentsOverview.confirm.deleteTitle"),
            description: t("componentsOverview.confirm.deleteText"),
            confirmLabel: t("componentsOverview.confirm.deleteConfirm"),
          })
        : await confirm({
            tone,
            title: t("componentsOverview.confirm.publishTitle"),
            description: t("componentsOverview.confirm.publishText"),
            confirmLabel: t("componentsOverview.confirm.publishConfirm"),
          });
    setAnswer(confirmed);
  };
  return (
    <Example section="confirm">
      <Stack direction="row" wrap gap={2}>
        <Button variant="danger" onClick={() => void ask("danger")}>
          {t("componentsOverview.confirm.deleteButton")}
        </Button>
        <Button variant="primary" onClick={() => void ask("primary")}>
          {t("componentsOverview.confirm.publishButton")}
        </Button>
      </Stack>
      <p role="status">
        {answer === null
          ? ""
          : answer
            ? t("componentsOverview.confirm.answerYes")
            : t("componentsOverview.confirm.answerNo")}
      </p>
    </Example>
  );
}

function ToastExample() {
  const { t } = useTranslation();
  const show = (type: ToastType) => {
    toasts.show({
      type,
      title: t(`componentsOverview.toast.${type}Title`),
      description: t(`componentsOverview.toast.${type}Text`),
    });
  };
  return (
    <Example section="toast">
      <Stack direction="row" wrap gap={2}>
        <Button onClick={() => show("info")}>{t("componentsOverview.toast.info")}</Button>
        <Button onClick={() => show("success")}>{t("componentsOverview.toast.success")}</Button>
        <Button onClick={() => show("warning")}>{t("componentsOverview.toast.warning")}</Button>
        <Button onClick={() => show("error")}>{t("componentsOverview.toast.error")}</Button>
        <Button variant="ghost" onClick={() => toasts.clear()}>
          {t("componentsOverview.toast.clear")}
        </Button>
      </Stack>
    </Example>
  );
}

function BreadcrumbsExample() {
  const { t } = useTranslation();
  return (
    <Example section="breadcrumbs">
      <Breadcrumbs
        items={[
          { label: t("componentsOverview.breadcrumbs.home"), to: "/" },
          { label: t("componentsOverview.breadcrumbs.trainings"), to: "/trainings" },
          { label: t("componentsOverview.breadcrumbs.training") },
        ]}
      />
    </Example>
  );
}

function TabGroupExample() {
  const { t } = useTranslation();
  const steps = ["general", "trainer", "participants", "settings"] as const;
  return (
    <Example section="tabGroup">
      <TabGroup
        label={t("componentsOverview.tabGroup.label")}
        tabs={steps.map((step) => ({
          id: step,
          label: t(`componentsOverview.tabGroup.${step}`),
          content: <p>{t(`componentsOverview.tabGroup.${step}Text`)}</p>,
        }))}
      />
    </Example>
  );
}

type Participant = {
  id: number;
  name: string;
  group: string;
  progress: number;
  status: "open" | "inProgress" | "done";
};

const participants: Participant[] = [
  { id: 1, name: "Fatima el Amrani", group: "Zorgteam Noord", progress: 100, status: "done" },
  { id: 2, name: "Joost de Vries", group: "Magazijn", progress: 45, status: "inProgress" },
  { id: 3, name: "Sanne Bakker", group: "Schoonmaak", progress: 0, status: "open" },
  { id: 4, name: "Mohamed Yilmaz", group: "Zorgteam Zuid", progress: 80, status: "inProgress" },
];

const statusTone = { open: "neutral", inProgress: "info", done: "success" } as const;

function TableExample() {
  const { t } = useTranslation();
  const [empty, setEmpty] = useState(false);
  const columns: TableColumn<Participant>[] = [
    { key: "name", header: t("componentsOverview.table.name") },
    { key: "group", header: t("componentsOverview.table.group") },
    {
      key: "progress",
      header: t("componentsOverview.table.progress"),
      render: (row) => (
        <div style={{ minWidth: 140 }}>
          <ProgressBar
            value={row.progress}
            label={`${t("componentsOverview.table.progress")} ${row.name}`}
            hideLabel
            showValue
          />
        </div>
      ),
    },
    {
      key: "status",
      header: t("componentsOverview.table.status"),
      render: (row) => (
        <Badge tone={statusTone[row.status]}>{t(`componentsOverview.badge.${row.status}`)}</Badge>
      ),
    },
  ];
  return (
    <Example section="table">
      <Stack gap={3}>
        <div>
          <Button size="small" onClick={() => setEmpty((value) => !value)}>
            {empty
              ? t("componentsOverview.table.showRows")
              : t("componentsOverview.table.showEmpty")}
          </Button>
        </div>
        <Table
          caption={t("componentsOverview.table.caption")}
          columns={columns}
          rows={empty ? [] : participants}
          getRowKey={(row) => row.id}
          emptyText={t("componentsOverview.table.empty")}
        />
      </Stack>
    </Example>
  );
}

function PaginationExample() {
  const { t } = useTranslation();
  const [page, setPage] = useState(5);
  const lastPage = 12;
  return (
    <Example section="pagination">
      <Muted>{t("componentsOverview.pagination.current", { page, last: lastPage })}</Muted>
      <Pagination currentPage={page} lastPage={lastPage} onPageChange={setPage} />
    </Example>
  );
}

function LoadMoreExample() {
  const { t } = useTranslation();
  const [count, setCount] = useState(3);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => {
      setCount((value) => value + 3);
      setLoading(false);
    }, 800);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return (
    <Example section="loadMore">
      <Stack as="ul" gap={2}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Card>{t("componentsOverview.loadMore.item", { number: index + 1 })}</Card>
          </li>
        ))}
      </Stack>
      <LoadMore
        hasMore={count < 9}
        loading={loading}
        onLoadMore={() => setLoading(true)}
        label={t("componentsOverview.loadMore.label")}
      />
      {count >= 9 && (
        <Button size="small" variant="ghost" onClick={() => setCount(3)}>
          {t("componentsOverview.loadMore.reset")}
        </Button>
      )}
    </Example>
  );
}

function ProgressBarExample() {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(45);
  return (
    <Example section="progressBar">
      <Stack gap={4}>
        <ProgressBar
          value={value ?? 0}
          label={t("componentsOverview.progressBar.course")}
          showValue
        />
        <ProgressBar value={100} label={t("componentsOverview.progressBar.upload")} showValue />
        <div style={{ maxWidth: 240 }}>
          <NumberInput
            label={t("componentsOverview.progressBar.percentage")}
            value={value}
            onChange={setValue}
            min={0}
            max={100}
            step={5}
            addonEnd="%"
          />
        </div>
      </Stack>
    </Example>
  );
}

function ScreenSizeExample() {
  const { t } = useTranslation();
  const tooSmall = useScreenTooSmall();
  const [preview, setPreview] = useState(false);
  return (
    <Example section="screenSize">
      <Stack gap={1} align="flex-start">
        <Alert
          tone={tooSmall ? "warning" : "success"}
          title={
            tooSmall
              ? t("componentsOverview.screenSize.tooSmall")
              : t("componentsOverview.screenSize.bigEnough")
          }
        />
        <Button onClick={() => setPreview(true)}>
          {t("componentsOverview.screenSize.preview")}
        </Button>
      </Stack>
      {preview && (
        <ScreenSizeDialog
          open
          action={
            <Button variant="primary" onClick={() => setPreview(false)}>
              {t("componentsOverview.screenSize.closePreview")}
            </Button>
          }
        />
      )}
    </Example>
  );
}

function LoadingExample() {
  const { t } = useTranslation();
  return (
    <Example section="loading">
      <Stack direction="row" wrap gap={6} align="flex-start">
        <div aria-busy="true" style={{ flex: "1 1 280px", maxWidth: 420 }}>
          <span className="visually-hidden">{t("componentsOverview.loading.loadingCard")}</span>
          <Card>
            <Stack direction="row" gap={3} align="center">
              <Skeleton width={48} height={48} circle />
              <Stack gap={2}>
                <Skeleton width={180} height={16} />
                <Skeleton width={120} height={12} />
              </Stack>
            </Stack>
            <div style={{ marginTop: "var(--space-4)" }}>
              <Stack gap={2}>
                <Skeleton height={12} />
                <Skeleton height={12} width="85%" />
                <Skeleton height={12} width="60%" />
              </Stack>
            </div>
          </Card>
        </div>
        <Stack direction="row" gap={2} align="center">
          <Spinner label={t("componentsOverview.loading.spinner")} />
          <span aria-hidden="true">{t("componentsOverview.loading.spinner")}</span>
        </Stack>
      </Stack>
    </Example>
  );
}

function EmptyStateExample() {
  const { t } = useTranslation();
  return (
    <Example section="emptyState">
      <EmptyState
        titleAs="h3"
        icon={<Inbox size={28} />}
        title={t("componentsOverview.emptyState.heading")}
        text={t("componentsOverview.emptyState.text")}
        action={
          <Button variant="primary" icon={<Plus size={20} aria-hidden="true" />}>
            {t("componentsOverview.emptyState.action")}
          </Button>
        }
      />
    </Example>
  );
}

function BadgeExample() {
  const { t } = useTranslation();
  return (
    <Example section="badge">
      <Stack direction="row" wrap gap={2}>
        <Badge tone="neutral">{t("componentsOverview.badge.open")}</Badge>
        <Badge tone="info">{t("componentsOverview.badge.inProgress")}</Badge>
        <Badge tone="success">{t("componentsOverview.badge.done")}</Badge>
        <Badge tone="warning">{t("componentsOverview.badge.review")}</Badge>
        <Badge tone="danger">{t("componentsOverview.badge.expired")}</Badge>
      </Stack>
    </Example>
  );
}

/** Two columns of fields on wider screens, one on phones. */
function FormGrid({ children }: { children: ReactNode }) {
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

function Muted({ children }: { children: ReactNode }) {
  return <p style={{ color: "var(--text-muted)", fontSize: 14 }}>{children}</p>;
}
