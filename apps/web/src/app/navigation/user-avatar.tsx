import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import styles from "./navigation.module.css";

export function UserAvatar({
  user,
}: {
  user: Pick<CurrentUser, "firstName" | "lastName" | "avatarUrl">;
}) {
  if (user.avatarUrl) return <img className={styles.avatar} src={user.avatarUrl} alt="" />;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initials}
    </span>
  );
}
