import {
  type CreateCourseBody,
  copyCourseVersion,
  createCourse,
  deleteCourse,
} from "@leerlijn/contracts/courses/courses.contract";
import {
  createCourseVersion,
  publishCourseVersion,
} from "@leerlijn/contracts/courses/course-versions.contract";
import type { PublicationTarget } from "@leerlijn/contracts/courses/course-status";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { courseKeys } from "./course-keys";

/** Every course mutation refreshes the lists it can change. */
function useInvalidateCourses() {
  const queryClient = useQueryClient();
  // Not awaited: a deleted row unmounts its menu, which would swallow the caller's onSuccess.
  return () => {
    void queryClient.invalidateQueries({ queryKey: courseKeys.all });
  };
}

export function useCreateCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (body: CreateCourseBody) => callApi(createCourse, { body }).then((r) => r.data),
    meta: { showsErrors: true },
    onSuccess: invalidate,
  });
}

export type VersionRef = { courseId: string; versionId: string };

export function usePublishVersion() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: ({ target, ...params }: VersionRef & { target: PublicationTarget }) =>
      callApi(publishCourseVersion, { params, body: { target } }).then((r) => r.data),
    meta: { showsErrors: true },
    onSuccess: invalidate,
  });
}

export function useNewVersion() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (courseId: string) =>
      callApi(createCourseVersion, { params: { courseId } }).then((r) => r.data),
    meta: { showsErrors: true },
    onSuccess: invalidate,
  });
}

export function useCopyCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (params: VersionRef) => callApi(copyCourseVersion, { params }).then((r) => r.data),
    meta: { showsErrors: true },
    onSuccess: invalidate,
  });
}

export function useDeleteCourse() {
  const invalidate = useInvalidateCourses();
  return useMutation({
    mutationFn: (courseId: string) => callApi(deleteCourse, { params: { courseId } }),
    meta: { showsErrors: true },
    onSuccess: invalidate,
  });
}
