/** JSON schemas of the analytics routes: a beacon's events, the dashboard's query and answer. */
import {
  ANALYTICS_RANGES,
  ENGAGED_MAX_MS,
  EVENTS_MAX_COUNT,
  HOST_MAX_LENGTH,
  LANGUAGE_MAX_LENGTH,
  PATH_MAX_LENGTH,
  UTM_MAX_LENGTH,
  VITAL_NAMES,
} from '../../lib/analytics/contract';

const path = { type: 'string', minLength: 1, maxLength: PATH_MAX_LENGTH, pattern: '^/' } as const;

/** A beacon: `{ events: [...] }`, each event one of three shapes, nothing else. */
export const eventBatchSchema = {
  type: 'object',
  required: ['events'],
  additionalProperties: false,
  properties: {
    events: {
      type: 'array',
      minItems: 1,
      maxItems: EVENTS_MAX_COUNT,
      items: {
        oneOf: [
          {
            type: 'object',
            required: ['type', 'path'],
            additionalProperties: false,
            properties: {
              type: { const: 'view' },
              path,
              // A host name only: the client never sends a referrer's path or query.
              referrer: { type: 'string', maxLength: HOST_MAX_LENGTH, pattern: '^[A-Za-z0-9.-]+(:[0-9]{1,5})?$' },
              utmSource: { type: 'string', minLength: 1, maxLength: UTM_MAX_LENGTH, pattern: '^[A-Za-z0-9 ._~+-]+$' },
              language: { type: 'string', maxLength: LANGUAGE_MAX_LENGTH, pattern: '^[A-Za-z0-9-]*$' },
              engagedMs: { type: 'integer', minimum: 0, maximum: ENGAGED_MAX_MS },
            },
          },
          {
            type: 'object',
            required: ['type', 'path', 'name', 'value'],
            additionalProperties: false,
            properties: { type: { const: 'vital' }, path, name: { enum: [...VITAL_NAMES] }, value: { type: 'number', minimum: 0, maximum: 600_000 } },
          },
          { type: 'object', required: ['type', 'path'], additionalProperties: false, properties: { type: { const: 'lead' }, path } },
        ],
      },
    },
  },
} as const;

export const eventsAnswerSchema = {
  type: 'object',
  required: ['counted'],
  additionalProperties: false,
  properties: { counted: { type: 'integer', minimum: 0 } },
} as const;

export const analyticsQuery = {
  type: 'object',
  required: ['days'],
  additionalProperties: false,
  properties: { days: { type: 'string', enum: ANALYTICS_RANGES.map(String) } },
} as const;

const count = { type: 'integer', minimum: 0 } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const ranked = { type: 'array', items: { type: 'object', required: ['key', 'views', 'visitors'], additionalProperties: false, properties: { key: { type: 'string' }, views: count, visitors: count } } } as const;

/** AnalyticsReport (src/lib/analytics/contract.ts). */
export const analyticsReportSchema = {
  type: 'object',
  required: ['days', 'from', 'to', 'generatedAt', 'totals', 'daily', 'sources', 'pages', 'vitals', 'devices', 'languages'],
  additionalProperties: false,
  properties: {
    days: { enum: [...ANALYTICS_RANGES] },
    from: day,
    to: day,
    generatedAt: { type: 'string' },
    totals: { type: 'object', required: ['views', 'visitors', 'conversions', 'engagedMs'], additionalProperties: false, properties: { views: count, visitors: count, conversions: count, engagedMs: count } },
    daily: { type: 'array', items: { type: 'object', required: ['day', 'views', 'visitors'], additionalProperties: false, properties: { day, views: count, visitors: count } } },
    sources: ranked,
    pages: { type: 'array', items: { type: 'object', required: ['path', 'views', 'leads'], additionalProperties: false, properties: { path: { type: 'string' }, views: count, leads: count } } },
    vitals: {
      type: 'array',
      items: {
        type: 'object',
        required: ['template', 'vitals'],
        additionalProperties: false,
        properties: {
          template: { type: 'string' },
          vitals: {
            type: 'array',
            items: {
              type: 'object',
              required: ['name', 'p75', 'samples', 'rating'],
              additionalProperties: false,
              properties: { name: { enum: [...VITAL_NAMES] }, p75: { type: 'number' }, samples: count, rating: { enum: ['good', 'needs-improvement', 'poor'] } },
            },
          },
        },
      },
    },
    devices: ranked,
    languages: ranked,
  },
} as const;
