import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSRF_REFUSED } from '../domain/session';
import { isDatabaseUnavailable } from './db/client';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
export class Invalid extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Please log in to continue.') {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You do not have permission to do that.') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
/** A file over an upload's limit: 413, as the multipart plugin's own limit answers. */
export class TooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

/** What a request hears while the database is away (docs/decisions/041-surviving-the-database-and-redis.md). */
export const DATABASE_UNAVAILABLE = 'The store is briefly unavailable. Please try again in a moment.';
/** What a request hears before the store has reached its database and prepared it. */
export const STORE_STARTING = 'The store is starting. Please try again in a moment.';
/** How long a client is asked to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = '2';

/** @fastify/csrf-protection's refusals (decision 039), in words a shopper can act on. */
const CSRF_ERRORS = new Set(['FST_CSRF_MISSING_SECRET', 'FST_CSRF_INVALID_TOKEN']);

/**
 * zod's own wording for a check whose schema chose no message, said the house's way: the field by its path
 * and what it must be. Set once through zod's error customisation, so messages our schemas chose stay as
 * written and nothing matches zod's English afterwards.
 */
function defaultMessage(issue: z.core.$ZodRawIssue): string {
  const field = issue.path?.length ? issue.path.join('.') : 'The request';
  const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${field} is required`
        : `${field} must be ${issue.expected === 'object' || issue.expected === 'array' ? 'an' : 'a'} ${issue.expected}`;
    case 'too_big':
      return `${field} must be at most ${String(issue.maximum)}${unit}`;
    case 'too_small':
      return `${field} must be at least ${String(issue.minimum)}${unit}`;
    default:
      return `${field} is not valid`;
  }
}
z.config({ customError: defaultMessage });

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

const describeIssue = (issue: ValidationIssue) => ({
  path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
  message: issue.message ?? 'Invalid value',
});

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map(describeIssue);
      return reply.status(400).send({ message: issues[0]?.message ?? 'Invalid request', errors: issues });
    }
    if (CSRF_ERRORS.has(error.code)) return reply.status(403).send({ message: CSRF_REFUSED });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ message: DATABASE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON'
          : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong. Please try again.' });
  });
}
