import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Building2, ChevronDown, LogOut, User, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { UserMenuItem } from "./nav-items";
import styles from "./navigation.module.css";
import { UserAvatar } from "./user-avatar";

const icons = { profile: User, userManagement: Users, createCompany: Building2 } as const;

export function UserMenu({ user, items }: { user: CurrentUser; items: UserMenuItem[] }) {
  const { t } = useTranslation();
  // Not modal: a modal menu hides the page from assistive technology while it stays
  // focusable behind the menu, and a menu button needs neither.
  return (
    <DropdownMenu.Root modal={false}>
      {/* Named by its content, so the name shown is part of what assistive technology says
          and what a speech user can say to open it. */}
      <DropdownMenu.Trigger className={styles.trigger}>
        <UserAvatar user={user} />
        <span className="visually-hidden">{t("navigation.userMenuOf")} </span>
        <span className={styles.userName}>{user.name}</span>
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Label className={styles.menuLabel}>
            {user.email ?? user.name}
          </DropdownMenu.Label>
          {items.map((item) => {
            const Icon = icons[item.key];
            return (
              <DropdownMenu.Item key={item.key} asChild className={styles.menuItem}>
                <Link to={item.to}>
                  <Icon size={18} aria-hidden="true" />
                  {t(`navigation.user.${item.key}`)}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.menuItem}>
            <Link to="/logout">
              <LogOut size={18} aria-hidden="true" />
              {t("navigation.user.logout")}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
