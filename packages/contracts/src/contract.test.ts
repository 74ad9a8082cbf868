import { describe, expect, it } from "vitest";
import { buildPath } from "./contract";

describe("buildPath", () => {
  it("fills every :name segment from the params", () => {
    expect(buildPath("/courses/:id/versions/:versionId", { id: "c1", versionId: 7 })).toBe(
      "/courses/c1/versions/7",
    );
  });

  it("leaves a path without params as it is", () => {
    expect(buildPath("/users/me", undefined)).toBe("/users/me");
  });

  it("encodes values so an id stays inside its own segment", () => {
    expect(buildPath("/media/:id", { id: "a/b?c=1#d e" })).toBe("/media/a%2Fb%3Fc%3D1%23d%20e");
    expect(buildPath("/media/:id", { id: "../admin" })).toBe("/media/..%2Fadmin");
    expect(buildPath("/media/:id", { id: "café" })).toBe("/media/caf%C3%A9");
  });

  it("ignores params the path does not use", () => {
    expect(buildPath("/media/:id", { id: "1", other: "2" })).toBe("/media/1");
  });

  it("throws, naming the param, when a param is missing", () => {
    expect(() => buildPath("/trainings/:id/attendance/:dateId", { id: "1" })).toThrow(
      "Missing path parameter dateId for /trainings/:id/attendance/:dateId",
    );
    expect(() => buildPath("/media/:id", undefined)).toThrow(/Missing path parameter id/);
  });

  it("throws for values that would make the URL point at another endpoint", () => {
    // An empty segment or a dot segment is resolved away by URL parsers (also when encoded).
    for (const id of ["", ".", ".."])
      expect(() => buildPath("/courses/:id/copy", { id })).toThrow(/path parameter id/);
  });
});
