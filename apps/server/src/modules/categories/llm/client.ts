/**
 * One request to an OpenAI-compatible chat-completions endpoint (Ollama, vLLM) for the optional
 * local language model (decision 029). Errors never carry the prompt or the reply.
 */
import { z } from 'zod';
import type { LlmConfig } from '../../../config.ts';
import type { ChatMessage } from './prompt.ts';

/** Worth retrying later: the server is down, slow, busy (429) or failing (5xx). */
export class LlmUnavailableError extends Error {
  override name = 'LlmUnavailableError';
}

/** Retrying will not help (401, 404 unknown model, 400): the configuration needs a look. */
export class LlmRefusedError extends Error {
  override name = 'LlmRefusedError';
}

const completionSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
});

/** The first choice's content; null when the server answered something else (dropped). */
export async function askChat(
  config: LlmConfig,
  messages: ChatMessage[],
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  let response: Response;
  try {
    response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        response_format: { type: 'json_object' },
        temperature: 0,
        stream: false,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const kind = error instanceof Error ? error.name : 'error';
    throw new LlmUnavailableError(`language model not reachable (${kind})`);
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel();
    throw new LlmUnavailableError(`language model answered HTTP ${response.status}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new LlmRefusedError(`language model refused the request: HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // a body cut off by a timeout is the server's trouble, not a bad answer
    if (error instanceof Error && ['TimeoutError', 'AbortError'].includes(error.name))
      throw new LlmUnavailableError('language model timed out while answering');
    return null;
  }
  const parsed = completionSchema.safeParse(body);
  return parsed.success ? (parsed.data.choices[0]!.message.content ?? null) : null;
}
