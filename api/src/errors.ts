import { ERROR_CODES, type ErrorCode } from '@namescope/common';

/** An error the API answers on purpose: its status, stable code, human message and offending field. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Extra response headers (Retry-After on 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  static invalidInput(message: string, field?: string): AppError {
    return new AppError(400, ERROR_CODES.invalidInput, message, field);
  }

  static unauthorized(message = 'Sign in as the admin first'): AppError {
    return new AppError(401, ERROR_CODES.unauthorized, message);
  }

  static notFound(message: string): AppError {
    return new AppError(404, ERROR_CODES.notFound, message);
  }

  static conflict(message: string, field?: string): AppError {
    return new AppError(409, ERROR_CODES.conflict, message, field);
  }

  static rateLimited(retryAfterS: number): AppError {
    const seconds = Math.max(1, Math.ceil(retryAfterS));
    return new AppError(
      429,
      ERROR_CODES.rateLimited,
      `Too many requests; try again in ${seconds} s`,
      undefined,
      {
        'Retry-After': String(seconds),
      },
    );
  }

  static unavailable(message = 'A data store is unavailable; try again shortly'): AppError {
    return new AppError(503, ERROR_CODES.unavailable, message);
  }
}
