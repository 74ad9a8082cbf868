import type { FastifyRequest } from "fastify";
import { hostName } from "./tenant";

/**
 * The origin (scheme, host, port) under which people reach `host`, as seen from this request:
 * links in mails point there. Only the host name and a numeric port are taken from the Host
 * header, so a forged header (`localhost:1@evil.example`) cannot send a link elsewhere.
 */
export function publicOrigin(
  request: FastifyRequest,
  host: string = hostName(request.headers.host),
) {
  const header = request.headers.host ?? "";
  const port = /:(\d{1,5})$/.exec(header)?.[1];
  const scheme = request.protocol === "https" ? "https" : "http";
  const defaultPort = scheme === "https" ? "443" : "80";
  return `${scheme}://${host}${port && port !== defaultPort ? `:${port}` : ""}`;
}
