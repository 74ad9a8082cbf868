import type { MemberStatus } from "@leerlijn/contracts/users/managed-user.schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Table, type TableColumn } from "../../../ui/table/table";
import { MemberStatusBadge } from "./member-status-badge";
import styles from "./people-table.module.css";

type Person = { id: string; name: string; email: string | null; status: MemberStatus };

/**
 * A list of people: name (to their page) with email first, status last, and the list's own
 * columns between. On a phone each person is a card, so the list never scrolls sideways.
 */
export function PeopleTable<Row extends Person>({
  people,
  pathOf,
  columns,
  emptyText,
}: {
  people: readonly Row[];
  /** The page a person's name links to. */
  pathOf: (person: Row) => string;
  columns: readonly TableColumn<Row>[];
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <Table<Row>
      columns={[
        {
          key: "name",
          header: t("users.list.name"),
          render: (person) => (
            <div className={styles.person}>
              <Link to={pathOf(person)} className={styles.name}>
                {person.name}
              </Link>
              <span className={styles.email}>{person.email ?? t("users.list.noEmail")}</span>
            </div>
          ),
        },
        ...columns,
        {
          key: "status",
          header: t("users.list.status"),
          render: (person) => <MemberStatusBadge status={person.status} />,
        },
      ]}
      rows={people}
      getRowKey={(person) => person.id}
      emptyText={emptyText}
      caption={t("users.list.caption")}
      captionHidden
      narrow="stack"
    />
  );
}
