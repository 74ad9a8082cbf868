import { describe, expect, it } from "vitest";
import { colorField, idParams, isCalendarDate, isoDateField, optionalNameField } from "./fields";
import { nlErrorMap, nlValidationMessages } from "./validation-messages";

const accepts = (value: unknown) => isoDateField.safeParse(value).success;

describe("isoDateField", () => {
  it("accepts real calendar dates as yyyy-MM-dd", () => {
    for (const value of ["2026-01-31", "2024-02-29", "2000-02-29", "1970-01-01", "0001-01-01"])
      expect(accepts(value), value).toBe(true);
  });

  it("rejects dates that do not exist, such as 2026-02-31, with the Dutch date message", () => {
    for (const value of ["2026-02-31", "2025-02-29", "1900-02-29", "2026-04-31", "2026-13-01"]) {
      const result = isoDateField.safeParse(value, { error: nlErrorMap });
      expect(result.success, value).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        nlValidationMessages.date,
      ]);
    }
  });

  it("rejects year 0000, which the database cannot store", () => {
    expect(accepts("0000-01-01")).toBe(false);
    expect(isCalendarDate("0000-12-31")).toBe(false);
  });

  it("gives a single message for a value that is not even shaped like a date", () => {
    const result = isoDateField.safeParse("1-2-2026", { error: nlErrorMap });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([nlValidationMessages.date]);
  });

  it("rejects other notations and values", () => {
    for (const value of [
      "2026-1-5",
      "31-01-2026",
      "2026/01/31",
      "2026-01-31T00:00:00Z",
      " 2026-01-31",
      "",
      20260131,
      null,
    ])
      expect(accepts(value), String(value)).toBe(false);
  });
});

describe("other shared fields", () => {
  it("turns an empty optional name into null and trims a given one", () => {
    expect(optionalNameField.parse("")).toBeNull();
    expect(optionalNameField.parse("   ")).toBeNull();
    expect(optionalNameField.parse(undefined)).toBeNull();
    expect(optionalNameField.parse("  van der ")).toBe("van der");
  });

  it("accepts only uuids as ids", () => {
    expect(idParams.safeParse({ id: "3f1c2a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60" }).success).toBe(true);
    expect(idParams.safeParse({ id: "1" }).success).toBe(false);
    expect(idParams.safeParse({ id: "' or 1=1 --" }).success).toBe(false);
  });

  it("accepts only six-digit hex colours", () => {
    expect(colorField.safeParse("#1d4ed8").success).toBe(true);
    for (const value of ["1d4ed8", "#fff", "#1d4ed8ff", "red"])
      expect(colorField.safeParse(value).success).toBe(false);
  });
});
