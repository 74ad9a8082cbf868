import type { MenuItem } from "@leerlijn/contracts/users/current-user.schema";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import styles from "./navigation.module.css";

/** The company's extra links; they belong to other sites, so they open in a new tab. */
export function MoreMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  // Not modal: a modal menu hides the page from assistive technology while it stays
  // focusable behind the menu, and a menu button needs neither.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger}>
        {t("navigation.more")}
        <ChevronDown size={16} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.id} asChild className={styles.menuItem}>
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                {item.title}
                <ExternalLink size={16} aria-hidden="true" />
                <span className="visually-hidden">{t("navigation.opensInNewTab")}</span>
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
