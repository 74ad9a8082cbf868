import type { PaginationMeta } from "@leerlijn/contracts/pagination";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { Plus, Search } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { buttonClassName } from "../../../ui/button/button";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { TextField } from "../../../ui/text-field/text-field";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./list-page.module.css";
import { PagedList } from "./paged-list";
import { useListParams } from "./use-list-params";

type Paged<Row> = { data: Row[]; meta: PaginationMeta };

/**
 * A list page searched by name (groups, paths, documents): the heading with its create action,
 * the search kept in the address, and the page of rows with every state around it. The empty
 * state offers the create action too, since creating is the only thing to do there.
 */
export function SearchedListPage<Data extends Paged<unknown>, Key extends QueryKey>({
  title,
  intro,
  above,
  create,
  searchLabel,
  query,
  empty,
  children,
}: {
  title: string;
  intro: string;
  /** Shown above the heading, such as the section's tabs. */
  above?: ReactNode;
  /** The create action, for those allowed to create. */
  create?: { to: string; label: string } | false;
  searchLabel: string;
  query: (page: number, search: string) => UseQueryOptions<Data, Error, Data, Key>;
  empty: { icon: ReactNode; title: string; text: string };
  children: (rows: readonly Data["data"][number][]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { page, values, setFilters, setPage } = useListParams(["q"] as const);
  const search = useDebouncedValue(values.q.trim(), 250);
  const list = useQuery(query(page, search));
  useDocumentTitle(title);

  const createLink = create && (
    <Link to={create.to} className={buttonClassName({ variant: "primary" })}>
      <Plus size={18} aria-hidden="true" />
      {create.label}
    </Link>
  );
  return (
    <>
      {above}
      <div className={styles.header}>
        <div>
          <h1>{title}</h1>
          <p className={styles.intro}>{intro}</p>
        </div>
        {createLink && <div className={styles.actions}>{createLink}</div>}
      </div>
      <div role="search">
        <TextField
          label={searchLabel}
          type="search"
          value={values.q}
          maxLength={255}
          addonStart={<Search size={18} aria-hidden="true" />}
          onChange={(event) => setFilters({ q: event.target.value })}
        />
      </div>
      <PagedList<Data["data"][number]>
        list={list}
        failedText={t("errors.generic")}
        empty={!values.q && <EmptyState {...empty} action={createLink || undefined} />}
        onPageChange={setPage}
      >
        {children}
      </PagedList>
    </>
  );
}
