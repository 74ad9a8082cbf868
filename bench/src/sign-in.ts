import { DEMO_PASSWORD } from "../../apps/api/src/seed/demo-data";
import { call } from "./http-client";

export const BENCH_PASSWORD = DEMO_PASSWORD;
export const TENANT_HOST = "localhost";
/** Argon2 runs on libuv's four threads; more sign-ins at once would only queue. */
const PARALLEL = 4;

async function signIn(port: number, email: string): Promise<string> {
  const answer = await call(
    port,
    "POST",
    "/api/v1/login",
    { host: TENANT_HOST },
    {
      email,
      password: BENCH_PASSWORD,
    },
  );
  if (answer.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { data: { accessToken: string } }).data.accessToken;
}

/** Tokens in the order of `emails`. */
export async function signInAll(port: number, emails: readonly string[]): Promise<string[]> {
  const tokens: string[] = new Array<string>(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const index = next++;
      tokens[index] = await signIn(port, emails[index] ?? "");
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return tokens;
}

/** One real answer before measuring, so a broken endpoint fails loudly instead of as 401s/s. */
export async function checkCurrentUser(port: number, token: string, email: string): Promise<void> {
  const answer = await call(port, "GET", "/api/v1/users/me", {
    host: TENANT_HOST,
    authorization: `Bearer ${token}`,
  });
  const body =
    answer.status === 200 ? (JSON.parse(answer.body) as { data: { email: string } }) : null;
  if (body?.data.email !== email)
    throw new Error(`GET /users/me answered ${answer.status} ${answer.body.slice(0, 200)}`);
}
