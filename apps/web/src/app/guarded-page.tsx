import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import { buttonClassName } from "../ui/button/button";
import { ScreenSizeDialog } from "../ui/screen-size-dialog/screen-size-dialog";
import type { GuardResult } from "./guards";
import { NoAccessOverlay } from "./no-access-overlay";
import type { RouteMeta } from "./route-meta";

/** The dialog covers the menu, so it offers the ways on itself. */
function SmallScreenWayOut() {
  const { t } = useTranslation();
  return (
    <>
      <Link className={buttonClassName({ variant: "primary", block: true })} to="/profile">
        {t("navigation.user.profile")}
      </Link>
      <Link className={buttonClassName({ variant: "secondary", block: true })} to="/logout">
        {t("navigation.user.logout")}
      </Link>
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
