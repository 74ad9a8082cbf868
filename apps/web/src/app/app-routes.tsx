import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { guardLoader, sessionLoader } from "./guards";
import { lazyRoute, type LazyElement } from "./lazy-route";
import { routeMeta, type RouteMeta } from "./route-meta";
import type { WalkKind } from "./routes/learning/walk-through.route";
import { loadChunk } from "../lib/load-chunk";

const authorTool = () => import("./routes/courses/author-tool.route");
const courseCreate = () => import("./routes/courses/course-create.route");
const courseLibrary = () => import("./routes/courses/course-library.route");
const walkThroughPages = () => import("./routes/learning/walk-through.route");
const profilePages = () => import("./routes/profile/profile.route");
const trainingPages = () => import("./routes/trainings/trainings-list.route");
const trainingWizard = () => import("./routes/trainings/training-wizard.route");
const groupForm = () => import("./routes/groups/group-form.route");
const courseGroupForm = () => import("./routes/onboarding/course-group-form.route");
const guardedPage = () => import("./guarded-page");
const myTrainingsPage = () => import("./routes/learning/my-trainings.route");
const myTrainingsLoader = () => import("./routes/learning/my-trainings.loader");

/**
 * The signed-in part of the route table: each guarded route carries its RouteMeta as `handle`,
 * so the loader guard, the navigation and the layout all read the same permissions. The router
 * adds it when a path first needs it (see router.tsx), so the sign-in page's download holds
 * none of it.
 */
export function appRoute(queryClient: QueryClient): RouteObject {
  const guarded = (
    meta: RouteMeta,
    page: LazyElement,
    extra: Partial<RouteObject> = {},
  ): RouteObject =>
    ({
      path: meta.path === "/" ? undefined : meta.path.slice(1),
      index: meta.path === "/" ? true : undefined,
      handle: meta,
      loader: guardLoader(queryClient, meta),
      lazy: lazyRoute(async () => {
        const [{ GuardedPage }, element] = await Promise.all([guardedPage(), page()]);
        return <GuardedPage meta={meta}>{element}</GuardedPage>;
      }),
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

  return {
    id: "app",
    loader: sessionLoader(queryClient),
    shouldRevalidate: () => true,
    lazy: lazyRoute(() => import("./layouts/app-layout").then((m) => <m.AppLayout />)),
    children: [
      guarded(routeMeta.authorTool, () => authorTool().then((m) => <m.AuthorToolPage />)),
      guarded(routeMeta.courseCreate, () => courseCreate().then((m) => <m.CourseCreatePage />)),
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
      guarded(routeMeta.courseLibrary, () => courseLibrary().then((m) => <m.CourseLibraryPage />)),
      guarded(routeMeta.courseLibraryCourse, () =>
        courseLibrary().then((m) => <m.CourseLibraryDetailPage />),
      ),
      guarded(routeMeta.trainings, () => trainingPages().then((m) => <m.TrainingsListPage />)),
      guarded(routeMeta.trainingCreate, () =>
        trainingWizard().then((m) => <m.TrainingCreatePage />),
      ),
      guarded(routeMeta.trainingEdit, () => trainingWizard().then((m) => <m.TrainingEditPage />)),
      guarded(routeMeta.trainingDetail, () =>
        import("./routes/trainings/training-detail.route").then((m) => <m.TrainingDetailPage />),
      ),
      guarded(routeMeta.trainingAttendance, () =>
        import("./routes/trainings/training-attendance.route").then((m) => (
          <m.TrainingAttendancePage />
        )),
      ),
      guarded(routeMeta.cockpit, () =>
        Promise.all([import("./navigation/lms-tabs"), import("./routes/shell/planned.route")]).then(
          ([tabs, planned]) => (
            <>
              <tabs.LmsTabs />
              <planned.PlannedPage route="cockpit" />
            </>
          ),
        ),
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
        import("./routes/learning/user-enrollments.route").then((m) => <m.UserEnrollmentsPage />),
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
        import("./routes/onboarding/onboarding-list.route").then((m) => <m.OnboardingListPage />),
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
      guarded(routeMeta.myTrainings, () => myTrainingsPage().then((m) => <m.MyTrainingsPage />), {
        // The learner's home starts its lists while its code is still on the way.
        loader: async (args: LoaderFunctionArgs) =>
          (await loadChunk(myTrainingsLoader)).myTrainingsLoader(
            queryClient,
            routeMeta.myTrainings,
          )(args),
      }),
      guarded(routeMeta.myCourseGroup, () =>
        import("./routes/onboarding/my-course-group.route").then((m) => <m.MyCourseGroupPage />),
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
        import("./routes/documents/user-documents.route").then((m) => <m.UserDocumentsPage />),
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
        import("./routes/documents/documents-list.route").then((m) => <m.DocumentsListPage />),
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
        import("./routes/admin/admin-user-create.route").then((m) => <m.AdminUserCreatePage />),
      ),
      guarded(routeMeta.adminUser, () =>
        import("./routes/admin/admin-user.route").then((m) => <m.AdminUserPage />),
      ),
      guarded(routeMeta.adminUserEdit, () =>
        import("./routes/admin/admin-user-edit.route").then((m) => <m.AdminUserEditPage />),
      ),
      guarded(routeMeta.createCompany, () =>
        import("./routes/companies/create-company.route").then((m) => <m.CreateCompanyPage />),
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
  };
}
