import type { FastifyRequest } from "fastify";
import { hostName } from "./tenant";

/**
 * How a request reached us, as far as links in mails need it: the company whose host it was,
 * the scheme, the host name and a port other than the scheme's own. Taken at the route, so the
 * use-cases that send mail never see the transport.
 */
export type RequestOrigin = {
  tenantId: string | null;
  scheme: "http" | "https";
  hostName: string;
  port: string | null;
};

/**
 * Only the host name and a numeric port are taken from the Host header, so a forged header
 * (`localhost:1@evil.example`) cannot send a link elsewhere.
 */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const scheme = request.protocol === "https" ? "https" : "http";
  const port = /:(\d{1,5})$/.exec(request.headers.host ?? "")?.[1];
  return {
    tenantId: request.tenant?.id ?? null,
    scheme,
    hostName: hostName(request.headers.host),
    port: port && port !== (scheme === "https" ? "443" : "80") ? port : null,
  };
}

/** The origin (scheme, host, port) under which people reach `host`, seen from this request. */
export function publicOrigin(from: RequestOrigin, host: string = from.hostName): string {
  return `${from.scheme}://${host}${from.port ? `:${from.port}` : ""}`;
}
