import { describe, expect, it } from "vitest";
import { FILTERED, scrubBreadcrumb, scrubReport, scrubText } from "./scrub-report";

const TOKEN = "q3Vx9_Lk2-PzR8mWc4TbYn7AhJd0UeGs6FiKoB1lNtM";
const USER_ID = "7c0b8a5e-2f41-4d0e-9b8c-3f1e2d4a5b6c";

describe("scrubText", () => {
  it("replaces e-mail addresses anywhere in a text, also cut off ones", () => {
    expect(scrubText("No member jan.de-vries+test@bedrijf.example.nl in company")).toBe(
      "No member [e-mail] in company",
    );
    expect(scrubText(`Unexpected token 'p', "piet.puk@v"... is not valid JSON`)).toBe(
      `Unexpected token 'p', "[e-mail]"... is not valid JSON`,
    );
  });

  it("empties the value of every query parameter: link tokens and searched names", () => {
    expect(scrubText(`https://a.example/reset-password?token=${TOKEN}&x=1`)).toBe(
      `https://a.example/reset-password?token=${FILTERED}&x=${FILTERED}`,
    );
    expect(scrubText("GET /api/v1/users?filter[queryString]=Jansen")).toBe(
      `GET /api/v1/users?filter[queryString]=${FILTERED}`,
    );
  });

  it("removes the token of invitation and e-mail change links, and bearer tokens", () => {
    expect(scrubText(`/invite/${USER_ID}/abc`)).toBe(`/invite/${USER_ID}/${FILTERED}`);
    expect(scrubText(`/email/confirm/${USER_ID}/abc#x`)).toBe(
      `/email/confirm/${USER_ID}/${FILTERED}#x`,
    );
    expect(scrubText("authorization: Bearer abc.def")).toBe(`authorization: Bearer ${FILTERED}`);
  });

  it("removes random tokens but keeps ids, hashes and long names in code", () => {
    expect(scrubText(`session ${TOKEN} failed`)).toBe(`session ${FILTERED} failed`);
    const kept = `${USER_ID} ${"ab12".repeat(16)} sweepCertificateRemindersRegularly`;
    expect(scrubText(kept)).toBe(kept);
  });
});

describe("scrubReport", () => {
  const event = {
    event_id: "0123456789abcdef0123456789abcdef",
    message: "Mail to piet@voorbeeld.nl failed",
    user: { id: USER_ID, email: "piet@voorbeeld.nl", username: "Piet Puk", ip_address: "1.2.3.4" },
    request: {
      method: "POST",
      url: `https://zorg.example/api/v1/login?token=${TOKEN}`,
      headers: {
        Authorization: `Bearer ${TOKEN}`,
        Cookie: "session=abc",
        "User-Agent": "Mozilla/5.0",
        "X-Page-Url": `https://zorg.example/ls/click?token=${TOKEN}`,
      },
      cookies: { session: "abc" },
      data: { email: "piet@voorbeeld.nl", password: "geheim123" },
      query_string: `token=${TOKEN}`,
    },
    extra: { name: "Piet Puk", answers: ["Het rode antwoord"], nested: { firstName: "Piet" } },
    contexts: { os: { name: "Linux" }, runtime: { name: "node", version: "v24" } },
    sdk: { name: "sentry.javascript.node" },
    exception: {
      values: [
        {
          type: "Error",
          value: "duplicate key (email)=(piet@voorbeeld.nl)",
          stacktrace: { frames: [{ function: "sweepCertificateRemindersRegularly" }] },
        },
      ],
    },
    breadcrumbs: [
      { category: "console", message: "signed in as piet@voorbeeld.nl", data: { name: "Piet" } },
    ],
  };

  const scrubbed = scrubReport(event);
  const text = JSON.stringify(scrubbed);

  it("leaves no e-mail address, name, token, password or answer anywhere", () => {
    for (const secret of ["voorbeeld.nl", "Piet", "Puk", TOKEN, "geheim123", "rode antwoord"])
      expect(text).not.toContain(secret);
    expect(text).not.toContain("session=abc");
    expect(text).not.toContain("1.2.3.4");
  });

  it("keeps only the person's opaque id, and the request without body, cookies or tokens", () => {
    expect(scrubbed.user).toEqual({ id: USER_ID });
    expect(scrubbed.request).toEqual({
      method: "POST",
      url: `https://zorg.example/api/v1/login?token=${FILTERED}`,
      headers: { "User-Agent": "Mozilla/5.0" },
    });
  });

  it("keeps what the report needs: the error, its place in the code and the runtime", () => {
    expect(scrubbed.event_id).toBe(event.event_id);
    expect(scrubbed.exception.values[0]?.value).toBe("duplicate key (email)=([e-mail])");
    expect(scrubbed.exception.values[0]?.stacktrace.frames[0]?.function).toBe(
      "sweepCertificateRemindersRegularly",
    );
    expect(scrubbed.contexts).toEqual(event.contexts);
    expect(scrubbed.sdk).toEqual(event.sdk);
  });

  it("drops a user without an id instead of sending what else it holds", () => {
    expect(scrubReport({ user: { email: "a@b.nl" } })).toEqual({});
  });
});

describe("scrubBreadcrumb", () => {
  it("scrubs a call's address and a log line's data", () => {
    const crumb = scrubBreadcrumb({
      category: "fetch",
      data: { method: "GET", url: `/api/v1/password/user-by-token?token=${TOKEN}` },
      message: "for jan@voorbeeld.nl",
    });
    expect(crumb).toEqual({
      category: "fetch",
      data: { method: "GET", url: `/api/v1/password/user-by-token?token=${FILTERED}` },
      message: "for [e-mail]",
    });
  });
});
