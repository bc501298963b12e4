/** JSON schemas shared by the routes: a body that does not match is a 400 naming the field. */
export const REQUEST_ID = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;

export const TABLE_PARAMS = {
  type: 'object',
  required: ['table'],
  properties: { table: { type: 'string', maxLength: 64 } },
} as const;

export const ROUND_PARAMS = {
  type: 'object',
  required: ['roundId'],
  properties: { roundId: { type: 'string', maxLength: 64 } },
} as const;

/** The body of a call that only needs its request id. */
export const ID_ONLY_BODY = {
  type: 'object',
  required: ['requestId'],
  additionalProperties: false,
  properties: { requestId: REQUEST_ID },
} as const;
