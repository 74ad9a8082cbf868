import { useTranslation } from "react-i18next";
import { Stack } from "../../../ui/stack/stack";
import { useDocumentTitle } from "../../use-document-title";
import { AlertExample } from "./alert-example";
import { BadgeExample } from "./badge-example";
import { BreadcrumbsExample } from "./breadcrumbs-example";
import { ButtonExample } from "./button-example";
import { ConfirmExample } from "./confirm-example";
import { DateInputExample } from "./date-input-example";
import { EmptyStateExample } from "./empty-state-example";
import { LoadMoreExample } from "./load-more-example";
import { LoadingExample } from "./loading-example";
import { MediaExample } from "./media-example";
import { ModalExample } from "./modal-example";
import { NumberInputExample } from "./number-input-example";
import { sections, sectionId } from "./overview-example";
import { PaginationExample } from "./pagination-example";
import { ProgressBarExample } from "./progress-bar-example";
import { ScreenSizeExample } from "./screen-size-example";
import { SelectExample } from "./select-example";
import { TabGroupExample } from "./tab-group-example";
import { TableExample } from "./table-example";
import { TextFieldExample } from "./text-field-example";
import { TextareaExample } from "./textarea-example";
import { ToastExample } from "./toast-example";

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
