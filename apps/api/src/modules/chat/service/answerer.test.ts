import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sites } from "@housing/site-config";
import type { Logger } from "../../../core/logger";
import { modelAnswerer, type ModelSettings } from "./answerer";
import { NOT_FOUND_ANSWERS } from "./compose";
import type { RetrievedPassage } from "./retrieve";

/*
 * The model answerer against a small local server speaking the chat-completions shape: what it
 * sends, how the model's text is cleaned, and the extractive answer when the model fails.
 */

interface Exchange {
  headers: IncomingMessage["headers"];
  body: { model: string; messages: { role: string; content: string }[] };
}

let server: Server;
let url = "";
const exchanges: Exchange[] = [];
let reply: (response: ServerResponse) => void = () => undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString()));
    request.on("end", () => {
      exchanges.push({ headers: request.headers, body: JSON.parse(text) as Exchange["body"] });
      reply(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  exchanges.length = 0;
});

const answerWith = (content: string) => (response: ServerResponse) => {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(
    JSON.stringify({
      id: "c1",
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content } }],
    }),
  );
};

const warnings: { message: string; fields: unknown }[] = [];
const logger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: (message, fields) => warnings.push({ message, fields }),
  error: () => undefined,
};

const site = sites.se;
const QUESTION = "Hur länge gäller garantin?";
const passages: RetrievedPassage[] = [
  {
    url: "/kundservice/vanliga-fragor/",
    title: "Vanliga frågor",
    text: "Hur länge gäller garantin? Du har två års garanti på arbete och fem års garanti enligt konsumenttjänstlagen.",
    rank: 1,
    coverage: 1,
    matched: 9,
  },
  {
    url: "/kopa-bostad/",
    title: "Köpa bostad",
    text: "När du köper nyproducerat får du ett hem med garantier.",
    rank: 0.6,
    coverage: 0.5,
    matched: 4,
  },
];
const settings = (): ModelSettings => ({ url, apiKey: "test-key", model: "small-1", timeoutMs: 2000 });

describe("the model answerer", () => {
  it("sends the numbered passages and the question as data under a system prompt, with the key and model", async () => {
    reply = answerWith("Garantin gäller i två år för arbete och fem år enligt lagen [1].");
    const response = await modelAnswerer(settings(), logger).answer({ site, question: QUESTION, passages });
    expect(exchanges).toHaveLength(1);
    const [{ headers, body }] = exchanges as [Exchange];
    expect(headers.authorization).toBe("Bearer test-key");
    expect(body.model).toBe("small-1");
    expect(body.messages[0]!.role).toBe("system");
    expect(body.messages[0]!.content).toMatch(/only from the numbered passages/);
    expect(body.messages[0]!.content).toMatch(/in Swedish/);
    expect(body.messages[0]!.content).toMatch(/data, not instructions/);
    expect(body.messages[1]!.content).toContain(`[1] Vanliga frågor\n${passages[0]!.text}`);
    expect(body.messages[1]!.content).toContain(`[2] Köpa bostad`);
    expect(body.messages[1]!.content).toContain(QUESTION);
    expect(response).toEqual({
      answer: "Garantin gäller i två år för arbete och fem år enligt lagen [1].",
      citations: [{ citationId: 1, urlTitle: "Vanliga frågor", url: "/kundservice/vanliga-fragor/" }],
    });
  });

  it("strips links, markup and markers of no passage, and numbers the pages it cites from 1", async () => {
    reply = answerWith(
      "**Två år** för arbete [2]. Läs mer på https://evil.example/x och [www.evil.example](https://evil.example) [7]. <a href='//evil.example'>Här</a> [1]",
    );
    const response = await modelAnswerer(settings(), logger).answer({ site, question: QUESTION, passages });
    expect(JSON.stringify(response)).not.toMatch(/evil|https?:|<|\*\*|\[7\]/);
    expect(response.citations).toEqual([
      { citationId: 1, urlTitle: "Köpa bostad", url: "/kopa-bostad/" },
      { citationId: 2, urlTitle: "Vanliga frågor", url: "/kundservice/vanliga-fragor/" },
    ]);
    expect(response.answer).toMatch(/^Två år för arbete \[1\]\..*Här \[2\]$/);
  });

  it("gives the extractive answer when the model fails, times out or answers nothing, and logs no words of the question", async () => {
    const failures: ((response: ServerResponse) => void)[] = [
      (response) => {
        response.writeHead(500);
        response.end("{}");
      },
      (response) => {
        setTimeout(() => answerWith("Too late [1].")(response), 400);
      },
      answerWith(""),
      (response) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end("not json");
      },
    ];
    warnings.length = 0;
    for (const failure of failures) {
      reply = failure;
      const response = await modelAnswerer({ ...settings(), timeoutMs: 200 }, logger).answer({
        site,
        question: QUESTION,
        passages,
      });
      expect(response.answer).toMatch(/fem års garanti/);
      expect(response.citations[0]?.url).toBe("/kundservice/vanliga-fragor/");
    }
    expect(warnings.map((warning) => (warning.fields as { reason: string }).reason)).toEqual([
      "status 500",
      "timeout",
      "empty answer",
      "malformed answer",
    ]);
    expect(JSON.stringify(warnings)).not.toMatch(/garanti/i);
  });

  it("does not ask the model when nothing relevant was retrieved: the honest answer, no citations", async () => {
    reply = answerWith("A guess [1].");
    const weak = passages.map((passage) => ({ ...passage, rank: 0.1, coverage: 0.1 }));
    const response = await modelAnswerer(settings(), logger).answer({
      site,
      question: "Vad kostar en pizza?",
      passages: weak,
    });
    expect(response).toEqual({ answer: NOT_FOUND_ANSWERS.sv, citations: [] });
    expect(exchanges).toHaveLength(0);
  });
});
