import { describe, expect, it } from "vitest";
import { nlErrorMap } from "../validation-messages";
import { profileBodySchema } from "./profile.contract";

const valid = { firstName: "Jan", lastName: "Berg", notificationPreference: 0 };
const errorsOf = (input: unknown) =>
  profileBodySchema
    .safeParse(input, { error: nlErrorMap })
    .error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("profileBodySchema", () => {
  it("reads the notification preference from a number or from form text", () => {
    expect(profileBodySchema.parse({ ...valid, notificationPreference: 1 })).toMatchObject({
      notificationPreference: 1,
    });
    expect(profileBodySchema.parse({ ...valid, notificationPreference: "1" })).toMatchObject({
      notificationPreference: 1,
    });
    expect(profileBodySchema.parse({ ...valid, notificationPreference: "0" })).toMatchObject({
      notificationPreference: 0,
    });
  });

  it("accepts only the preferences 0 (none) and 1 (weekly)", () => {
    for (const value of [2, -1, "2", "", "weekly", true])
      expect(errorsOf({ ...valid, notificationPreference: value })).toEqual([
        ["notificationPreference", "Deze waarde is ongeldig."],
      ]);
  });

  it("treats an empty, blank, null or absent date of birth as no date", () => {
    for (const dateOfBirth of ["", "  ", null, undefined])
      expect(profileBodySchema.parse({ ...valid, dateOfBirth }).dateOfBirth).toBeNull();
  });

  it("gives one Dutch message for a date of birth that does not exist", () => {
    for (const dateOfBirth of ["2026-02-31", "17-05-1990", "0000-01-01"])
      expect(errorsOf({ ...valid, dateOfBirth })).toEqual([
        ["dateOfBirth", "Vul een geldige datum in (jjjj-mm-dd)."],
      ]);
  });

  it("refuses a date of birth in the future", () => {
    expect(errorsOf({ ...valid, dateOfBirth: "9999-12-31" })).toEqual([
      ["dateOfBirth", "Een geboortedatum kan niet in de toekomst liggen."],
    ]);
  });

  it("allows phone numbers with the usual punctuation only", () => {
    expect(profileBodySchema.parse({ ...valid, phoneNumber: "+31 (0)6-1234 5678" })).toMatchObject({
      phoneNumber: "+31 (0)6-1234 5678",
    });
    expect(errorsOf({ ...valid, phoneNumber: "06 12345678 (na 17u)" })).toEqual([
      ["phoneNumber", "Vul een geldig telefoonnummer in."],
    ]);
  });
});
