/** Where a version is edited; step 1 is the general information. */
export function editorPath(courseId: string, versionId: string, step = 1): string {
  return `/courses/${courseId}/versions/${versionId}/edit/${step}`;
}
