import type { AdminMembership } from "@leerlijn/contracts/users/admin-users.contract";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../../ui/badge/badge";
import { roleLabel } from "../../role-label";
import styles from "./membership-list.module.css";

/**
 * A person's companies, each with their role there (and whether they are switched off, or wait
 * for the person to accept the invitation).
 */
export function MembershipList({ memberships }: { memberships: readonly AdminMembership[] }) {
  const { t } = useTranslation();
  if (memberships.length === 0) return <span>{t("users.admin.noMemberships")}</span>;
  return (
    <ul className={styles.list}>
      {memberships.map((membership) => (
        <li key={membership.id} className={styles.item}>
          <span className={styles.company}>{membership.companyName}</span>
          <span className={styles.roles}>
            {membership.roles.map((role) => roleLabel(t, role, membership.companyType)).join(", ")}
          </span>
          {membership.deactivated && <Badge tone="danger">{t("users.status.deactivated")}</Badge>}
          {membership.pending && !membership.deactivated && (
            <Badge tone="warning">{t("users.status.invited")}</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
