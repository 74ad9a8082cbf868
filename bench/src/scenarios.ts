import autocannon from "autocannon";
import { benchDatabasePrefix } from "./bench-database";
import { type CpuPerRequest, startCpuCount } from "./cpu-usage";
import { BENCH_PASSWORD, TENANT_HOST } from "./sign-in";

export const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
/** Fills caches and lets V8 optimise the hot paths before anything is counted. */
const WARMUP_SECONDS = 2;

export type Scenario = {
  name: string;
  port: number;
  path: string;
  method?: "GET" | "POST" | "PATCH";
  headers?: Record<string, string>;
  /** Concurrent connections; 50 unless a scenario models fewer people at once. */
  connections?: number;
  /** Gives each connection its own requests; called once per connection per run. */
  setupClient?: (client: autocannon.Client) => void;
  /** CPU per request (API + PostgreSQL) in µs, where a bench holds scenarios to their own. */
  targetUs?: number;
};

export type Measurement = {
  scenario: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts: requests that got no answer at all. */
  errors: number;
  statusCodes: Record<string, number>;
  /** Absent for servers whose process the bench does not know (the bare route's). */
  cpu?: CpuPerRequest;
};

/**
 * A connection's requests, each built by autocannon as it is sent. Built up front, they went out
 * one connection after another while the connections made before were already on the clock: with
 * a thousand or more requests per connection, a few hundred milliseconds of the load generator's
 * own work landed on the first answers of every run. All entries are one object, because
 * autocannon keeps each request's built buffer and headers on the object it was given: distinct
 * objects kept every request sent alive, and the bench process's collector then paused for
 * up to 25 ms in the middle of the run, on the clock of every request in flight. (Short lists,
 * as in the current-user scenario, are left as they are: building there is cheap, and building
 * per send would cost the fastest scenario throughput.)
 */
export function builtWhenSent(
  count: number,
  requestAt: (index: number) => autocannon.Request,
): autocannon.Request[] {
  // autocannon builds the first request when it is given the list and each next one after an
  // answer, always in order, so a counter tells which one is being built.
  let next = 0;
  const request: autocannon.Request = {
    setupRequest: (defaults) => {
      const own = requestAt(next++ % count);
      return { ...defaults, ...own, headers: { ...defaults.headers, ...own.headers } };
    },
  };
  return Array.from({ length: count }, () => request);
}

export const bareScenario = (port: number): Scenario => ({ name: "bare route", port, path: "/" });

/** Each connection starts at its own place in the token list, so no two move in lockstep. */
export function currentUserScenario(port: number, tokens: readonly string[]): Scenario {
  const requests = tokens.map((token) => ({
    headers: { host: TENANT_HOST, authorization: `Bearer ${token}` },
  }));
  let connection = 0;
  return {
    name: "GET /users/me",
    port,
    path: "/api/v1/users/me",
    setupClient(client) {
      const offset = (connection++ * 4) % requests.length;
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    },
  };
}

/** The first page of a 20,000-item media library, each connection with its own user. */
export function mediaListScenario(port: number, tokens: readonly string[]): Scenario {
  return {
    ...currentUserScenario(port, tokens),
    name: "GET /media (20k items)",
    path: "/api/v1/media",
  };
}

/** Page 1 of user management's list (10,000 people), as the group leader opens it. */
export function usersListScenario(port: number, token: string): Scenario {
  return {
    name: "GET /users page 1 (10k users)",
    port,
    path: "/api/v1/users",
    headers: { host: TENANT_HOST, authorization: `Bearer ${token}` },
  };
}

/** Page 1 filtered on role and status, as user management's filters ask for it. */
export function usersFilteredScenario(port: number, token: string): Scenario {
  return {
    name: "GET /users filtered (10k users)",
    port,
    path: "/api/v1/users?filter%5Brole%5D=company-student&filter%5Bstatus%5D=active",
    headers: { host: TENANT_HOST, authorization: `Bearer ${token}` },
  };
}

/**
 * Searches as someone types them: every request its own term (a prefix of a bench email, a
 * name word, a word that matches nobody), so neither a page nor a list total can be reused.
 */
export function usersSearchScenario(port: number, token: string): Scenario {
  let connection = 0;
  return {
    name: "GET /users search (10k users)",
    port,
    path: "/api/v1/users",
    headers: { host: TENANT_HOST, authorization: `Bearer ${token}` },
    setupClient(client) {
      const mine = connection++;
      const terms = Array.from({ length: 2_000 }, (_, i) => {
        const n = mine * 2_000 + i;
        if (n % 10 === 0) return `nobody-${n}`;
        if (n % 10 === 1) return `jansen ${n % 97}`;
        return `bench-${(n * 7919) % 10_000}`;
      });
      client.setRequests(
        builtWhenSent(terms.length, (i) => ({
          path: `/api/v1/users?filter%5BqueryString%5D=${encodeURIComponent(terms[i]!)}`,
        })),
      );
    },
  };
}

/**
 * Every connection signs in with its own run of users, never repeated within the whole bench,
 * so each request is a first sign-in like a real morning rush.
 */
export function loginScenario(port: number, emails: readonly string[]): Scenario {
  const perConnection = Math.floor(emails.length / (CONNECTIONS * 2));
  let connection = 0;
  return {
    name: "POST /login",
    port,
    path: "/api/v1/login",
    method: "POST",
    headers: { host: TENANT_HOST, "content-type": "application/json" },
    setupClient(client) {
      const first = (connection++ * perConnection) % emails.length;
      const mine = emails.slice(first, first + perConnection);
      client.setRequests(
        builtWhenSent(mine.length, (i) => ({
          body: JSON.stringify({ email: mine[i], password: BENCH_PASSWORD }),
        })),
      );
    },
  };
}

function fire(scenario: Scenario, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${scenario.port}${scenario.path}`,
    method: scenario.method ?? "GET",
    headers: scenario.headers ?? {},
    connections: scenario.connections ?? CONNECTIONS,
    duration,
    setupClient: scenario.setupClient,
  });
}

/** `apiPid`: the API process, whose CPU time per request is then reported too. */
export async function measure(scenario: Scenario, apiPid?: number): Promise<Measurement> {
  await fire(scenario, WARMUP_SECONDS);
  const cpu = apiPid ? startCpuCount(apiPid, benchDatabasePrefix) : null;
  const result = await fire(scenario, DURATION_SECONDS);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
  );
  return {
    scenario: scenario.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
    ...(cpu ? { cpu: cpu.stop(result.requests.total) } : {}),
  };
}
