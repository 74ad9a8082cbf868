import type { MenuItem } from "@leerlijn/contracts/users/current-user.schema";
import { ExternalLink, Menu, X } from "lucide-react";
import { type Ref, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentCompany } from "../../features/companies/api/current-company";
import { Link } from "react-router";
import { Button } from "../../ui/button/button";
import type { NavKey } from "../route-meta";
import { navLabelKey, type NavItem } from "./nav-items";
import styles from "./navigation.module.css";
import { NavBadge } from "./primary-nav";

export const MOBILE_MENU_ID = "mobile-menu";

export function MobileMenuButton({
  open,
  onToggle,
  ref,
}: {
  open: boolean;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  return (
    <Button
      ref={ref}
      variant="ghost"
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      aria-label={open ? t("navigation.closeMenu") : t("navigation.openMenu")}
      onClick={onToggle}
      icon={open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
    />
  );
}

/** Everything of the header in one column for phones; desktop-only tools say so. */
export function MobileMenu(props: {
  items: NavItem[];
  active: NavKey | undefined;
  menuItems: MenuItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const { onClose } = props;
  // Not a dialog, so nothing traps focus, but Escape closes it like every other menu.
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [onClose]);
  return (
    <nav
      id={MOBILE_MENU_ID}
      className={styles.mobilePanel}
      aria-label={t("navigation.primaryLabel")}
    >
      <ul className={styles.mobileList}>
        {props.items.map((item) => (
          <li key={item.key}>
            <Link
              className={styles.mobileLink}
              to={item.to}
              aria-current={item.key === props.active ? "page" : undefined}
            >
              {t(navLabelKey(item.key, company))}
              {item.badge !== undefined && <NavBadge count={item.badge} />}
              {item.desktopOnly && (
                <span className={styles.tag}>{t("navigation.desktopOnly")}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      {props.menuItems.length > 0 && (
        <>
          <p className={styles.mobileHeading}>{t("navigation.more")}</p>
          <ul className={styles.mobileList}>
            {props.menuItems.map((item) => (
              <li key={item.id}>
                <a
                  className={styles.mobileLink}
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {item.title}
                  <ExternalLink size={16} aria-hidden="true" />
                  <span className="visually-hidden">{t("navigation.opensInNewTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
