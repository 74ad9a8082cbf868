import type { Role } from "@leerlijn/contracts/permissions";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { Db } from "../platform/db/database";
import { buildCompany, buildUser, signIn } from "./factories";

type Method = "GET" | "POST" | "PATCH" | "DELETE" | "PUT";

/** Someone signed in on a company's host, calling the API as the web app does. */
export type ApiCaller = {
  host: string;
  companyId: string;
  userId: string;
  /** The membership in their own company (what user management calls a user's id). */
  companyUserId: string;
  call: (
    method: Method,
    path: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
};

export async function signedInAs(
  app: FastifyInstance,
  db: Db,
  roles: Role[],
  company?: { id: string; host: string },
  /** Another company's host to work on (the platform admin signs in everywhere). */
  on?: { id: string; host: string },
): Promise<ApiCaller> {
  const member = company ?? (await buildCompany(db));
  const home = on ?? member;
  const user = await buildUser(db, member, roles);
  const token = await signIn(app, home.host, user.email);
  return {
    host: home.host,
    companyId: home.id,
    userId: user.id,
    companyUserId: user.companyUserId,
    call: (method, path, payload, headers = {}) =>
      app.inject({
        method,
        url: `/api/v1${path}`,
        headers: { host: home.host, authorization: `Bearer ${token}`, ...headers },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
      }),
  };
}

/** The general information of a course that passes every rule of its type. */
export function generalInfo(overrides: Record<string, unknown> = {}) {
  return {
    name: "Veilig werken met ladders",
    description: "Hoe je een ladder kiest, neerzet en gebruikt.",
    imageMediaId: null,
    learningGoals: ["Je kiest de juiste ladder", "Je zet een ladder veilig neer"],
    testGoals: [],
    ...overrides,
  };
}

export const choiceQuestion = (correct: string[] = ["a"]) => ({
  type: "question" as const,
  question: {
    kind: "choice" as const,
    prompt: "Wat controleer je eerst?",
    weight: "medium" as const,
    feedback: { correct: "Goed zo.", incorrect: "Kijk nog eens naar de voetjes." },
    options: [
      { id: "a", text: "De voetjes", isCorrect: correct.includes("a") },
      { id: "b", text: "De kleur", isCorrect: correct.includes("b") },
      { id: "c", text: "De prijs", isCorrect: correct.includes("c") },
    ],
  },
});

export const textBlock = (html = "<p>Lees dit eerst.</p>") => ({ type: "text" as const, html });
