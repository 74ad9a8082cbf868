import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirectPath } from "./safe-redirect";

describe("redirect after login", () => {
  it("follows in-app paths only", () => {
    expect(safeRedirectPath("/profile?tab=1")).toBe("/profile?tab=1");
    expect(safeRedirectPath("//evil.example")).toBeNull();
    expect(safeRedirectPath("https://evil.example")).toBeNull();
    expect(safeRedirectPath("/\\evil.example")).toBeNull();
    expect(safeRedirectPath("/logout")).toBeNull();
  });

  it("puts the URL-encoded current path in the login link", () => {
    expect(loginPathFor("/lms/users?page=2")).toBe("/login?redirect=%2Flms%2Fusers%3Fpage%3D2");
    expect(loginPathFor("/")).toBe("/login");
  });
});
