import type { TFunction } from "i18next";
import type { Document } from "@leerlijn/contracts/documents/document.schema";
import { can } from "@leerlijn/contracts/permissions";
import { FileSignature } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { documentsListQuery } from "../../../features/documents/api/documents";
import { formatDate } from "../../../lib/i18n";
import { Table } from "../../../ui/table/table";
import { LmsTabs } from "../../navigation/lms-tabs";
import { SearchedListPage } from "../lists/searched-list-page";

/**
 * `/lms/documents`: the company's documents to read or sign. The spec names only the person's
 * documents pages; this list is where an educator reaches a document's own page (its
 * assignees, assigning and reminders), beside the users and groups of Leerbeheer.
 */
export function DocumentsListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <SearchedListPage
      title={t("documents.list.title")}
      intro={t("documents.list.intro")}
      above={<LmsTabs />}
      create={
        can(user, "lms.documents.create") && {
          to: "/lms/documents/create",
          label: t("documents.list.create"),
        }
      }
      searchLabel={t("documents.list.search")}
      query={documentsListQuery}
      empty={{
        icon: <FileSignature size={28} aria-hidden="true" />,
        title: t("documents.list.emptyTitle"),
        text: t("documents.list.emptyText"),
      }}
    >
      {(rows) => (
        <Table<Document>
          columns={[
            {
              key: "title",
              header: t("documents.list.document"),
              render: (document) => (
                <Link to={`/lms/documents/${document.id}`}>{document.title}</Link>
              ),
            },
            {
              key: "mustSign",
              header: t("documents.person.kind"),
              render: (document) =>
                document.mustSign ? t("documents.mine.toSign") : t("documents.mine.toRead"),
            },
            {
              key: "progress",
              header: t("documents.list.progress"),
              render: (document) => progressText(t, document),
            },
            {
              key: "createdAt",
              header: t("documents.list.createdAt"),
              render: (document) => formatDate(document.createdAt),
            },
          ]}
          rows={rows}
          getRowKey={(document) => document.id}
          emptyText={t("documents.list.noMatches")}
          caption={t("documents.list.title")}
          captionHidden
          narrow="stack"
        />
      )}
    </SearchedListPage>
  );
}

/** "3 van 10 ondertekend" (or read): how far the people asked have come. */
export function progressText(t: TFunction, document: Document) {
  const { assigned, viewed, signed, expired } = document.counts;
  const total = assigned + viewed + signed + expired;
  if (total === 0) return t("documents.list.nobody");
  return document.mustSign
    ? t("documents.list.signedOf", { done: signed, total })
    : t("documents.list.readOf", { done: viewed + signed, total });
}
