import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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

/** What each part of a request is called when the part itself, not one of its fields, is wrong. */
const PART_NAMES: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The headers',
};

/** zod's own wording, as opposed to a message our schemas chose (which already names what is wrong). */
const ZOD_DEFAULT_MESSAGE =
  /^(Invalid input|Invalid option|Invalid key|Invalid element|Invalid value|Invalid string|Invalid UUID|Invalid email address|Invalid number|Too big|Too small|Unrecognized keys?)\b/;

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** A refusal that says which field is wrong: our schemas' messages as written, zod's defaults reworded. */
function describeIssue(issue: ValidationIssue, part: string | undefined): { path: string; message: string } {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const message = issue.message ?? 'Invalid value';
  if (!ZOD_DEFAULT_MESSAGE.test(message)) return { path, message };
  const field = path || PART_NAMES[part ?? ''] || 'The request';
  const { maximum, minimum, origin, expected } = issue.params;
  const unit = origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '';
  switch (issue.keyword) {
    case 'invalid_type':
      return {
        path,
        message: / received undefined$/.test(message)
          ? `${field} is required`
          : `${field} must be ${expected === 'object' || expected === 'array' ? 'an' : 'a'} ${String(expected)}`,
      };
    case 'too_big':
      return { path, message: `${field} must be at most ${String(maximum)}${unit}` };
    case 'too_small':
      return { path, message: `${field} must be at least ${String(minimum)}${unit}` };
    default:
      return { path, message: `${field} is not valid` };
  }
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => describeIssue(v, error.validationContext));
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
