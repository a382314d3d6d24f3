import { legacyPaymentUpdate } from '@nimbus/shared/payments';
import { legacySubscriptionUpdate } from '@nimbus/shared/subscriptions';
import { bearer, errorResponses, idParam, jsonBody, jsonResponse, listParameters, PAGED_LIST, type OpenApiPaths } from './openapi.ts';

const error = { $ref: '#/components/schemas/Error' };
const int = { type: 'integer' };
const money = { type: 'number', description: 'US dollars, two decimals' };
const date = { type: 'string', format: 'date-time' };
const paymentStatus = { type: 'string', enum: ['Completed', 'Pending', 'Failed'] };
const method = { type: 'string', enum: ['bank', 'crypto', 'paypal'] };
const listQuery = listParameters(100);
const paged = PAGED_LIST;

const customerPayment = {
  type: 'object',
  properties: { paymentDate: date, amount: money, paymentMethod: method, status: paymentStatus },
};
const legacyPayment = {
  type: 'object',
  properties: {
    id: int,
    fullName: { type: 'string', description: "the payer's name when the payment was submitted" },
    amount: money,
    method,
    date,
    status: paymentStatus,
    receipt: { type: 'string', description: 'URL of the receipt (GET it with the bearer token). The old API inlined base64 here.' },
  },
};
const legacySubscription = {
  type: 'object',
  properties: {
    id: int,
    plan: { type: 'object', properties: { id: int, name: { type: 'string' }, price: money } },
    name: { type: 'string', description: "the plan's name" },
    devices: int,
    startDate: { ...date, nullable: true },
    endDate: { ...date, nullable: true },
    status: { type: 'string', enum: ['Active', 'Pending', 'Expired'] },
    userName: { type: 'string', nullable: true, description: 'streaming user name' },
    password: { type: 'string', nullable: true, description: 'streaming password (owner and staff only)' },
  },
};
const staffErrors = { '400': errorResponses['400'], '401': errorResponses['401'], '403': errorResponses['403'] };
const conflict = (message: string) => jsonResponse(message, error);

export const paymentsPaths: OpenApiPaths = {
  '/api/payments/save': {
    post: {
      summary: "Submit a payment: the plan's price is charged, the receipt is checked, the subscription goes Pending",
      tags: ['payments'],
      security: bearer,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['planId', 'method', 'receipt'],
              properties: {
                userId: { ...int, description: "The caller's own id; staff may record a payment for a customer (audited)" },
                planId: int,
                amount: { type: 'string', description: "The price the customer saw; refused (400) if the plan's price differs" },
                method,
                idempotencyKey: {
                  type: 'string',
                  description: 'Optional (or the Idempotency-Key header): a retry answers the first payment',
                },
                receipt: { type: 'string', format: 'binary', description: 'PNG, JPEG or PDF (by content), at most 1,048,576 bytes' },
              },
            },
          },
        },
      },
      responses: {
        '201': jsonResponse('Stored, Pending verification', {
          type: 'object',
          properties: {
            id: int,
            ...customerPayment.properties,
            planName: { type: 'string' },
            subscriptionId: int,
            message: { type: 'string' },
          },
        }),
        '200': jsonResponse('A retry with the same idempotency key: the first payment'),
        ...staffErrors,
        '403': jsonResponse("Suspended, or another customer's userId", error),
        '404': jsonResponse('Plan not available', error),
        '409': conflict('Subscription already Active, another plan Pending, or a payment still waiting'),
        '413': jsonResponse('File size must be less than 1 MB.', error),
        '415': jsonResponse('Receipt must be a PNG, JPG or PDF file.', error),
      },
    },
  },
  '/api/payments': {
    get: {
      summary: 'All payments (staff), newest first; searched across every field',
      tags: ['payments'],
      security: bearer,
      parameters: [...listQuery, { name: 'status', in: 'query', required: false, schema: paymentStatus }],
      responses: { '200': jsonResponse(paged, { type: 'array', items: legacyPayment }), ...staffErrors },
    },
  },
  '/api/payments/sub/{id}': {
    get: {
      summary: "A subscription's payments (its owner or staff); the id is the subscription's",
      tags: ['payments'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': jsonResponse('Payments', { type: 'array', items: customerPayment }),
        ...staffErrors,
        '404': errorResponses['404'],
      },
    },
  },
  '/api/payments/{id}': {
    put: {
      summary: 'Verify (Completed) or reject (Failed) a Pending payment (staff)',
      tags: ['payments'],
      security: bearer,
      parameters: [idParam('id')],
      requestBody: jsonBody(legacyPaymentUpdate),
      responses: {
        '200': jsonResponse('The payment', legacyPayment),
        ...staffErrors,
        '404': errorResponses['404'],
        '409': conflict('This payment has already been processed.'),
      },
    },
  },
  '/api/payments/{id}/receipt': {
    get: {
      summary: 'The receipt file (its owner or staff), served inline with its stored type, never as a page',
      tags: ['payments'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': {
          description: 'The bytes',
          content: {
            'image/png': { schema: { type: 'string', format: 'binary' } },
            'image/jpeg': { schema: { type: 'string', format: 'binary' } },
            'application/pdf': { schema: { type: 'string', format: 'binary' } },
          },
        },
        ...staffErrors,
        '404': errorResponses['404'],
      },
    },
  },
};

export const subscriptionsPaths: OpenApiPaths = {
  '/api/subscriptions/user/{userId}': {
    get: {
      summary: "A customer's live subscription (that customer or staff); 200 with null when there is none",
      tags: ['subscriptions'],
      security: bearer,
      parameters: [idParam('userId')],
      responses: {
        '200': jsonResponse('The subscription, or null', { ...legacySubscription, nullable: true }),
        ...staffErrors,
        '404': errorResponses['404'],
      },
    },
  },
  '/api/subscriptions': {
    get: {
      summary: 'Live subscriptions (staff), newest first; searched across customer, e-mail, plan, status, dates, stream user name',
      tags: ['subscriptions'],
      security: bearer,
      parameters: [
        ...listQuery,
        { name: 'status', in: 'query', required: false, schema: { type: 'string', enum: ['Active', 'Pending', 'Expired'] } },
      ],
      responses: { '200': jsonResponse(paged, { type: 'array', items: legacySubscription }), ...staffErrors },
    },
  },
  '/api/subscriptions/{id}': {
    put: {
      summary: 'Activate (status Active with userName and password) or deactivate (status Expired) a subscription (staff)',
      tags: ['subscriptions'],
      security: bearer,
      parameters: [idParam('id')],
      requestBody: jsonBody(legacySubscriptionUpdate),
      responses: {
        '200': jsonResponse('The subscription', legacySubscription),
        ...staffErrors,
        '404': errorResponses['404'],
        '409': conflict('Already Active, or not Active'),
      },
    },
    delete: {
      summary: 'Delete a subscription: the owner their own (upgrade), staff any. Soft: its payments keep the link',
      tags: ['subscriptions'],
      security: bearer,
      parameters: [idParam('id')],
      responses: {
        '200': jsonResponse('Subscription deleted successfully!'),
        '401': errorResponses['401'],
        '403': errorResponses['403'],
        '404': errorResponses['404'],
      },
    },
  },
};
