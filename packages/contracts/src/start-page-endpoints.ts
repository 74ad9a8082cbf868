/**
 * Method and path of the endpoints the signed-in frame and the learner's start page call, in a
 * module without schemas. The installed app opens on that page on a phone, where building the
 * contracts' schemas was a good part of its start (docs/performance.md). Their contracts spread
 * these, so each is still declared once; the web app calls them through these, typed by the
 * contract imported as a type only (as with first-visit-endpoints.ts).
 */
export const demoBookingEndpoint = { method: "GET", path: "/demo-booking" } as const;
export const courseTypesEndpoint = { method: "GET", path: "/course-types" } as const;
export const myEnrollmentsEndpoint = { method: "GET", path: "/enrollments" } as const;
/** Answers waiting on the device are sent from the frame (features/enrollments/offline). */
export const recordProgressEndpoint = {
  method: "POST",
  path: "/enrollments/:enrollmentId/sections/:sectionId/progress",
} as const;
export const myCertificatesEndpoint = { method: "GET", path: "/my-certificates" } as const;
export const myCourseGroupsEndpoint = { method: "GET", path: "/my-course-groups" } as const;
export const myCourseGroupEndpoint = { method: "GET", path: "/my-course-groups/:id" } as const;
export const myTrainingsEndpoint = { method: "GET", path: "/my-trainings" } as const;
export const myTrainingEndpoint = { method: "GET", path: "/my-trainings/:id" } as const;
export const myTrainingCalendarEndpoint = {
  method: "GET",
  path: "/my-trainings/:id/calendar",
} as const;
export const userTrainingsEndpoint = { method: "GET", path: "/users/:id/trainings" } as const;
