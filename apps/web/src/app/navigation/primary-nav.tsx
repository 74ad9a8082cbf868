import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentCompany } from "../../features/companies/api/current-company";
import { Link } from "react-router";
import type { NavKey } from "../route-meta";
import { navLabelKey, type NavItem } from "./nav-items";
import styles from "./navigation.module.css";

export function NavBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t("navigation.documentsToSign", { count })}</span>
    </span>
  );
}

export function PrimaryNav({ items, active }: { items: NavItem[]; active: NavKey | undefined }) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const navRef = useRef<HTMLElement>(null);
  // When the bar scrolls sideways (many items, narrow window), keep the current item in view.
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [active]);
  return (
    <nav ref={navRef} className={styles.primary} aria-label={t("navigation.primaryLabel")}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              className={styles.link}
              to={item.to}
              aria-current={item.key === active ? "page" : undefined}
            >
              {t(navLabelKey(item.key, company))}
              {item.badge !== undefined && <NavBadge count={item.badge} />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
