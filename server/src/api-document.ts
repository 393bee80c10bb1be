import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { MessageAnswer } from './common/api-answers';

/** The failures any route may answer, all with a MessageAnswer body: [status, name, description]. */
const FAILURES: [string, string, string][] = [
  ['400', 'BadRequest', 'The request cannot be read (a body that is not a JSON object, a bad list query)'],
  ['401', 'Unauthorized', 'No session, or an expired one ("Please log in first", "Login expired. Please log in again.")'],
  ['403', 'Forbidden', 'The session lacks the permission'],
  ['404', 'NotFound', 'Not found ("ID not exists")'],
  ['409', 'Conflict', 'A conflict (a name or address taken, a record in use, a concurrent change)'],
  ['422', 'Invalid', 'Validation failed: `messages`, `codes`, `params` and `errors` per field'],
  ['429', 'TooManyRequests', 'Too many requests'],
  ['500', 'ServerError', 'Something went wrong on our side (with `request_id`)'],
];

/**
 * The OpenAPI document of the API, served at /api/docs when API_DOCS is on and the source of the UIs'
 * generated types. Each operation lists its own answer (the controllers' @ApiAnswer, @ApiList...) and
 * the failures every route shares, in one MessageAnswer schema.
 */
export function apiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Shop API')
      .setDescription('Storefront, back office and CRM. Failures answer JSON with `messages` and one stable code per message in `codes`.')
      .setVersion('1')
      .addBearerAuth({ type: 'http', scheme: 'bearer' }, 'admin')
      .addBearerAuth({ type: 'http', scheme: 'bearer' }, 'customer')
      .build(),
    { extraModels: [MessageAnswer] },
  );
  const content = { 'application/json': { schema: { $ref: `#/components/schemas/${MessageAnswer.name}` } } };
  document.components ??= {};
  document.components.responses = Object.fromEntries(FAILURES.map(([, name, description]) => [name, { description, content }]));
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.get, item.put, item.post, item.delete, item.patch]) {
      if (!operation) continue;
      for (const [status, name] of FAILURES) operation.responses[status] ??= { $ref: `#/components/responses/${name}` };
    }
  }
  return document;
}
