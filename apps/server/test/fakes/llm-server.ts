import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat completions server (POST /v1/chat/completions) for the AI event generator's tests
 * and the browser tests: real HTTP for the real `openai` client. Each request takes the next scripted answer, or the
 * default one: three good event options two weeks ahead.
 */
export type FakeAnswer =
  /** The assistant's content, as is (JSON text or not). */
  | { content: string }
  /** A refusal (structured outputs' `message.refusal`). */
  | { refusal: string }
  /** No answer until the client gives up. */
  | { hang: true }
  /** An HTTP error status. */
  | { status: number };

export interface FakeRequest {
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  };
}

export interface FakeLlm {
  /** The base URL to configure as LLM_BASE_URL. */
  url: string;
  requests: FakeRequest[];
  /** Answers for the next requests, in order; then the default. */
  script(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

const DAY = 24 * 3600_000;

/** Three options whose start is `days` ahead at 09:00 UTC (so always in the future). */
export function goodOptions(days = 14) {
  const start = new Date(Math.floor((Date.now() + days * DAY) / DAY) * DAY + 9 * 3600_000);
  const at = (offset: number) => new Date(start.getTime() + offset * DAY).toISOString().replace('.000Z', 'Z');
  return {
    eventOptions: [
      {
        eventTitle: 'Summer Team Picnic',
        eventDescription:
          '<p>Join us for a <strong>relaxed afternoon</strong> in the park.</p><ul><li>Games</li><li>Food</li></ul>',
        eventDateTime: at(0),
        eventLocation: 'Riverside Park',
      },
      {
        eventTitle: 'Sunshine Social',
        eventDescription: '<p>An afternoon of sun, snacks and conversation with the team.</p>',
        eventDateTime: at(1),
        eventLocation: 'Rooftop Terrace',
      },
      {
        eventTitle: 'Picnic and Play',
        eventDescription: '<p>Bring a blanket: we bring the games.</p>',
        eventDateTime: at(2),
        eventLocation: 'City Gardens',
      },
    ],
  };
}

function completion(message: Record<string, unknown>, finishReason = 'stop') {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', refusal: null, ...message }, finish_reason: finishReason }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startFakeLlm(port = 0): Promise<FakeLlm> {
  const queue: FakeAnswer[] = [];
  const requests: FakeRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      let body: FakeRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest['body'];
      } catch {
        // recorded as empty
      }
      requests.push({ authorization: req.headers.authorization, body });
      const answer = queue.shift() ?? { content: JSON.stringify(goodOptions()) };
      if ('hang' in answer) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
        return;
      }
      const payload =
        'refusal' in answer
          ? completion({ content: null, refusal: answer.refusal })
          : completion({ content: answer.content });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/v1`,
    requests,
    script: (...answers) => queue.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };
}
