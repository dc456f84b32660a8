// One place that turns every thrown error into the JSON of product §8:
// `{ message }`, plus `issues` for validation errors. 5xx details are logged, not leaked.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailableError } from '../db/client.ts';
import { HttpError, serviceUnavailable, type FieldIssue } from '../http-errors.ts';

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.issues && { issues: error.issues }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((v) => ({
        path:
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
          '',
        message: v.message ?? 'Invalid value',
      }));
      const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
      return reply.status(400).send({
        message: `Invalid ${where}: ${issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')}`,
        issues,
      });
    }
    if (isDatabaseUnavailableError(error)) {
      request.log.error({ err: error }, 'database unavailable');
      const { statusCode, message } = serviceUnavailable();
      return reply.status(statusCode).send({ message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx errors (body too large, bad JSON, rate limit, media type...).
    return reply.status(status).send({ message: clientMessage(error) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No such API route: ${request.method} ${request.url.split('?')[0]}` });
  });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send JSON.';
    default:
      return error.message;
  }
}

export default fp(errorHandler, { name: 'error-handler' });
