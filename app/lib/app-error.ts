/**
 * The one list of failures the site answers on purpose, each with its HTTP
 * status and the sentence a visitor sees when the thrower gave none. Code
 * throws `new AppError(code, message?)`; `describeError` turns anything
 * thrown into the answer, and only an AppError (or a URL the router could
 * not decode) ever becomes a 4xx: an arbitrary error's `status` is never
 * trusted, so a library's internals cannot choose what a visitor sees.
 */
export const APP_ERRORS = {
  bad_request: { status: 400, message: "The request could not be read." },
  unauthenticated: { status: 401, message: "Sign in to continue." },
  forbidden: { status: 403, message: "You do not have access to this." },
  not_found: { status: 404, message: "Not found." },
  method_not_allowed: { status: 405, message: "This address does not take that method." },
  conflict: { status: 409, message: "This was changed meanwhile. Reload and try again." },
  payload_too_large: { status: 413, message: "The request is too large." },
  unsupported_media_type: { status: 415, message: "The request's content type is not accepted here." },
  rate_limited: { status: 429, message: "Too many attempts. Please wait a moment and try again." },
  internal: { status: 500, message: "Something went wrong on our side. Please try again." },
  unavailable: { status: 503, message: "The site is briefly unavailable. Please try again in a few seconds." },
} as const satisfies Record<string, { status: number; message: string }>;

export type AppErrorCode = keyof typeof APP_ERRORS;

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    /** Shown to the visitor; the code's own sentence when omitted. */
    message: string = APP_ERRORS[code].message,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface ErrorAnswer {
  code: AppErrorCode;
  status: number;
  message: string;
}

/** The status and visitor-facing message for anything thrown. */
export function describeError(error: unknown): ErrorAnswer {
  if (error instanceof AppError)
    return { code: error.code, status: APP_ERRORS[error.code].status, message: error.message };
  // Express raises a URIError for a route parameter it cannot percent-decode: the client's fault.
  if (error instanceof URIError) return { code: "bad_request", ...APP_ERRORS.bad_request };
  return { code: "internal", ...APP_ERRORS.internal };
}
