import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn, TEST_PASSWORD } from "../../test/factories";

const { app, database } = await buildTestApp({
  LOGIN_LIMIT_PER_EMAIL: "3",
  LOGIN_LIMIT_PER_IP: "1000",
  LOGIN_LIMIT_WINDOW_SECONDS: "600",
});
const db = database.db;
const company = await buildCompany(db);
const NEW_PASSWORD = "paarden nietje batterij";

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({
  host: company.host,
  authorization: `Bearer ${token}`,
});

async function signedInStudent() {
  const user = await buildUser(db, company, ["company-student"]);
  const token = await signIn(app, company.host, user.email);
  return { user, headers: bearer(token) };
}

const changePassword = (headers: Headers, payload: object) =>
  app.inject({ method: "PUT", url: "/api/v1/users/me/password", headers, payload });

const getMe = (headers: Headers) => app.inject({ method: "GET", url: "/api/v1/users/me", headers });

const login = (email: string, password: string) =>
  app.inject({
    method: "POST",
    url: "/api/v1/login",
    headers: { host: company.host },
    payload: { email, password },
  });

const validChange = {
  currentPassword: TEST_PASSWORD,
  password: NEW_PASSWORD,
  passwordConfirmation: NEW_PASSWORD,
};

describe("PUT /users/me/password", () => {
  it("sets the new password when the current one is right", async () => {
    const { user, headers } = await signedInStudent();

    const response = await changePassword(headers, validChange);

    expect(response.statusCode).toBe(204);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(422);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("ends the person's other sessions and keeps the one that made the change", async () => {
    const { user, headers } = await signedInStudent();
    const other = bearer(await signIn(app, company.host, user.email));
    const someoneElse = await signedInStudent();
    // Load the other session into the session cache, so the test also covers its eviction.
    expect((await getMe(other)).statusCode).toBe(200);

    expect((await changePassword(headers, validChange)).statusCode).toBe(204);

    expect((await getMe(headers)).statusCode).toBe(200);
    expect((await getMe(other)).statusCode).toBe(401);
    expect((await getMe(someoneElse.headers)).statusCode).toBe(200);
  });

  it("refuses a wrong current password with a Dutch error on that field, changing nothing", async () => {
    const { user, headers } = await signedInStudent();
    const other = bearer(await signIn(app, company.host, user.email));

    const response = await changePassword(headers, {
      ...validChange,
      currentPassword: "not my password",
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      current_password: ["Je huidige wachtwoord is onjuist."],
    });
    expect((await getMe(other)).statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("counts wrong current passwords as failed sign-ins of that email", async () => {
    const { user, headers } = await signedInStudent();
    for (let i = 0; i < 3; i++)
      expect(
        (await changePassword(headers, { ...validChange, currentPassword: `guess ${i}` }))
          .statusCode,
      ).toBe(422);

    const blocked = await changePassword(headers, validChange);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe("RATE_LIMITED");
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it("uses the reset rules for the new password and its confirmation", async () => {
    const { headers } = await signedInStudent();

    const mismatch = await changePassword(headers, {
      ...validChange,
      passwordConfirmation: "iets heel anders",
    });
    const tooShort = await changePassword(headers, {
      currentPassword: TEST_PASSWORD,
      password: "kort",
      passwordConfirmation: "kort",
    });
    const missing = await changePassword(headers, {});

    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ["De wachtwoorden komen niet overeen."],
    });
    expect(tooShort.json().errors).toEqual({
      password: ["Kies een wachtwoord van minimaal 8 tekens."],
    });
    expect(missing.json().errors).toMatchObject({
      current_password: ["Vul je huidige wachtwoord in."],
      password: ["Kies een wachtwoord."],
      password_confirmation: ["Herhaal je wachtwoord."],
    });
  });

  it("needs a signed-in person", async () => {
    const response = await changePassword({ host: company.host }, validChange);
    expect(response.statusCode).toBe(401);
  });
});
