import type { Permission, Role } from "@leerlijn/contracts/permissions";
import { studentRoles, subAdminRoles } from "@leerlijn/contracts/permissions";

export type NavKey =
  | "authorTool"
  | "courseLibrary"
  | "trainings"
  | "lms"
  | "onboarding"
  | "myTrainings"
  | "openLibrary"
  | "myDocuments"
  | "components";

/** What a route asks of the user, read by its loader guard, the navigation and the layout. */
export type RouteMeta = {
  path: string;
  /** Any one of these is enough; none listed means any signed-in user. */
  permissions?: readonly Permission[];
  /** These roles see the no-access overlay (with demo booking) instead of being refused. */
  overlayRoles?: readonly Role[];
  activeMenu?: NavKey;
  /** Desktop tool: below 1024 px or in portrait the screen-size dialog covers it. */
  notResponsive?: boolean;
  /** Only these roles get a menu item for it (spec: learner pages are in the learners' menu). */
  menuRoles?: readonly Role[];
  /** Without the permission, go to the user's landing page instead of refusing. */
  fallbackToLanding?: boolean;
  /**
   * Not finished yet: no menu leads there until it is. The route itself still opens when
   * visited directly (showing the planned page, or what is built so far).
   */
  planned?: boolean;
};

export const routeMeta = {
  authorTool: {
    path: "/",
    permissions: ["educator.author_tool.list"],
    overlayRoles: subAdminRoles,
    activeMenu: "authorTool",
    notResponsive: true,
    fallbackToLanding: true,
  },
  mediaLibrary: {
    path: "/media",
    permissions: ["media.list"],
    activeMenu: "authorTool",
    notResponsive: true,
  },
  courseCreate: {
    path: "/courses/create",
    permissions: ["educator.author_tool.create"],
    activeMenu: "authorTool",
    notResponsive: true,
  },
  courseCreateStep: {
    path: "/courses/create/:stepNumber",
    permissions: ["educator.author_tool.create"],
    activeMenu: "authorTool",
    notResponsive: true,
  },
  courseEdit: {
    path: "/courses/:courseId/versions/:versionId/edit/:stepNumber?",
    permissions: ["educator.author_tool.edit"],
    activeMenu: "authorTool",
    notResponsive: true,
  },
  courseReview: {
    path: "/courses/:courseId/versions/:versionId/review",
    permissions: ["educator.author_tool.review"],
    activeMenu: "authorTool",
    notResponsive: true,
  },
  courseLibraryCourse: {
    path: "/course-library/:courseId",
    permissions: ["educator.course_library.show"],
    activeMenu: "courseLibrary",
  },
  courseLibrary: {
    path: "/course-library",
    permissions: ["educator.course_library.list"],
    activeMenu: "courseLibrary",
  },
  trainings: {
    path: "/trainings",
    permissions: ["educator.trainings.list"],
    activeMenu: "trainings",
  },
  // The wizard works on a phone too: trainings are planned on the go, not authored.
  trainingCreate: {
    path: "/trainings/create/:stepNumber",
    permissions: ["educator.trainings.create"],
    activeMenu: "trainings",
  },
  trainingEdit: {
    path: "/trainings/:trainingId/edit/:stepNumber",
    permissions: ["educator.trainings.edit"],
    activeMenu: "trainings",
  },
  trainingDetail: {
    path: "/trainings/:trainingId",
    permissions: ["educator.trainings.show"],
    activeMenu: "trainings",
  },
  // Filled in at the door on a tablet or a phone, so responsive.
  trainingAttendance: {
    path: "/trainings/:trainingId/attendance/:dateId",
    permissions: ["educator.trainings.attendance"],
    activeMenu: "trainings",
  },
  cockpit: {
    path: "/lms/dashboard",
    permissions: ["lms.cockpits.list"],
    activeMenu: "lms",
    notResponsive: true,
    planned: true,
  },
  lmsUsers: { path: "/lms/users", permissions: ["lms.users.list"], activeMenu: "lms" },
  lmsUsersCreate: {
    path: "/lms/users/create",
    permissions: ["lms.users.create"],
    activeMenu: "lms",
  },
  lmsUsersImport: {
    path: "/lms/users/import",
    permissions: ["lms.users.import"],
    activeMenu: "lms",
  },
  lmsUsersEdit: {
    path: "/lms/users/:userId/edit",
    permissions: ["lms.users.show"],
    activeMenu: "lms",
  },
  lmsUserEnrollments: {
    path: "/lms/users/:userId/enrollments",
    permissions: ["lms.enrollments.list"],
    activeMenu: "lms",
  },
  lmsUserTrainings: {
    path: "/lms/users/:userId/trainings",
    permissions: ["lms.enrollments.list", "lms.users.show"],
    activeMenu: "lms",
  },
  lmsUserDocuments: {
    path: "/lms/users/:userId/documents",
    permissions: ["lms.documents.list"],
    activeMenu: "lms",
  },
  lmsUserDocumentCreate: {
    path: "/lms/users/:userId/documents/create",
    permissions: ["lms.documents.create"],
    activeMenu: "lms",
  },
  lmsUserDocument: {
    path: "/lms/users/:userId/documents/:documentId",
    permissions: ["lms.documents.list"],
    activeMenu: "lms",
  },
  lmsUserEnrollment: {
    path: "/lms/users/:userId/enrollments/:enrollmentId",
    permissions: ["lms.enrollments.list"],
    activeMenu: "lms",
  },
  lmsUserCourseGroup: {
    path: "/lms/users/:userId/course-group/:courseGroupId",
    permissions: ["course_groups.show"],
    activeMenu: "lms",
  },
  lmsDocuments: {
    path: "/lms/documents",
    permissions: ["lms.documents.list"],
    activeMenu: "lms",
  },
  lmsDocumentCreate: {
    path: "/lms/documents/create",
    permissions: ["lms.documents.create"],
    activeMenu: "lms",
  },
  lmsDocument: {
    path: "/lms/documents/:documentId",
    permissions: ["lms.documents.list"],
    activeMenu: "lms",
  },
  lmsDocumentEdit: {
    path: "/lms/documents/:documentId/edit",
    permissions: ["lms.documents.edit"],
    activeMenu: "lms",
  },
  lmsGroups: { path: "/lms/groups", permissions: ["lms.groups.list"], activeMenu: "lms" },
  lmsGroupsCreate: {
    path: "/lms/groups/create",
    permissions: ["lms.groups.create"],
    activeMenu: "lms",
  },
  lmsGroupDetail: {
    path: "/lms/groups/:groupId",
    permissions: ["lms.groups.show"],
    activeMenu: "lms",
  },
  lmsGroupEdit: {
    path: "/lms/groups/:groupId/edit",
    permissions: ["lms.groups.edit"],
    activeMenu: "lms",
  },
  onboarding: {
    path: "/onboarding",
    permissions: ["course_groups.list"],
    activeMenu: "onboarding",
  },
  onboardingCreate: {
    path: "/onboarding/create",
    permissions: ["course_groups.create"],
    activeMenu: "onboarding",
  },
  onboardingDetail: {
    path: "/onboarding/:courseGroupId",
    permissions: ["course_groups.show"],
    activeMenu: "onboarding",
  },
  onboardingEdit: {
    path: "/onboarding/:courseGroupId/edit",
    permissions: ["course_groups.edit"],
    activeMenu: "onboarding",
  },
  myTrainings: {
    path: "/my-trainings",
    permissions: ["training.my_trainings.list"],
    activeMenu: "myTrainings",
    menuRoles: studentRoles,
    // The installed app's start URL (the web app manifest): whoever opens it without courses
    // of their own starts on their own page, not on a refusal.
    fallbackToLanding: true,
  },
  myCourseGroup: {
    path: "/my-trainings/course-groups/:courseGroupId",
    permissions: ["training.my_trainings.show"],
    activeMenu: "myTrainings",
  },
  myTraining: {
    path: "/my-trainings/:trainingId",
    permissions: ["training.my_trainings.show"],
    activeMenu: "myTrainings",
  },
  enrollment: {
    path: "/enrollments/:enrollmentId",
    permissions: ["training.my_trainings.show", "training.my_trainings.walk_through"],
    activeMenu: "myTrainings",
  },
  walkThrough: {
    path: "/enrollments/:enrollmentId/walk-through",
    permissions: ["training.my_trainings.walk_through"],
    activeMenu: "myTrainings",
  },
  coursePreview: {
    path: "/courses/:enrollmentId/preview",
    permissions: ["educator.author_tool.create"],
    activeMenu: "authorTool",
  },
  libraryPreview: {
    path: "/course-library/:enrollmentId/preview",
    permissions: ["educator.course_library.show"],
    activeMenu: "courseLibrary",
  },
  /** The platform's reviewer walks through a version under review, from the review page. */
  reviewPreview: {
    path: "/course-reviews/:enrollmentId/preview",
    permissions: ["educator.author_tool.review"],
    activeMenu: "authorTool",
  },
  openLibraryCourse: {
    path: "/open-library/:courseId",
    permissions: ["student.courses.public.show"],
    activeMenu: "openLibrary",
  },
  openLibrary: {
    path: "/open-library",
    permissions: ["student.courses.public.list"],
    activeMenu: "openLibrary",
    menuRoles: studentRoles,
  },
  myDocuments: {
    path: "/documents",
    permissions: ["document.my_documents.list"],
    activeMenu: "myDocuments",
    menuRoles: studentRoles,
  },
  myDocument: {
    path: "/documents/:documentId",
    permissions: ["document.my_documents.list"],
    activeMenu: "myDocuments",
  },
  adminUsers: { path: "/admin/users", permissions: ["admin.users.list"] },
  adminUsersCreate: { path: "/admin/users/create", permissions: ["admin.users.create"] },
  adminUser: { path: "/admin/users/:userId", permissions: ["admin.users.show"] },
  adminUserEdit: { path: "/admin/users/:userId/edit", permissions: ["admin.users.edit"] },
  createCompany: { path: "/companies/create", permissions: ["domain.companies.create"] },
  profile: { path: "/profile", permissions: ["profile.preferences"] },
  components: {
    path: "/generic-components-overview",
    permissions: ["generic.components.overview"],
    activeMenu: "components",
  },
} as const satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof routeMeta;
