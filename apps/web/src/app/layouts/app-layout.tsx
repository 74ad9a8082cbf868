import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useLocation, useMatches } from "react-router";
import { useCurrentUser } from "../../features/auth/api/current-user";
import { useCurrentCompany } from "../../features/companies/api/current-company";
import { BrandLogo } from "../../features/companies/components/brand-logo";
import { useAnswerQueue } from "../../features/enrollments/offline/use-answer-queue";
import { landingPath } from "../landing-path";
import { MobileMenu, MobileMenuButton } from "../navigation/mobile-menu";
import { MoreMenu } from "../navigation/more-menu";
import { activeNavKey, primaryNavItems, userMenuItems } from "../navigation/nav-items";
import { PrimaryNav } from "../navigation/primary-nav";
import { UserMenu } from "../navigation/user-menu";
import type { RouteMeta } from "../route-meta";
import styles from "./app-layout.module.css";

/** The signed-in shell: branded header with the navigation this user may use, then the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCurrentCompany();
  // Answers given offline are sent from any page, once the connection returns.
  useAnswerQueue(user.id);
  const { pathname } = useLocation();
  const matches = useMatches();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMobileOpen(false);
  }
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMobileMenu = useCallback(() => {
    setMobileOpen(false);
    menuButtonRef.current?.focus();
  }, []);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // After a client-side navigation, screen readers and keyboards start at the new page's content.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A page that moved focus to its own new content (the next block of a walk-through,
    // marked data-route-focus) keeps it there.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.dataset.routeFocus !== undefined) return;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const routeActive = [...matches]
    .reverse()
    .find((match) => (match.handle as RouteMeta | undefined)?.activeMenu)?.handle as
    RouteMeta | undefined;
  const items = primaryNavItems(user);
  const active = activeNavKey(items, pathname, routeActive?.activeMenu);
  const userItems = userMenuItems(user, company);

  return (
    <>
      <a className={styles.skip} href="#content">
        {t("navigation.skipToContent")}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link className={styles.home} to={landingPath(user)} aria-label={company.name}>
            <BrandLogo company={company} />
          </Link>
          <div className={styles.desktopOnlyNav}>
            <PrimaryNav items={items} active={active} />
          </div>
          <span className={styles.spacer} />
          <div className={styles.desktopOnlyNav}>
            {user.menuItems.length > 0 && <MoreMenu items={user.menuItems} />}
          </div>
          <UserMenu user={user} items={userItems} />
          <span className={styles.mobileOnly}>
            <MobileMenuButton
              ref={menuButtonRef}
              open={mobileOpen}
              onToggle={() => setMobileOpen((open) => !open)}
            />
          </span>
        </div>
        {mobileOpen && (
          <MobileMenu
            items={items}
            active={active}
            menuItems={user.menuItems}
            onClose={closeMobileMenu}
          />
        )}
      </header>
      <main ref={mainRef} id="content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
