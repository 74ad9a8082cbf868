import type { ErrorCode, FieldErrors } from "@leerlijn/contracts/errors";

/**
 * The one error type of the API. `message` is the Dutch text the user may read; anything a
 * developer needs goes into `detail`, which is logged and never sent.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly detail: string | undefined;
  readonly location: string | undefined;
  readonly fault: Error | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      errors?: FieldErrors;
      headers?: Record<string, string>;
      detail?: string;
      location?: string;
      /**
       * A fault of ours behind a refusal the user is told about in plain Dutch (a stored file
       * gone): the client gets this error's status, ops get the fault logged at error level and
       * reported, as for a 5xx.
       */
      fault?: Error;
    } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
    this.detail = options.detail;
    this.location = options.location;
    this.fault = options.fault;
  }
}

export const notFound = (message = "Dit bestaat niet (meer) of je hebt er geen toegang toe.") =>
  new AppError("NOT_FOUND", message);

export const forbidden = (message = "Je hebt geen rechten voor deze handeling") =>
  new AppError("FORBIDDEN", message);

export const unauthenticated = (message = "Je bent niet (meer) ingelogd. Log opnieuw in.") =>
  new AppError("UNAUTHENTICATED", message);

export const conflict = (message: string, options: { fault?: Error } = {}) =>
  new AppError("CONFLICT", message, options);

/** 422 for one or more fields; keys are the snake_case field paths the forms read. */
export const validationFailed = (errors: FieldErrors, message?: string) =>
  new AppError(
    "VALIDATION_FAILED",
    message ?? Object.values(errors)[0]?.[0] ?? "Controleer de invoer.",
    {
      errors,
    },
  );

/** 307 that the web app follows through the `x-location` header. */
export const redirectTo = (location: string) =>
  new AppError("REDIRECT", "Deze pagina is verplaatst.", {
    location,
    headers: { "x-location": location },
  });
