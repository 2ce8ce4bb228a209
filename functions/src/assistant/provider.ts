/**
 * The model path: one chat completion from an OpenAI-compatible API with the
 * plan's JSON schema as structured output, validated with the planner's zod
 * schema. Any failure (timeout, 429, 5xx, network, invalid JSON, a plan that
 * does not validate) is a ProviderError, which the caller turns into the
 * embedded planner's answer.
 */
import OpenAI from 'openai';
import { parseTripPlan, tripPlanJsonSchema, type TripPlan } from '@/domain/assistant/planner/schema';

export interface ProviderConfig {
  apiKey: string;
  baseURL: string;
  model: string;
  timeoutMs: number;
}

export type ProviderFailure = 'timeout' | 'rate-limited' | 'server-error' | 'network' | 'invalid-answer' | 'refused';

export class ProviderError extends Error {
  constructor(
    readonly reason: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export type JsonSchema = Record<string, unknown>;

/**
 * OpenAI's strict structured output wants every property listed in
 * `required` and `additionalProperties: false` on every object. Optional
 * properties become nullable instead; `cleanNulls` undoes that on the answer.
 */
export function strictSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strictSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === '$schema') continue;
    out[key] = key === 'properties' ? value : strictSchema(value);
  }
  if (out.type === 'object' && typeof out.properties === 'object' && out.properties !== null) {
    const properties = out.properties as Record<string, unknown>;
    const required = new Set(Array.isArray(out.required) ? (out.required as string[]) : []);
    const strictProperties: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(properties)) {
      const inner = strictSchema(value);
      strictProperties[name] = required.has(name) ? inner : { anyOf: [inner, { type: 'null' }] };
    }
    out.properties = strictProperties;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

let cachedSchema: unknown;
export function tripPlanStrictSchema(): JsonSchema {
  cachedSchema ??= strictSchema(tripPlanJsonSchema());
  return cachedSchema as JsonSchema;
}

/** Drops the nulls strict mode puts where the plan schema has optional fields. */
function cleanNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cleanNulls);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'approximate' && inner === null) continue;
    out[key] = cleanNulls(inner);
  }
  return out;
}

export const SYSTEM_PROMPT = [
  'You are the trip planner of Wayfare, a travel-planning app.',
  'Answer with one day-by-day plan as JSON that follows the given schema.',
  'Use only real places that exist, with their real names and coordinates; prefer the places listed as known to us.',
  'Order each day so it can be walked: nearby places together, lunch around 12:30 and dinner around 19:30.',
  'Item types: attraction, restaurant, activity, transport. Times are HH:MM in 24 hours; dates yyyy-mm-dd or null.',
  'Put the assumptions you made in "assumptions", anything the traveller should know in "warnings".',
].join(' ');

/** One structured-output completion: the parsed JSON of the answer. Throws ProviderError on any failure. */
export async function completeJson(
  config: ProviderConfig,
  request: { name: string; schema: JsonSchema; system: string; user: string },
): Promise<unknown> {
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });
  let content: string | null | undefined;
  try {
    const completion = await client.chat.completions.create({
      model: config.model,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: request.name, schema: request.schema, strict: true },
      },
    });
    const choice = completion.choices[0];
    if (choice?.message.refusal) throw new ProviderError('refused', `the model refused: ${choice.message.refusal}`);
    content = choice?.message.content;
  } catch (error) {
    throw asProviderError(error);
  }
  if (!content) throw new ProviderError('invalid-answer', 'the model answered with no content');
  try {
    return JSON.parse(content);
  } catch {
    throw new ProviderError('invalid-answer', 'the model answered with invalid JSON');
  }
}

/** Asks the model for a plan. Throws ProviderError on any failure. */
export async function planWithModel(config: ProviderConfig, userPrompt: string): Promise<TripPlan> {
  const json = await completeJson(config, { name: 'trip_plan', schema: tripPlanStrictSchema(), system: SYSTEM_PROMPT, user: userPrompt });
  try {
    return parseTripPlan(cleanNulls(json));
  } catch (error) {
    throw new ProviderError('invalid-answer', `the model's plan did not validate: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}`);
  }
}

function asProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new ProviderError('timeout', 'the model did not answer in time');
  if (error instanceof OpenAI.APIConnectionError) return new ProviderError('network', `the model could not be reached: ${error.message}`);
  if (error instanceof OpenAI.APIError) {
    const status = Number(error.status ?? 0);
    if (status === 429) return new ProviderError('rate-limited', 'the model is rate limited (429)');
    if (status >= 500) return new ProviderError('server-error', `the model's server failed (${status})`);
    return new ProviderError('server-error', `the model's API refused the request (${status}): ${error.message}`);
  }
  return new ProviderError('network', error instanceof Error ? error.message : String(error));
}
