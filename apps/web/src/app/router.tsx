import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { GuardedPage } from "./guarded-page";
import { guardLoader, loginLoader, logoutLoader, rootLoader, sessionLoader } from "./guards";
import { AppLayout } from "./layouts/app-layout";
import { LmsTabs } from "./navigation/lms-tabs";
import { RootLayout } from "./layouts/root-layout";
import { routeMeta, type RouteMeta } from "./route-meta";
import { AuthorToolPage } from "./routes/author-tool.route";
import { CreateCompanyPage } from "./routes/create-company.route";
import { CourseCreatePage, CourseCreateStepPage } from "./routes/course-create.route";
import { CourseEditPage } from "./routes/course-edit.route";
import { CourseLibraryDetailPage, CourseLibraryPage } from "./routes/course-library.route";
import { CourseReviewPage } from "./routes/course-review.route";
import { EnrollmentPage } from "./routes/learning/enrollment.route";
import { MyTrainingsPage } from "./routes/learning/my-trainings.route";
import { OpenLibraryCoursePage } from "./routes/learning/open-library-course.route";
import { OpenLibraryPage } from "./routes/learning/open-library.route";
import { UserEnrollmentResultPage } from "./routes/learning/user-enrollment-result.route";
import { UserEnrollmentsPage } from "./routes/learning/user-enrollments.route";
import {
  type WalkKind,
  WalkThroughBlockPage,
  WalkThroughFinishPage,
  WalkThroughLayout,
  WalkThroughResume,
} from "./routes/learning/walk-through.route";
import { ComponentsOverviewPage } from "./routes/components-overview.route";
import { ForgotPasswordPage } from "./routes/forgot-password.route";
import { InvitationPage } from "./routes/invitation.route";
import { LoginLinkPage } from "./routes/login-link.route";
import { LoginPage } from "./routes/login.route";
import { MediaLibraryPage } from "./routes/media-library.route";
import { NotFoundPage } from "./routes/not-found.route";
import { PlannedPage } from "./routes/planned.route";
import { AdminUserCreatePage } from "./routes/admin/admin-user-create.route";
import { AdminUserEditPage } from "./routes/admin/admin-user-edit.route";
import { AdminUserPage } from "./routes/admin/admin-user.route";
import { AdminUsersListPage } from "./routes/admin/admin-users-list.route";
import { ResetPasswordPage } from "./routes/reset-password.route";
import {
  ProfileDetailsTab,
  ProfilePage,
  ProfilePasswordTab,
  ProfilePreferencesTab,
} from "./routes/profile.route";
import { RootError } from "./routes/root-error";
import { GroupDetailPage } from "./routes/groups/group-detail.route";
import { GroupFormPage } from "./routes/groups/group-form.route";
import { GroupsListPage } from "./routes/groups/groups-list.route";
import { CreateUserPage } from "./routes/users/create-user.route";
import { EditUserPage } from "./routes/users/edit-user.route";
import { ImportUsersPage } from "./routes/users/import-users.route";
import { UsersListPage } from "./routes/users/users-list.route";
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

  // The learner's walk-through and the two previews share their screens.
  const walkThrough = (meta: RouteMeta, kind: WalkKind) =>
    guarded(meta, <WalkThroughLayout kind={kind} />, {
      children: [
        { index: true, element: <WalkThroughResume /> },
        { path: "finish", element: <WalkThroughFinishPage /> },
        { path: ":sectionId/:blockUuid?", element: <WalkThroughBlockPage /> },
      ],
    });

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
        { path: "forgot-auth", element: <ForgotPasswordPage /> },
        { path: "reset-password", element: <ResetPasswordPage /> },
        { path: "invite/:inviteId/:inviteToken", element: <InvitationPage /> },
        { path: "ls/click", element: <LoginLinkPage /> },
        { path: "not-found", element: <NotFoundPage /> },
        {
          id: "app",
          loader: sessionLoader(queryClient),
          shouldRevalidate: () => true,
          element: <AppLayout />,
          children: [
            guarded(routeMeta.authorTool, <AuthorToolPage />),
            guarded(routeMeta.courseCreate, <CourseCreatePage />),
            guarded(routeMeta.courseCreateStep, <CourseCreateStepPage />),
            guarded(routeMeta.courseEdit, <CourseEditPage />),
            guarded(routeMeta.courseReview, <CourseReviewPage />),
            guarded(routeMeta.mediaLibrary, <MediaLibraryPage />),
            guarded(routeMeta.courseLibrary, <CourseLibraryPage />),
            guarded(routeMeta.courseLibraryCourse, <CourseLibraryDetailPage />),
            guarded(routeMeta.trainings, <PlannedPage route="trainings" />),
            guarded(
              routeMeta.cockpit,
              <>
                <LmsTabs />
                <PlannedPage route="cockpit" />
              </>,
            ),
            guarded(routeMeta.lmsUsers, <UsersListPage />),
            guarded(routeMeta.lmsUsersCreate, <CreateUserPage />),
            guarded(routeMeta.lmsUsersImport, <ImportUsersPage />),
            guarded(routeMeta.lmsUsersEdit, <EditUserPage />),
            guarded(routeMeta.lmsUserEnrollments, <UserEnrollmentsPage />),
            guarded(routeMeta.lmsUserEnrollment, <UserEnrollmentResultPage />),
            guarded(routeMeta.lmsGroups, <GroupsListPage />),
            guarded(routeMeta.lmsGroupsCreate, <GroupFormPage />),
            guarded(routeMeta.lmsGroupDetail, <GroupDetailPage />),
            guarded(routeMeta.lmsGroupEdit, <GroupFormPage />),
            guarded(routeMeta.onboarding, <PlannedPage route="onboarding" />),
            guarded(routeMeta.myTrainings, <MyTrainingsPage />),
            guarded(routeMeta.enrollment, <EnrollmentPage />),
            walkThrough(routeMeta.walkThrough, "learner"),
            walkThrough(routeMeta.coursePreview, "authorPreview"),
            walkThrough(routeMeta.libraryPreview, "libraryPreview"),
            guarded(routeMeta.openLibrary, <OpenLibraryPage />),
            guarded(routeMeta.openLibraryCourse, <OpenLibraryCoursePage />),
            guarded(routeMeta.myDocuments, <PlannedPage route="myDocuments" />),
            guarded(routeMeta.adminUsers, <AdminUsersListPage />),
            guarded(routeMeta.adminUsersCreate, <AdminUserCreatePage />),
            guarded(routeMeta.adminUser, <AdminUserPage />),
            guarded(routeMeta.adminUserEdit, <AdminUserEditPage />),
            guarded(routeMeta.createCompany, <CreateCompanyPage />),
            guarded(routeMeta.profile, <ProfilePage />, {
              children: [
                { index: true, element: <ProfileDetailsTab /> },
                { path: "preferences", element: <ProfilePreferencesTab /> },
                { path: "password", element: <ProfilePasswordTab /> },
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
