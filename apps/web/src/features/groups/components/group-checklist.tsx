import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import styles from "../../../ui/choice-list/choice-list.module.css";
import { groupOptionsQuery } from "../api/groups";

/**
 * The company's groups to tick, each with its member count, for assigning something to
 * everyone in them. Loads the groups only while `enabled` (an open dialog).
 */
export function GroupChecklist({
  legend,
  value,
  onChange,
  enabled,
}: {
  /** What choosing a group means here, e.g. that people who join later get it too. */
  legend: string;
  value: readonly string[];
  onChange: (groupIds: string[]) => void;
  enabled: boolean;
}) {
  const { t } = useTranslation();
  const groups = useQuery({ ...groupOptionsQuery, enabled });
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((other) => other !== id) : [...value, id]);
  return (
    <fieldset className={styles.groups}>
      <legend className={styles.hint}>{legend}</legend>
      {groups.isPending ? (
        <Skeleton height={120} />
      ) : (groups.data ?? []).length === 0 ? (
        <p>{t("enrollments.assign.noGroups")}</p>
      ) : (
        (groups.data ?? []).map((group) => (
          <label key={group.id} className={styles.row}>
            <input
              type="checkbox"
              checked={value.includes(group.id)}
              onChange={() => toggle(group.id)}
            />
            <span className={styles.rowText}>{group.name}</span>
            <span className={styles.muted}>
              {t("enrollments.assign.members", { count: group.memberCount })}
            </span>
          </label>
        ))
      )}
    </fieldset>
  );
}
