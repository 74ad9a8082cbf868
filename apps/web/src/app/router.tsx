import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { GuardedPage } from "./guarded-page";
import { guardLoader, loginLoader, logoutLoader, rootLoader, sessionLoader } from "./guards";
import { AppLayout } from "./layouts/app-layout";
import { LmsTabs } from "./navigation/lms-tabs";
import { RootLayout } from "./layouts/root-layout";
import { routeMeta, type RouteMeta } from "./route-meta";
import { MyTrainingsPage, myTrainingsLoader } from "./routes/learning/my-trainings.route";
import { ConfirmEmailPage } from "./routes/auth/confirm-email.route";
import { ForgotPasswordPage } from "./routes/auth/forgot-password.route";
import { InvitationPage } from "./routes/auth/invitation.route";
import { LoginLinkPage } from "./routes/auth/login-link.route";
import { LoginPage } from "./routes/auth/login.route";
import { NotFoundPage } from "./routes/shell/not-found.route";
import { PlannedPage } from "./routes/shell/planned.route";
import { ResetPasswordPage } from "./routes/auth/reset-password.route";
import { RootError } from "./routes/shell/root-error";
import type { WalkKind } from "./routes/learning/walk-through.route";
import { setAppRouter } from "./router-ref";
import { loadChunk } from "../lib/load-chunk";

/**
 * A page whose code is fetched when it is first opened, alongside its loaders. Only the pages
 * someone lands on after signing in (and the sign-in itself) are in the first download; the
 * editors with their rich-text and drag-and-drop libraries are not.
 */
type LazyElement = () => Promise<ReactNode>;

const authorTool = () => import("./routes/courses/author-tool.route");
const courseCreate = () => import("./routes/courses/course-create.route");
const courseLibrary = () => import("./routes/courses/course-library.route");
const walkThroughPages = () => import("./routes/learning/walk-through.route");
const profilePages = () => import("./routes/profile/profile.route");
const trainingPages = () => import("./routes/trainings/trainings-list.route");
const trainingWizard = () => import("./routes/trainings/training-wizard.route");
const groupForm = () => import("./routes/groups/group-form.route");
const courseGroupForm = () => import("./routes/onboarding/course-group-form.route");

const NothingYet = () => null;

// A page whose code does not arrive ends on the root error page, which offers a reload.
const lazyRoute = (element: LazyElement) => async () => ({ element: await loadChunk(element) });

/**
 * The one route table. Each guarded route carries its RouteMeta as `handle`, so the loader
 * guard, the navigation and the layout all read the same permissions.
 */
export function createAppRouter(queryClient: QueryClient) {
  const guarded = (
    meta: RouteMeta,
    page: ReactNode | LazyElement,
    extra: Partial<RouteObject> = {},
  ): RouteObject =>
    ({
      path: meta.path === "/" ? undefined : meta.path.slice(1),
      index: meta.path === "/" ? true : undefined,
      handle: meta,
      loader: guardLoader(queryClient, meta),
      ...(typeof page === "function"
        ? { lazy: lazyRoute(async () => <GuardedPage meta={meta}>{await page()}</GuardedPage>) }
        : { element: <GuardedPage meta={meta}>{page}</GuardedPage> }),
      ...extra,
    }) as RouteObject;

  // The learner's walk-through and the previews share their screens.
  const walkThrough = (meta: RouteMeta, kind: WalkKind) =>
    guarded(meta, () => walkThroughPages().then((m) => <m.WalkThroughLayout kind={kind} />), {
      children: [
        {
          index: true,
          lazy: lazyRoute(() => walkThroughPages().then((m) => <m.WalkThroughResume />)),
        },
        {
          path: "finish",
          lazy: lazyRoute(() => walkThroughPages().then((m) => <m.WalkThroughFinishPage />)),
        },
        {
          path: ":sectionId/:blockUuid?",
          lazy: lazyRoute(() => walkThroughPages().then((m) => <m.WalkThroughBlockPage />)),
        },
      ],
    });

  const routes: RouteObject[] = [
    {
      id: "root",
      loader: rootLoader(queryClient),
      element: <RootLayout />,
      errorElement: <RootError />,
      // Blank while the first loaders run. A component, because React Router takes a null
      // element for no fallback at all and warns on every page load.
      HydrateFallback: NothingYet,
      children: [
        { path: "login", loader: loginLoader(queryClient), element: <LoginPage /> },
        { path: "logout", loader: logoutLoader(queryClient) },
        { path: "forgot-auth", element: <ForgotPasswordPage /> },
        { path: "reset-password", element: <ResetPasswordPage /> },
        { path: "invite/:inviteId/:inviteToken", element: <InvitationPage /> },
        { path: "ls/click", element: <LoginLinkPage /> },
        { path: "email/confirm/:changeId/:changeToken", element: <ConfirmEmailPage /> },
        { path: "not-found", element: <NotFoundPage /> },
        {
          path: "certificaat/:code",
          lazy: lazyRoute(() =>
            import("./routes/certificates/certificate-verification.route").then((m) => (
              <m.CertificateVerificationPage />
            )),
          ),
        },
        ...["verificatie", "verificatie/:code"].map((path) => ({
          path,
          lazy: lazyRoute(() =>
            import("./routes/documents/document-verification.route").then((m) => (
              <m.DocumentVerificationPage />
            )),
          ),
        })),
        {
          id: "app",
          loader: sessionLoader(queryClient),
          shouldRevalidate: () => true,
          element: <AppLayout />,
          children: [
            guarded(routeMeta.authorTool, () => authorTool().then((m) => <m.AuthorToolPage />)),
            guarded(routeMeta.courseCreate, () =>
              courseCreate().then((m) => <m.CourseCreatePage />),
            ),
            guarded(routeMeta.courseCreateStep, () =>
              courseCreate().then((m) => <m.CourseCreateStepPage />),
            ),
            guarded(routeMeta.courseEdit, () =>
              import("./routes/courses/course-edit.route").then((m) => <m.CourseEditPage />),
            ),
            guarded(routeMeta.courseReview, () =>
              import("./routes/courses/course-review.route").then((m) => <m.CourseReviewPage />),
            ),
            guarded(routeMeta.mediaLibrary, () =>
              import("./routes/media/media-library.route").then((m) => <m.MediaLibraryPage />),
            ),
            guarded(routeMeta.courseLibrary, () =>
              courseLibrary().then((m) => <m.CourseLibraryPage />),
            ),
            guarded(routeMeta.courseLibraryCourse, () =>
              courseLibrary().then((m) => <m.CourseLibraryDetailPage />),
            ),
            guarded(routeMeta.trainings, () =>
              trainingPages().then((m) => <m.TrainingsListPage />),
            ),
            guarded(routeMeta.trainingCreate, () =>
              trainingWizard().then((m) => <m.TrainingCreatePage />),
            ),
            guarded(routeMeta.trainingEdit, () =>
              trainingWizard().then((m) => <m.TrainingEditPage />),
            ),
            guarded(routeMeta.trainingDetail, () =>
              import("./routes/trainings/training-detail.route").then((m) => (
                <m.TrainingDetailPage />
              )),
            ),
            guarded(routeMeta.trainingAttendance, () =>
              import("./routes/trainings/training-attendance.route").then((m) => (
                <m.TrainingAttendancePage />
              )),
            ),
            guarded(
              routeMeta.cockpit,
              <>
                <LmsTabs />
                <PlannedPage route="cockpit" />
              </>,
            ),
            guarded(routeMeta.lmsUsers, () =>
              import("./routes/users/users-list.route").then((m) => <m.UsersListPage />),
            ),
            guarded(routeMeta.lmsUsersCreate, () =>
              import("./routes/users/create-user.route").then((m) => <m.CreateUserPage />),
            ),
            guarded(routeMeta.lmsUsersImport, () =>
              import("./routes/users/import-users.route").then((m) => <m.ImportUsersPage />),
            ),
            guarded(routeMeta.lmsUsersEdit, () =>
              import("./routes/users/edit-user.route").then((m) => <m.EditUserPage />),
            ),
            guarded(routeMeta.lmsUserEnrollments, () =>
              import("./routes/learning/user-enrollments.route").then((m) => (
                <m.UserEnrollmentsPage />
              )),
            ),
            guarded(routeMeta.lmsUserTrainings, () =>
              import("./routes/learning/user-trainings.route").then((m) => <m.UserTrainingsPage />),
            ),
            guarded(routeMeta.lmsUserEnrollment, () =>
              import("./routes/learning/user-enrollment-result.route").then((m) => (
                <m.UserEnrollmentResultPage />
              )),
            ),
            guarded(routeMeta.lmsUserCourseGroup, () =>
              import("./routes/onboarding/user-course-group.route").then((m) => (
                <m.UserCourseGroupPage />
              )),
            ),
            guarded(routeMeta.lmsGroups, () =>
              import("./routes/groups/groups-list.route").then((m) => <m.GroupsListPage />),
            ),
            guarded(routeMeta.lmsGroupsCreate, () => groupForm().then((m) => <m.GroupFormPage />)),
            guarded(routeMeta.lmsGroupDetail, () =>
              import("./routes/groups/group-detail.route").then((m) => <m.GroupDetailPage />),
            ),
            guarded(routeMeta.lmsGroupEdit, () => groupForm().then((m) => <m.GroupFormPage />)),
            guarded(routeMeta.onboarding, () =>
              import("./routes/onboarding/onboarding-list.route").then((m) => (
                <m.OnboardingListPage />
              )),
            ),
            guarded(routeMeta.onboardingCreate, () =>
              courseGroupForm().then((m) => <m.CourseGroupFormPage />),
            ),
            guarded(routeMeta.onboardingDetail, () =>
              import("./routes/onboarding/course-group-detail.route").then((m) => (
                <m.CourseGroupDetailPage />
              )),
            ),
            guarded(routeMeta.onboardingEdit, () =>
              courseGroupForm().then((m) => <m.CourseGroupFormPage />),
            ),
            guarded(routeMeta.myTrainings, <MyTrainingsPage />, {
              loader: myTrainingsLoader(queryClient, routeMeta.myTrainings),
            }),
            guarded(routeMeta.myCourseGroup, () =>
              import("./routes/onboarding/my-course-group.route").then((m) => (
                <m.MyCourseGroupPage />
              )),
            ),
            guarded(routeMeta.myTraining, () =>
              import("./routes/learning/my-training.route").then((m) => <m.MyTrainingPage />),
            ),
            guarded(routeMeta.enrollment, () =>
              import("./routes/learning/enrollment.route").then((m) => <m.EnrollmentPage />),
            ),
            walkThrough(routeMeta.walkThrough, "learner"),
            walkThrough(routeMeta.coursePreview, "authorPreview"),
            walkThrough(routeMeta.libraryPreview, "libraryPreview"),
            walkThrough(routeMeta.reviewPreview, "reviewPreview"),
            guarded(routeMeta.openLibrary, () =>
              import("./routes/learning/open-library.route").then((m) => <m.OpenLibraryPage />),
            ),
            guarded(routeMeta.openLibraryCourse, () =>
              import("./routes/learning/open-library-course.route").then((m) => (
                <m.OpenLibraryCoursePage />
              )),
            ),
            guarded(routeMeta.myDocuments, () =>
              import("./routes/documents/my-documents.route").then((m) => <m.MyDocumentsPage />),
            ),
            guarded(routeMeta.lmsUserDocuments, () =>
              import("./routes/documents/user-documents.route").then((m) => (
                <m.UserDocumentsPage />
              )),
            ),
            guarded(routeMeta.lmsUserDocumentCreate, () =>
              import("./routes/documents/user-document-create.route").then((m) => (
                <m.UserDocumentCreatePage />
              )),
            ),
            guarded(routeMeta.lmsUserDocument, () =>
              import("./routes/documents/user-document.route").then((m) => <m.UserDocumentPage />),
            ),
            guarded(routeMeta.lmsDocuments, () =>
              import("./routes/documents/documents-list.route").then((m) => (
                <m.DocumentsListPage />
              )),
            ),
            guarded(routeMeta.lmsDocumentCreate, () =>
              import("./routes/documents/document-form.route").then((m) => <m.DocumentFormPage />),
            ),
            guarded(routeMeta.lmsDocument, () =>
              import("./routes/documents/document.route").then((m) => <m.DocumentPage />),
            ),
            guarded(routeMeta.lmsDocumentEdit, () =>
              import("./routes/documents/document-form.route").then((m) => <m.DocumentFormPage />),
            ),
            guarded(routeMeta.myDocument, () =>
              import("./routes/documents/my-document.route").then((m) => <m.MyDocumentPage />),
            ),
            guarded(routeMeta.adminUsers, () =>
              import("./routes/admin/admin-users-list.route").then((m) => <m.AdminUsersListPage />),
            ),
            guarded(routeMeta.adminUsersCreate, () =>
              import("./routes/admin/admin-user-create.route").then((m) => (
                <m.AdminUserCreatePage />
              )),
            ),
            guarded(routeMeta.adminUser, () =>
              import("./routes/admin/admin-user.route").then((m) => <m.AdminUserPage />),
            ),
            guarded(routeMeta.adminUserEdit, () =>
              import("./routes/admin/admin-user-edit.route").then((m) => <m.AdminUserEditPage />),
            ),
            guarded(routeMeta.createCompany, () =>
              import("./routes/companies/create-company.route").then((m) => (
                <m.CreateCompanyPage />
              )),
            ),
            guarded(routeMeta.profile, () => profilePages().then((m) => <m.ProfilePage />), {
              children: [
                {
                  index: true,
                  lazy: lazyRoute(() => profilePages().then((m) => <m.ProfileDetailsTab />)),
                },
                {
                  path: "preferences",
                  lazy: lazyRoute(() => profilePages().then((m) => <m.ProfilePreferencesTab />)),
                },
                {
                  path: "password",
                  lazy: lazyRoute(() => profilePages().then((m) => <m.ProfilePasswordTab />)),
                },
              ],
            }),
            guarded(routeMeta.components, () =>
              import("./routes/components-overview/components-overview.route").then((m) => (
                <m.ComponentsOverviewPage />
              )),
            ),
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
