/**
 * Only in-app paths are followed after login: `/x`, never `//host` or `https://…`, so a link
 * cannot send someone to another site with their fresh session.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value.startsWith("/login") || value.startsWith("/logout")) return null;
  return value;
}

export function loginPathFor(currentPath: string): string {
  const redirect = safeRedirectPath(currentPath);
  return redirect && redirect !== "/"
    ? `/login?redirect=${encodeURIComponent(redirect)}`
    : "/login";
}
