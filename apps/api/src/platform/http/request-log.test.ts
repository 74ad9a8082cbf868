import { describe, expect, it } from "vitest";
import { redactSecrets } from "./request-log";

describe("redactSecrets", () => {
  it("hides every token-like query value and keeps the rest", () => {
    expect(redactSecrets("/api/v1/login?token=abc123&next=%2F")).toBe(
      "/api/v1/login?token=[redacted]&next=%2F",
    );
    expect(redactSecrets("/x?a=1&inviteToken=s3cret")).toBe("/x?a=1&inviteToken=[redacted]");
  });

  it("hides the secret of an invitation page's path", () => {
    expect(redactSecrets("/invite/5f0c/abcDEF_-123?x=1")).toBe("/invite/5f0c/[redacted]?x=1");
    expect(redactSecrets("/invite/5f0c/abc")).toBe("/invite/5f0c/[redacted]");
  });

  it("leaves urls without tokens untouched", () => {
    expect(redactSecrets("/api/v1/users?page=2")).toBe("/api/v1/users?page=2");
  });
});
