import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "~/lib/app-error";
import { methodNotAllowed, parseJsonBody, readJson } from "./http.server";

const schema = z.object({ speed: z.number() });
const post = (body: BodyInit, headers?: HeadersInit) =>
  new Request("http://site.test/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

async function refusal(
  promise: Promise<unknown>,
): Promise<{ status: number; body: { error: string }; cache: string | null }> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, body: await response.json(), cache: response.headers.get("cache-control") };
}

describe("readJson", () => {
  it("returns the body checked against the schema", async () => {
    expect(await readJson(post('{"speed":1.5}'), schema, { maxBytes: 100 })).toEqual({ speed: 1.5 });
  });

  it("refuses text that is not JSON with 400", async () => {
    const answer = await refusal(readJson(post("{speed"), schema, { maxBytes: 100 }));
    expect(answer).toEqual({ status: 400, body: { error: "The body must be JSON." }, cache: "no-store" });
  });

  it("refuses a body of the wrong shape with 400 naming the field", async () => {
    const answer = await refusal(readJson(post('{"speed":"fast"}'), schema, { maxBytes: 100 }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^Invalid speed: /);
  });

  it("refuses a body one byte over the limit with 413, declared or streamed", async () => {
    const text = JSON.stringify({ speed: 1, pad: "x".repeat(100) });
    const declared = await refusal(readJson(post(text), schema, { maxBytes: text.length - 1 }));
    expect(declared).toEqual({
      status: 413,
      body: { error: `The body is limited to ${text.length - 1} bytes.` },
      cache: "no-store",
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });
    expect((await refusal(readJson(post(stream), schema, { maxBytes: text.length - 1 }))).status).toBe(413);
    expect(await readJson(post(text), schema.passthrough(), { maxBytes: text.length })).toMatchObject({ speed: 1 });
  });

  it("refuses text the database cannot store with 400", async () => {
    const answer = await refusal(readJson(post('{"speed":1,"note":"a\\u0000b"}'), schema, { maxBytes: 100 }));
    expect(answer.status).toBe(400);
  });
});

describe("parseJsonBody", () => {
  it("throws a bad_request AppError for a text the schema refuses", () => {
    expect(() => parseJsonBody("[]", schema)).toThrow(AppError);
    expect(() => parseJsonBody("[]", schema)).toThrow(/^Invalid body: /);
  });
});

describe("methodNotAllowed", () => {
  it("answers 405 with the Allow header and the methods to use", async () => {
    const response = methodNotAllowed("GET, POST");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
    expect(await response.json()).toEqual({ error: "Use GET, POST." });
  });
});
