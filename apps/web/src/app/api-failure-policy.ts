import type { QueryClient } from "@tanstack/react-query";
import { signOut } from "../features/auth/api/logout";
import { i18next } from "../lib/i18n";
import { setApiFailureHandler } from "../lib/query-client";
import { loginPathFor } from "../lib/safe-redirect";
import { toasts } from "../ui/toast/toast-store";
import { appRouter } from "./router-ref";

/**
 * What a failed call means for the user (spec section 8): 401 ends the session and returns to
 * login with the current path, 403 says 'Geen rechten', 404 on a read shows not-found, 307
 * follows `x-location`; anything else on a change is 'Er ging iets mis'. 422 belongs to forms.
 */
export function installApiFailurePolicy(queryClient: QueryClient): void {
  setApiFailureHandler((error, source) => {
    if (source.kind === "query" && source.handledByCaller) return;
    const router = appRouter();
    const here = window.location.pathname + window.location.search;
    switch (error.status) {
      case 401:
        void signOut(queryClient, { expired: true }).then(() =>
          router?.navigate(loginPathFor(here), { replace: true }),
        );
        return;
      case 403:
        toasts.show({
          type: "error",
          title: i18next.t("errors.forbiddenTitle"),
          description: i18next.t("errors.forbiddenDescription"),
        });
        return;
      case 307:
        if (error.location?.startsWith("/"))
          void router?.navigate(error.location, { replace: true });
        else if (error.location) window.location.assign(error.location);
        return;
      case 404:
        if (error.method === "GET") {
          void router?.navigate("/not-found", { replace: true });
          return;
        }
        break;
      case 422:
        return;
    }
    if (source.kind === "mutation" && !source.handledByCaller) {
      toasts.show({
        type: "error",
        title: i18next.t("errors.generic"),
        description: error.body?.message,
      });
    }
  });
}
