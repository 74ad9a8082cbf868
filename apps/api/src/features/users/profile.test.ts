import { permissionsForRoles } from "@leerlijn/contracts/permissions";
import { multipartBody } from "../../test/multipart";
import { describe, expect, it } from "vitest";
import { menuItems } from "../companies/companies.table";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";

const { app, database } = await buildTestApp();
const db = database.db;

const company = await buildCompany(db);

/** A fresh signed-in student of the company, with the headers their calls carry. */
async function signedInStudent(home: { id: string; host: string } = company) {
  const user = await buildUser(db, home, ["company-student"], { firstName: "Anna" });
  const token = await signIn(app, home.host, user.email);
  return { user, headers: { host: home.host, authorization: `Bearer ${token}` } };
}

type Headers = Record<string, string>;
const getMe = (headers: Headers) => app.inject({ method: "GET", url: "/api/v1/users/me", headers });
const patchMe = (headers: Headers, payload: object) =>
  app.inject({ method: "PATCH", url: "/api/v1/users/me", headers, payload });

const validProfile = {
  firstName: "Jan",
  middleName: "van der",
  lastName: "Berg",
  phoneNumber: "+31 (0)6-12345678",
  dateOfBirth: "1990-05-17",
  notificationPreference: 1,
};

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe("GET /users/me", () => {
  it("describes the signed-in user with roles, permissions and the company's menu items", async () => {
    const withMenu = await buildCompany(db);
    await db.insert(menuItems).values([
      { companyId: withMenu.id, title: "Intranet", url: "https://intranet.example", position: 2 },
      { companyId: withMenu.id, title: "Helpdesk", url: "https://help.example", position: 1 },
    ]);
    const { user, headers } = await signedInStudent(withMenu);

    const response = await getMe(headers);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: user.id,
      name: `Anna ${user.lastName}`,
      firstName: "Anna",
      middleName: null,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: null,
      dateOfBirth: null,
      signature: null,
      notificationPreference: 0,
      roles: ["company-student"],
      permissions: permissionsForRoles(["company-student"]),
      companyUserId: user.companyUserId,
      avatarUrl: null,
      signDocumentsCount: 0,
      menuItems: [
        { id: expect.any(String), title: "Helpdesk", url: "https://help.example" },
        { id: expect.any(String), title: "Intranet", url: "https://intranet.example" },
      ],
      onAdministrativeDomain: false,
    });
  });

  it("never sends the password hash", async () => {
    const { headers } = await signedInStudent();
    const body = (await getMe(headers)).body;
    expect(body).not.toMatch(/password|argon2/i);
  });
});

describe("PATCH /users/me", () => {
  it("saves the user's own name, phone, date of birth and preference", async () => {
    const { headers } = await signedInStudent();

    const response = await patchMe(headers, validProfile);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ ...validProfile, name: "Jan van der Berg" });
    expect((await getMe(headers)).json().data).toMatchObject(validProfile);
  });

  it("trims names and stores empty optional fields as null", async () => {
    const { headers } = await signedInStudent();
    await patchMe(headers, validProfile);

    const response = await patchMe(headers, {
      firstName: "  Jan ",
      middleName: "",
      lastName: "Berg  ",
      phoneNumber: "",
      dateOfBirth: null,
      notificationPreference: 0,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: "Jan Berg",
      firstName: "Jan",
      middleName: null,
      lastName: "Berg",
      phoneNumber: null,
      dateOfBirth: null,
      notificationPreference: 0,
    });
  });

  it("answers 422 with a Dutch message per field under snake_case keys, and saves nothing", async () => {
    const { headers } = await signedInStudent();

    const response = await patchMe(headers, {
      firstName: "",
      lastName: "a".repeat(256),
      phoneNumber: "bel me maar",
      dateOfBirth: "2026-02-31",
      notificationPreference: 2,
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "Dit veld is verplicht.",
      errors: {
        first_name: ["Dit veld is verplicht."],
        last_name: ["Dit veld mag maximaal 255 tekens bevatten."],
        phone_number: ["Vul een geldig telefoonnummer in."],
        date_of_birth: ["Vul een geldige datum in (jjjj-mm-dd)."],
        notification_preference: ["Deze waarde is ongeldig."],
      },
    });
    expect((await getMe(headers)).json().data.firstName).toBe("Anna");
  });

  it("says which required fields are missing", async () => {
    const { headers } = await signedInStudent();
    const response = await patchMe(headers, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ["Dit veld is verplicht."],
      last_name: ["Dit veld is verplicht."],
      notification_preference: ["Dit veld is verplicht."],
    });
  });

  it("accepts 255 characters in a name and refuses 256", async () => {
    const { headers } = await signedInStudent();
    const longest = "a".repeat(255);

    const accepted = await patchMe(headers, {
      ...validProfile,
      firstName: longest,
      middleName: longest,
    });
    const refused = await patchMe(headers, { ...validProfile, middleName: `${longest}a` });

    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.firstName).toBe(longest);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      middle_name: ["Dit veld mag maximaal 255 tekens bevatten."],
    });
  });

  it("refuses a date of birth in the future but accepts today", async () => {
    const { headers } = await signedInStudent();

    const tomorrow = await patchMe(headers, { ...validProfile, dateOfBirth: isoDay(1) });
    const today = await patchMe(headers, { ...validProfile, dateOfBirth: isoDay(0) });

    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.json().errors).toEqual({
      date_of_birth: ["Een geboortedatum kan niet in de toekomst liggen."],
    });
    expect(today.statusCode).toBe(200);
  });

  it("refuses year 0000 with a 422 instead of failing in the database", async () => {
    const { headers } = await signedInStudent();
    const response = await patchMe(headers, { ...validProfile, dateOfBirth: "0000-01-01" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      date_of_birth: ["Vul een geldige datum in (jjjj-mm-dd)."],
    });
  });

  it("refuses a NUL character with a Dutch 422 instead of failing in the database", async () => {
    const { headers } = await signedInStudent();
    const response = await patchMe(headers, {
      ...validProfile,
      firstName: "Jan\u0000",
      lastName: "",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ["Deze waarde bevat een ongeldig teken."],
      last_name: ["Dit veld is verplicht."],
    });
  });

  it("refuses fields that are not part of the profile, such as roles or email", async () => {
    const { headers } = await signedInStudent();
    const response = await patchMe(headers, {
      ...validProfile,
      roles: ["admin-leerlijn"],
      email: "other@test.example",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ _: ["Onbekend veld: roles, email."] });
    expect((await getMe(headers)).json().data.roles).toEqual(["company-student"]);
  });

  it("asks a signed-out caller to sign in before looking at the body", async () => {
    const response = await patchMe({ host: company.host }, { firstName: "" });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toBeUndefined();
  });

  it("changes only the signed-in user's own profile", async () => {
    const me = await signedInStudent();
    const colleague = await signedInStudent();
    await patchMe(me.headers, validProfile);
    expect((await getMe(colleague.headers)).json().data.firstName).toBe("Anna");
  });
});

describe("POST /users/me with a _method override", () => {
  it("treats a form-urlencoded POST with _method=PATCH as the PATCH", async () => {
    const { headers } = await signedInStudent();

    const response = await app.inject({
      method: "POST",
      url: "/api/v1/users/me",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        _method: "PATCH",
        firstName: "Formulier",
        middleName: "",
        lastName: "Invuller",
        phoneNumber: "0612345678",
        dateOfBirth: "",
        notificationPreference: "1",
      }).toString(),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: "Formulier Invuller",
      middleName: null,
      phoneNumber: "0612345678",
      dateOfBirth: null,
      notificationPreference: 1,
    });
  });

  it("treats a multipart POST with _method=PATCH as the PATCH, as a browser's FormData sends it", async () => {
    const { headers } = await signedInStudent();
    const form = multipartBody(
      Object.entries({ ...validProfile, _method: "PATCH" }).map(([name, value]) => ({
        name,
        value: String(value ?? ""),
      })),
    );
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/users/me",
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ firstName: validProfile.firstName });
  });

  it("treats a JSON POST with _method PATCH as the PATCH, in any letter case", async () => {
    const { headers } = await signedInStudent();
    for (const method of ["PATCH", "patch"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/users/me",
        headers,
        payload: { ...validProfile, _method: method },
      });
      expect(response.statusCode, method).toBe(200);
      expect(response.json().data).toMatchObject(validProfile);
    }
  });

  it("validates an overridden form like the PATCH itself", async () => {
    const { headers } = await signedInStudent();
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/users/me",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      payload: "_method=PATCH&firstName=&lastName=Berg&notificationPreference=3",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ["Dit veld is verplicht."],
      notification_preference: ["Deze waarde is ongeldig."],
    });
  });

  it("answers 405 to a POST without _method or with another method", async () => {
    const { headers } = await signedInStudent();
    for (const payload of [validProfile, { ...validProfile, _method: "DELETE" }]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/users/me",
        headers,
        payload,
      });
      expect(response.statusCode).toBe(405);
      expect(response.json()).toEqual({
        code: "METHOD_NOT_ALLOWED",
        message: "Deze handeling is hier niet toegestaan.",
      });
    }
  });
});

describe("Precognition on PATCH /users/me", () => {
  it("answers 204 for a valid body without saving it", async () => {
    const { headers } = await signedInStudent();

    const response = await patchMe({ ...headers, precognition: "true" }, validProfile);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(response.headers.precognition).toBe("true");
    expect(response.headers["precognition-success"]).toBe("true");
    expect((await getMe(headers)).json().data.firstName).toBe("Anna");
  });

  it("answers 422 with the field errors for an invalid body", async () => {
    const { headers } = await signedInStudent();

    const response = await patchMe(
      { ...headers, precognition: "true" },
      { ...validProfile, firstName: "", lastName: "" },
    );

    expect(response.statusCode).toBe(422);
    expect(response.headers.precognition).toBe("true");
    expect(response.json().errors).toEqual({
      first_name: ["Dit veld is verplicht."],
      last_name: ["Dit veld is verplicht."],
    });
  });

  it("limits the errors to the fields named in Precognition-Validate-Only", async () => {
    const { headers } = await signedInStudent();

    const response = await patchMe(
      { ...headers, precognition: "true", "precognition-validate-only": "firstName" },
      { firstName: "", lastName: "", dateOfBirth: "morgen" },
    );

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "Dit veld is verplicht.",
      errors: { first_name: ["Dit veld is verplicht."] },
    });
  });

  it("reads Precognition-Validate-Only as a list, in camelCase or snake_case", async () => {
    const { headers } = await signedInStudent();
    const response = await patchMe(
      { ...headers, precognition: "true", "precognition-validate-only": "date_of_birth, lastName" },
      { firstName: "", lastName: "", dateOfBirth: "morgen" },
    );
    expect(Object.keys(response.json().errors).sort()).toEqual(["date_of_birth", "last_name"]);
  });

  it("answers 204 when the named fields are valid while others are not filled in yet", async () => {
    const { headers } = await signedInStudent();

    const response = await patchMe(
      { ...headers, precognition: "true", "precognition-validate-only": "firstName" },
      { firstName: "Jan" },
    );

    expect(response.statusCode).toBe(204);
    expect(response.headers["precognition-success"]).toBe("true");
    expect((await getMe(headers)).json().data.firstName).toBe("Anna");
  });

  it("still asks for sign-in first", async () => {
    const response = await patchMe({ host: company.host, precognition: "true" }, validProfile);
    expect(response.statusCode).toBe(401);
  });
});
