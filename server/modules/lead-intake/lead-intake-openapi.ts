import { z } from 'zod';
import { LEAD_BODY_MAX_BYTES, LeadBody } from '../../../shared/lead-intake/lead-body';
import { LEAD_INTAKE_MESSAGES } from '../../../shared/lead-intake/lead-intake-messages';

const { $schema: _dialect, ...leadSchema } = z.toJSONSchema(LeadBody, { io: 'input' });

const error = (description: string, example: string) => ({
  description,
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/Error' },
      example: { error: { message: example } },
    },
  },
});

/** The public API's OpenAPI 3.1 document (`GET /api/v1/openapi.json`); the body from its zod schema. */
export const LEAD_INTAKE_OPENAPI = {
  openapi: '3.1.0',
  info: {
    title: 'StormDialer public API',
    version: '1.0.0',
    description:
      'Post leads into your contact lists. Create a token in Settings → Lead intake (owners) and send it as `Authorization: Bearer <token>`.',
  },
  servers: [{ url: '/api/v1' }],
  components: {
    securitySchemes: { leadToken: { type: 'http', scheme: 'bearer' } },
    schemas: {
      Lead: leadSchema,
      LeadAccepted: {
        type: 'object',
        required: ['leadId', 'contactId', 'listId', 'merged'],
        properties: {
          leadId: { type: 'integer' },
          contactId: { type: 'integer' },
          listId: { type: 'string', format: 'uuid' },
          merged: {
            type: 'boolean',
            description: 'True when the number was already in the list: its contact was filled in.',
          },
        },
      },
      Error: {
        type: 'object',
        properties: {
          error: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              data: {
                type: 'object',
                properties: {
                  httpStatus: { type: 'integer' },
                  fieldErrors: {
                    type: ['object', 'null'],
                    additionalProperties: { type: 'array', items: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  security: [{ leadToken: [] }],
  paths: {
    '/leads': {
      post: {
        operationId: 'postLead',
        summary: 'Add a lead to a list',
        description:
          'The number is cleaned as uploads are (the account’s default country). A number already in the list merges into its contact. Without `listId` the lead goes to the account’s "Inbound leads" list. A `consent` object is recorded as a claim asserted by the token’s name, not as written consent.',
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            schema: { type: 'string', minLength: 1, maxLength: 200 },
            description:
              'A retry with the same key and body gets the first answer and adds nothing; the same key with another body is refused (409).',
          },
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Lead' } } },
        },
        responses: {
          '201': {
            description: 'Stored (or merged)',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/LeadAccepted' } },
            },
          },
          '400': error('The body is not valid: see fieldErrors', LEAD_INTAKE_MESSAGES.invalidBody),
          '401': error('Missing, unknown or revoked token', LEAD_INTAKE_MESSAGES.tokenInvalid),
          '404': error('`listId` is no list of this account', LEAD_INTAKE_MESSAGES.listNotFound),
          '409': error('Idempotency-Key reused', LEAD_INTAKE_MESSAGES.idempotencyKeyReused),
          '413': error(`Body over ${LEAD_BODY_MAX_BYTES} bytes`, LEAD_INTAKE_MESSAGES.tooLarge),
          '429': error(
            'Too many leads with this token',
            LEAD_INTAKE_MESSAGES.rateLimited('1 minute'),
          ),
        },
      },
    },
  },
} as const;
