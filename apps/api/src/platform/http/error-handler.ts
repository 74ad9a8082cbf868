import type { ErrorBody, FieldErrors } from "@leerlijn/contracts/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/errors";
import { type ErrorReporter, noErrorReporting } from "../error-reporting/error-reporter";
import { AppError } from "./app-error";
import { fieldErrorsFromIssues, fieldKey } from "./field-errors";
import { SchemaValidationError } from "./schema-validation";
import { statusByErrorCode } from "./status-codes";

const GENERIC_MESSAGE = "Er ging iets mis";

/** Long enough for a restart or a failover; clients that honour it do not hammer meanwhile. */
const DATABASE_RETRY_SECONDS = 10;

const fastifyClientErrors: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError(
    "BAD_REQUEST",
    "De verstuurde gegevens zijn geen geldige JSON.",
  ),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError("BAD_REQUEST", "De verstuurde gegevens zijn leeg."),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError(
    "PAYLOAD_TOO_LARGE",
    "De verstuurde gegevens zijn te groot.",
  ),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    "Dit soort gegevens wordt hier niet ondersteund.",
  ),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError(
    "BAD_REQUEST",
    "De lengte van het verzoek klopt niet.",
  ),
  // A path param too long for any id is an unknown object, like a param failing validation.
  FST_ERR_MAX_PARAM_LENGTH: new AppError(
    "NOT_FOUND",
    "Dit bestaat niet (meer) of je hebt er geen toegang toe.",
  ),
  FST_ERR_BAD_URL: new AppError("BAD_REQUEST", "Dit adres is ongeldig."),
};

/**
 * Only the fields a Precognition request asked about (`Precognition-Validate-Only: a,b`). A field
 * asked about covers its nested fields too: `location` is `location.postal_code` and the rest, so
 * a wizard step can name its fields without knowing how deep each one goes.
 */
function onlyRequestedFields(request: FastifyRequest, errors: FieldErrors): FieldErrors {
  const header = request.headers["precognition-validate-only"];
  if (request.headers.precognition !== "true" || typeof header !== "string") return errors;
  const wanted = new Set(header.split(",").map((name) => fieldKey(name.trim().split("."))));
  const asked = (key: string) =>
    wanted.has(key) ||
    key
      .split(".")
      .some((_, index, parts) => index > 0 && wanted.has(parts.slice(0, index).join(".")));
  return Object.fromEntries(Object.entries(errors).filter(([key]) => asked(key)));
}

function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SchemaValidationError) {
    const context = (error as Partial<FastifyError>).validationContext;
    if (context === "params")
      return new AppError("NOT_FOUND", "Dit bestaat niet (meer) of je hebt er geen toegang toe.");
    const errors = onlyRequestedFields(request, fieldErrorsFromIssues(error.issues));
    const first = Object.values(errors)[0]?.[0] ?? "Controleer de invoer.";
    return new AppError("VALIDATION_FAILED", first, { errors });
  }
  if (isDatabaseUnavailable(error))
    return new AppError(
      "UNAVAILABLE",
      "Leerlijn is even niet bereikbaar. Probeer het over een paar seconden opnieuw.",
      {
        headers: { "retry-after": String(DATABASE_RETRY_SECONDS) },
        detail: error.message,
      },
    );
  const code = (error as FastifyError).code;
  const known = code ? fastifyClientErrors[code] : undefined;
  if (known) return known;
  const status = (error as FastifyError).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    if (status === 404)
      return new AppError("NOT_FOUND", "Dit bestaat niet (meer) of je hebt er geen toegang toe.");
    if (status === 413)
      return new AppError("PAYLOAD_TOO_LARGE", "De verstuurde gegevens zijn te groot.");
    if (status === 415)
      return new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        "Dit soort gegevens wordt hier niet ondersteund.",
      );
    return new AppError("BAD_REQUEST", "Het verzoek kon niet worden verwerkt.", {
      detail: error.message,
    });
  }
  return new AppError("INTERNAL", GENERIC_MESSAGE, { detail: error.message });
}

export function sendError(reply: FastifyReply, appError: AppError): FastifyReply {
  const body: ErrorBody = { message: appError.message, code: appError.code };
  if (appError.errors) body.errors = appError.errors;
  if (appError.location) body.location = appError.location;
  if (appError.headers) void reply.headers(appError.headers);
  // Error bodies bypass the route's response schema, which describes only success.
  return reply
    .code(statusByErrorCode[appError.code])
    .type("application/json; charset=utf-8")
    .serializer(JSON.stringify)
    .send(body);
}

/**
 * For the errors Fastify raises while routing, before any handler exists (broken
 * percent-encoding, an over-long path param); passed as its `frameworkErrors` option.
 */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendError(reply, toAppError(error, request));
}

/**
 * Answers every failed request with the error body. A server fault (a 5xx, or a refusal caused by
 * one: `AppError.fault`) also goes to error reporting, with the person and company by id only;
 * what the client got wrong (a 4xx) does not.
 */
export function installErrorHandler(
  app: FastifyInstance,
  reporter: ErrorReporter = noErrorReporting,
): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const appError = toAppError(error, request);
    const fault = appError.fault ?? (statusByErrorCode[appError.code] >= 500 ? error : undefined);
    if (fault)
      reporter.report(fault, { userId: request.actor?.userId, companyId: request.tenant?.id });
    if (request.headers.precognition === "true") {
      void reply.header("precognition", "true");
      // Only other fields failed than the ones asked about: for this request, that is a pass.
      if (appError.code === "VALIDATION_FAILED" && Object.keys(appError.errors ?? {}).length === 0)
        return reply.header("precognition-success", "true").code(204).send();
    }
    if (appError.code === "INTERNAL") request.log.error({ err: error }, "request failed");
    else if (appError.fault)
      request.log.error({ err: appError.fault, code: appError.code }, "request refused by a fault");
    else if (appError.code === "UNAVAILABLE")
      request.log.warn({ detail: appError.detail }, "database unavailable");
    else if (appError.detail)
      request.log.info({ detail: appError.detail, code: appError.code }, "client error");
    return sendError(reply, appError);
  });
}
