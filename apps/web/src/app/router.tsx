import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { GuardedPage } from "./guarded-page";
import { guardLoader, loginLoader, logoutLoader, rootLoader, sessionLoader } from "./guards";
import { AppLayout } from "./layouts/app-layout";
import { RootLayout } from "./layouts/root-layout";
import { routeMeta, type RouteMeta } from "./route-meta";
import { ComponentsOverviewPage } from "./routes/components-overview.route";
import { LoginPage } from "./routes/login.route";
import { NotFoundPage } from "./routes/not-found.route";
import { PlannedPage } from "./routes/planned.route";
import { ProfileDetailsTab, ProfilePage, ProfilePreferencesTab } from "./routes/profile.route";
import { RootError } from "./routes/root-error";
import { setAppRouter } from "./router-ref";

/**
 * The one route table. Each guarded route carries its RouteMeta as `handle`, so the loader
 * guard, the navigation and the layout all read the same permissions.
 */
export function createAppRouter(queryClient: QueryClient) {
  const guarded = (
    meta: RouteMeta,
    element: ReactNode,
    extra: Partial<RouteObject> = {},
  ): RouteObject =>
    ({
      path: meta.path === "/" ? undefined : meta.path.slice(1),
      index: meta.path === "/" ? true : undefined,
      handle: meta,
      loader: guardLoader(queryClient, meta),
      element: <GuardedPage meta={meta}>{element}</GuardedPage>,
      ...extra,
    }) as RouteObject;

  const routes: RouteObject[] = [
    {
      id: "root",
      loader: rootLoader(queryClient),
      element: <RootLayout />,
      errorElement: <RootError />,
      hydrateFallbackElement: null,
      children: [
        { path: "login", loader: loginLoader(queryClient), element: <LoginPage /> },
        { path: "logout", loader: logoutLoader(queryClient) },
        { path: "not-found", element: <NotFoundPage /> },
        {
          id: "app",
          loader: sessionLoader(queryClient),
          shouldRevalidate: () => true,
          element: <AppLayout />,
          children: [
            guarded(routeMeta.authorTool, <PlannedPage route="authorTool" />),
            guarded(routeMeta.courseLibrary, <PlannedPage route="courseLibrary" />),
            guarded(routeMeta.trainings, <PlannedPage route="trainings" />),
            guarded(routeMeta.cockpit, <PlannedPage route="cockpit" />),
            guarded(routeMeta.lmsUsers, <PlannedPage route="lmsUsers" />),
            guarded(routeMeta.lmsGroups, <PlannedPage route="lmsGroups" />),
            guarded(routeMeta.onboarding, <PlannedPage route="onboarding" />),
            guarded(routeMeta.myTrainings, <PlannedPage route="myTrainings" />),
            guarded(routeMeta.openLibrary, <PlannedPage route="openLibrary" />),
            guarded(routeMeta.myDocuments, <PlannedPage route="myDocuments" />),
            guarded(routeMeta.adminUsers, <PlannedPage route="adminUsers" />),
            guarded(routeMeta.createCompany, <PlannedPage route="createCompany" />),
            guarded(routeMeta.profile, <ProfilePage />, {
              children: [
                { index: true, element: <ProfileDetailsTab /> },
                { path: "preferences", element: <ProfilePreferencesTab /> },
              ],
            }),
            guarded(routeMeta.components, <ComponentsOverviewPage />),
          ],
        },
        { path: "*", loader: () => redirect("/not-found") },
      ],
    },
  ];
  const router = createBrowserRouter(routes);
  setAppRouter(router);
  return router;
}
