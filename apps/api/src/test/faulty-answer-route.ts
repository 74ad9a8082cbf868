import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

/** A token as the app makes them (32 random bytes, base64url). */
export const PROBE_TOKEN = "q3Vx9_Lk2-PzR8mWc4TbYn7AhJd0UeGs6FiKoB1lNtM";

/** What must never reach the error-reporting service from the probe call below. */
export const PROBE_SECRETS = [
  "piet.puk@voorbeeld.nl",
  "Piet",
  "Puk",
  PROBE_TOKEN,
  "geheim-wachtwoord",
  "rode kater",
];

/** A route that fails the way a bug would, with an address in its message. */
export function faultyAnswerRoute(app: FastifyInstance) {
  app.post("/api/v1/probe/answers", (request) => {
    const body = request.body as { email: string };
    throw new Error(`Could not store the answer of ${body.email}`);
  });
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** An answer call as a phone sends it: a session token, a cookie, the page with a link token. */
export const answerCall = (base: string) =>
  fetch(`${base}/api/v1/probe/answers?token=${PROBE_TOKEN}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${PROBE_TOKEN}`,
      cookie: `session=${PROBE_TOKEN}`,
      "x-page-url": `${base}/reset-password?token=${PROBE_TOKEN}`,
    },
    body: JSON.stringify({
      email: "piet.puk@voorbeeld.nl",
      firstName: "Piet",
      lastName: "Puk",
      password: "geheim-wachtwoord",
      answer: "De rode kater",
    }),
  });
