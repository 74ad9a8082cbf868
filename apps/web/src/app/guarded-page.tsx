import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import { buttonClassName } from "../ui/button/button";
import { ScreenSizeDialog } from "../ui/screen-size-dialog/screen-size-dialog";
import type { GuardResult } from "./guards";
import { useCurrentUser } from "../features/auth/api/current-user";
import { useCurrentCompany } from "../features/companies/api/current-company";
import { landingPath } from "./landing-path";
import { navLabelKey, primaryNavItems } from "./navigation/nav-items";
import { NoAccessOverlay } from "./no-access-overlay";
import styles from "./guarded-page.module.css";
import type { RouteMeta } from "./route-meta";

/**
 * The dialog covers the menu, so it offers the ways on itself: the menu items that work on this
 * screen (the one a small screen lands on first), then profile and sign-out.
 */
function SmallScreenWayOut() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCurrentCompany();
  const items = primaryNavItems(user).filter((item) => !item.desktopOnly);
  const start = landingPath(user, true);
  items.sort((a, b) => Number(b.to === start) - Number(a.to === start));
  return (
    <>
      {items.length > 0 && (
        <nav className={styles.menu} aria-label={t("navigation.smallScreenMenu")}>
          <p className={styles.menuTitle}>{t("navigation.smallScreenMenu")}</p>
          <ul>
            {items.map((item, index) => (
              <li key={item.key}>
                <Link
                  className={buttonClassName({
                    variant: index === 0 ? "primary" : "secondary",
                    block: true,
                  })}
                  to={item.to}
                >
                  {t(navLabelKey(item.key, company))}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.account}>
        <Link className={buttonClassName({ variant: "ghost" })} to="/profile">
          {t("navigation.user.profile")}
        </Link>
        <Link className={buttonClassName({ variant: "ghost" })} to="/logout">
          {t("navigation.user.logout")}
        </Link>
      </div>
    </>
  );
}

/** Renders a guarded route: the page, or its no-access overlay; desktop tools warn small screens. */
export function GuardedPage({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { overlay } = useLoaderData<GuardResult>();
  return (
    <>
      {overlay ? <NoAccessOverlay /> : children}
      {meta.notResponsive && !overlay && <ScreenSizeDialog action={<SmallScreenWayOut />} />}
    </>
  );
}
