import OpenAI, { APIConnectionTimeoutError, APIUserAbortError } from 'openai';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { LlmConfig } from '../../config.ts';

/** Why the model gave nothing usable. */
export type LlmFailure = 'timeout' | 'malformed' | 'refused' | 'unavailable';
export type LlmResult<T> = { ok: true; value: T } | { ok: false; reason: LlmFailure };

export interface LlmMessage {
  role: 'system' | 'user';
  content: string;
}

export interface LlmClient {
  /**
   * One chat completion whose answer must match `schema`: asked for as structured output (the schema as JSON
   * schema), then checked with the same schema. A malformed answer is asked for once more; a timeout, a refusal or
   * an unreachable model is not retried.
   */
  complete<T>(name: string, schema: z.ZodType<T>, messages: LlmMessage[]): Promise<LlmResult<T>>;
}

/**
 * The JSON schema the model is asked to follow. Regular expressions are left out (zod writes a long one for date-time,
 * which some servers' grammars cannot compile); `format` stays, and our own check is the strict one.
 */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    override: (ctx) => {
      delete (ctx.jsonSchema as { pattern?: unknown }).pattern;
    },
  }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}

/**
 * The official `openai` client over any OpenAI-compatible chat completions API (OpenAI, Azure OpenAI's v1 endpoint,
 * Ollama, vLLM, llama.cpp's server), ADR 23. The client's own retries are off (`maxRetries: 0`), so the one retry on
 * a malformed answer here is the only one, and each attempt ends at the configured timeout.
 */
export function createLlmClient(config: LlmConfig, logger: Pick<Logger, 'warn'>): LlmClient {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Local servers need no key, but the client refuses to start without one.
    apiKey: config.apiKey ?? 'none',
    timeout: config.timeoutMs,
    maxRetries: 0,
  });

  async function attempt<T>(
    name: string,
    schema: z.ZodType<T>,
    messages: LlmMessage[],
  ): Promise<LlmResult<T> | 'malformed'> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await client.chat.completions.create(
        {
          model: config.model,
          messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name, strict: true, schema: jsonSchemaOf(schema) },
          },
        },
        { signal: AbortSignal.timeout(config.timeoutMs) },
      );
    } catch (error) {
      if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
        return { ok: false, reason: 'timeout' };
      }
      // Never the request or the answer: only what went wrong.
      logger.warn({ err: describe(error) }, 'The AI model could not be reached');
      return { ok: false, reason: 'unavailable' };
    }
    const choice = completion.choices?.[0];
    if (choice?.message?.refusal || choice?.finish_reason === 'content_filter') return { ok: false, reason: 'refused' };
    const content = choice?.message?.content;
    if (typeof content !== 'string') return 'malformed';
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      return 'malformed';
    }
    const parsed = schema.safeParse(json);
    return parsed.success ? { ok: true, value: parsed.data } : 'malformed';
  }

  return {
    async complete(name, schema, messages) {
      for (let tries = 0; tries < 2; tries++) {
        const result = await attempt(name, schema, messages);
        if (result !== 'malformed') return result;
        logger.warn({ attempt: tries + 1 }, 'The AI model gave a malformed answer');
      }
      return { ok: false, reason: 'malformed' };
    },
  };
}

function describe(error: unknown) {
  if (error instanceof OpenAI.APIError) return { status: error.status, message: error.message.slice(0, 200) };
  return { message: error instanceof Error ? error.message.slice(0, 200) : String(error) };
}
