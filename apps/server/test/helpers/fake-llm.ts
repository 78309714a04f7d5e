/**
 * A real HTTP server (node:http) that speaks the OpenAI chat-completions shape, standing in for a
 * local Ollama or vLLM in tests of the optional language model (decision 029). It records every
 * request body; `mode` picks its behaviour; `hold()` keeps answers back until `release()`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmMode = 'answer' | 'garbage' | 'hang-up' | 'refuse';

/** What the model "knows": merchant name → its answer (a category and confidence). */
export type FakeKnowledge = Record<string, { category: string; confidence: number }>;

export type FakeLlm = {
  baseUrl: string;
  /** Parsed request bodies, in order. */
  requests: Array<{ raw: string; json: Record<string, unknown> }>;
  mode: FakeLlmMode;
  /** The merchant names asked so far, over all requests. */
  askedMerchants(): string[];
  hold(): void;
  release(): void;
  close(): Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

type Asked = { id: string; merchant: string };

function merchantsOf(json: Record<string, unknown>): Asked[] {
  const messages = json.messages as Array<{ role: string; content: string }>;
  const user = messages.find((m) => m.role === 'user');
  return (JSON.parse(user?.content ?? '{}') as { merchants?: Asked[] }).merchants ?? [];
}

export async function startFakeLlm(knowledge: FakeKnowledge): Promise<FakeLlm> {
  let held: Promise<void> | null = null;
  let releaseHeld = () => {};
  const state = { mode: 'answer' as FakeLlmMode };
  const requests: FakeLlm['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const json = JSON.parse(raw) as Record<string, unknown>;
    requests.push({ raw, json });
    if (held) await held;
    if (state.mode === 'hang-up') {
      req.socket.destroy();
      return;
    }
    res.setHeader('content-type', 'application/json');
    if (state.mode === 'refuse') {
      res
        .writeHead(404)
        .end(JSON.stringify({ error: { message: 'model "test-model" not found' } }));
      return;
    }
    if (state.mode === 'garbage') {
      res.end(completion('I think Zorblax Ventures is probably a consultancy, maybe.'));
      return;
    }
    const answers = merchantsOf(json).flatMap((m) => {
      const known = knowledge[m.merchant];
      return known ? [{ id: m.id, merchant: m.merchant, ...known }] : [];
    });
    // a well-formed answer about a merchant nobody asked about: must be ignored
    answers.push({ id: 'm99', merchant: 'Starbucks', category: 'TRAVEL', confidence: 0.99 });
    res.end(completion(JSON.stringify({ answers })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeLlmMode) {
      state.mode = mode;
    },
    askedMerchants: () => requests.flatMap((r) => merchantsOf(r.json).map((m) => m.merchant)),
    hold() {
      held = new Promise<void>((resolve) => {
        releaseHeld = resolve;
      });
    },
    release() {
      held = null;
      releaseHeld();
    },
    close: () =>
      new Promise<void>((resolve) => {
        releaseHeld();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
