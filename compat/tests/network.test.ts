import type { FetchLike, PopcornError } from "@popcorn-kit/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getJSONP, jsonpUrl, unwrapJsonp } from "../src/network/jsonp.js";
import { getScript } from "../src/network/script.js";
import { httpData, xhr } from "../src/network/xhr.js";

/** A fetch that answers `body` with `status`, and records the URLs it was asked for. */
function fakeFetch(body: string, status = 200) {
  const urls: string[] = [];
  const fetch = vi.fn<FetchLike>(async (url) => {
    urls.push(url);
    return { ok: status >= 200 && status < 300, status, text: async () => body };
  });
  return { fetch, urls };
}

/** A fetch that never answers, but rejects when its signal aborts (as fetch does). */
const silentFetch: FetchLike = (_url, init) =>
  new Promise((_resolve, reject) => {
    (init.signal as AbortSignal | undefined)?.addEventListener("abort", () => reject(new Error("aborted")));
  });

async function refusalOf(promise: Promise<unknown>): Promise<PopcornError> {
  try {
    await promise;
  } catch (error) {
    return error as PopcornError;
  }
  throw new Error("expected a refusal");
}

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

describe("Popcorn.xhr", () => {
  it("hands 1.x's { text, json, xml } object by default, and the reading of a named dataType", async () => {
    const json = fakeFetch('{"data":[1,2]}');
    const data = (await xhr({ url: "/notes.json", fetch: json.fetch })) as {
      text: string;
      json: unknown;
      xml: unknown;
    };
    expect(data).toEqual({ text: '{"data":[1,2]}', json: { data: [1, 2] }, xml: null });

    const xml = fakeFetch("<popcorn><timeline/></popcorn>");
    const seen: unknown[] = [];
    await xhr({ url: "/notes.xml", fetch: xml.fetch, success: (value) => seen.push(value) });
    const object = seen[0] as { json: unknown; xml: Document };
    expect(object.json).toBeNull();
    expect(object.xml.documentElement.nodeName).toBe("popcorn");

    expect(await xhr({ url: "/notes.json", dataType: "JSON", fetch: json.fetch })).toEqual({ data: [1, 2] });
    expect(await xhr({ url: "/notes.json", dataType: "text", fetch: json.fetch })).toBe('{"data":[1,2]}');
    const doc = (await xhr({ url: "/notes.xml", dataType: "xml", fetch: xml.fetch })) as Document;
    expect(doc.documentElement.nodeName).toBe("popcorn");
    expect(json.urls).toEqual(["/notes.json", "/notes.json", "/notes.json"]);
  });

  it.each(["javascript:alert(1)", " JaVa\tScript:alert(1)", "data:text/plain,hi", "file:///etc/passwd", ""])(
    "refuses the URL %j with a PopcornError naming it, and never fetches it",
    async (url) => {
      const { fetch } = fakeFetch("{}");
      const error = await refusalOf(xhr({ url, fetch }));
      expect(error.name).toBe("PopcornError");
      expect(error.code).toBe("INVALID_OPTION");
      expect(error.message).toContain(JSON.stringify(url.trim() === "" ? url : url).slice(1, 8));
      expect(error.details.value).toBe(url);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it("gives a refusal to `error` when there is one, and then resolves", async () => {
    const { fetch } = fakeFetch("{}");
    const errors: PopcornError[] = [];
    const success = vi.fn();
    const result = await xhr({ url: "javascript:void 0", fetch, success, error: (e) => errors.push(e) });
    expect(result).toBeUndefined();
    expect(success).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.details.value).toBe("javascript:void 0");
  });

  it("refuses an answer over the size limit, a status other than 2xx, and JSON that is not JSON", async () => {
    const big = await refusalOf(xhr({ url: "/big.txt", maxBytes: 10, fetch: fakeFetch("x".repeat(11)).fetch }));
    expect(big.code).toBe("LOAD");
    expect(big.message).toContain('"/big.txt"');
    expect(big.message).toContain("larger than 10 bytes");

    const missing = await refusalOf(xhr({ url: "/missing.json", fetch: fakeFetch("", 404).fetch }));
    expect(missing.code).toBe("LOAD");
    expect(missing.message).toContain("HTTP 404");
    expect(missing.details.value).toBe("/missing.json");

    const broken = await refusalOf(xhr({ url: "/broken.json", dataType: "json", fetch: fakeFetch("{nope").fetch }));
    expect(broken.code).toBe("PARSE");
    expect(broken.message).toContain('"/broken.json"');
  });

  it("gives up after its time-out (30 s by default) and leaves no timer behind", async () => {
    vi.useFakeTimers();
    const pending = refusalOf(xhr({ url: "/slow.json", fetch: silentFetch }));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe("LOAD");
    expect(error.message).toContain("no answer within 30 s");
    expect(error.details.value).toBe("/slow.json");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops when its signal aborts", async () => {
    const controller = new AbortController();
    const pending = refusalOf(xhr({ url: "/slow.json", fetch: silentFetch, signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.code).toBe("LOAD");
    expect(error.message).toContain("aborted");
    expect(error.details.value).toBe("/slow.json");
  });

  it("refuses XML with a DOCTYPE, whose entities would otherwise be expanded", async () => {
    const text = '<!DOCTYPE x [<!ENTITY a "aaaa">]><x>&a;</x>';
    const error = await refusalOf(xhr({ url: "/bomb.xml", dataType: "xml", fetch: fakeFetch(text).fetch }));
    expect(error.code).toBe("PARSE");
    expect(error.message).toContain("DOCTYPE");
    const object = (await xhr({ url: "/bomb.xml", fetch: fakeFetch(text).fetch })) as { xml: unknown };
    expect(object.xml).toBeNull();
  });

  it("POSTs 1.x's data as a form body, and a GET appends it to the query", async () => {
    const { fetch, urls } = fakeFetch('{"method":"post"}');
    const data = await xhr({ url: "/method", type: "POST", data: "a=1", dataType: "json", fetch });
    expect(data).toEqual({ method: "post" });
    expect(urls).toEqual(["/method"]);
    expect(fetch.mock.calls[0]![1]).toMatchObject({
      method: "POST",
      body: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8", accept: expect.any(String) },
    });
    await xhr({ url: "/method?x=0", type: "get", data: "a=1", fetch });
    expect(urls[1]).toBe("/method?x=0&a=1");
    expect(fetch.mock.calls[1]![1]).not.toHaveProperty("method");
  });

  it("POSTs to an accepted URL only", async () => {
    const { fetch } = fakeFetch("{}");
    const error = await refusalOf(xhr({ url: "javascript:alert(1)", type: "POST", data: "a=1", fetch }));
    expect(error.code).toBe("INVALID_OPTION");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses bad options, naming each", async () => {
    const { fetch } = fakeFetch("{}");
    const cases: [Record<string, unknown>, string][] = [
      [{ url: "/a", dataType: "html" }, "dataType"],
      [{ url: "/a", timeout: -1 }, "timeout"],
      [{ url: "/a", maxBytes: 1.5 }, "maxBytes"],
      [{ url: "/a", type: "PUT" }, "type"],
      [{ url: "/a", type: "POST", contentType: 1 }, "contentType"],
      [{ url: "/a", success: "alert(1)" }, "success"],
    ];
    for (const [options, name] of cases) {
      const error = await refusalOf(xhr({ ...options, fetch } as never));
      expect(error.code).toBe("INVALID_OPTION");
      expect(error.message).toContain(name);
      expect(error.details.value).toBe(options[name]);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("timeout: 0", () => {
  /** A fetch that answers `body` only when `answer()` is called. */
  function lateFetch(body: string) {
    let answer!: () => void;
    const fetch: FetchLike = () =>
      new Promise((resolve) => {
        answer = () => resolve({ ok: true, status: 200, text: async () => body });
      });
    return { fetch, answer: () => answer() };
  }

  it("is no time-out for Popcorn.xhr, getJSONP and getScript, as in core's loadTrack", async () => {
    vi.useFakeTimers();
    const hour = 3_600_000;
    const json = lateFetch('{"a":1}');
    const reading = xhr({ url: "/late.json", dataType: "json", timeout: 0, fetch: json.fetch });
    await vi.advanceTimersByTimeAsync(hour);
    expect(vi.getTimerCount()).toBe(0);
    json.answer();
    expect(await reading).toEqual({ a: 1 });

    const jsonp = lateFetch('cb({"b":2})');
    const unwrapping = getJSONP("/api", undefined, { timeout: 0, fetch: jsonp.fetch });
    await vi.advanceTimersByTimeAsync(hour);
    expect(vi.getTimerCount()).toBe(0);
    jsonp.answer();
    expect(await unwrapping).toEqual({ b: 2 });

    const loading = getScript("/late.js", undefined, { timeout: 0 });
    await vi.advanceTimersByTimeAsync(hour);
    expect(vi.getTimerCount()).toBe(0);
    document.head.querySelector("script")!.dispatchEvent(new Event("load"));
    await loading;
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });
});

describe("Popcorn.xhr.httpData", () => {
  /** An XMLHttpRequest as httpData reads it, done when `finish` is called. */
  const request = (responseText: string) => {
    const ajax = { readyState: 1, responseText, onreadystatechange: null as null | (() => void) };
    return { ajax, finish: () => ((ajax.readyState = 4), ajax.onreadystatechange?.()) };
  };

  it("calls success once the request is done, with 1.x's { text, json, xml } or the dataType's reading", () => {
    const whole = request('{"a":1}');
    const success = vi.fn();
    httpData({ ajax: whole.ajax as never, success });
    expect(success).not.toHaveBeenCalled();
    whole.finish();
    expect(success).toHaveBeenCalledWith({ text: '{"a":1}', json: { a: 1 }, xml: null });
    expect(success.mock.contexts[0]).toBe(whole.ajax);

    const json = request("not json");
    const read = vi.fn();
    httpData({ ajax: json.ajax as never, success: read, dataType: "json" });
    json.finish();
    expect(read).toHaveBeenCalledWith(null);
  });

  it("refuses settings without a request", () => {
    expect(() => httpData({} as never)).toThrow(expect.objectContaining({ code: "INVALID_OPTION" }));
    expect(() => httpData(undefined as never)).toThrow(/httpData settings undefined/);
  });
});

describe("Popcorn.getJSONP", () => {
  it("fills in the callback parameter as 1.x did", () => {
    expect(jsonpUrl("/api?x=1")).toMatch(/^\/api\?x=1&callback=jsonp\d+$/);
    expect(jsonpUrl("/api")).toMatch(/^\/api\?callback=jsonp\d+$/);
    expect(jsonpUrl("/api?callback=?&x=1")).toMatch(/^\/api\?callback=jsonp\d+&x=1$/);
    expect(jsonpUrl("/api?callback=handle")).toMatch(/^\/api\?callback=handle\d+$/);
    const filled = jsonpUrl("/api?jsonp=?");
    const name = /jsonp=(jsonp\d+)&callback=(jsonp\d+)$/.exec(filled);
    expect(name?.[1]).toBe(name?.[2]);
  });

  it("unwraps name(...), /**/name(...); and plain JSON without evaluating anything", async () => {
    const cases = ['jsonp1({"a":1})', '/**/ jsonp1({"a":1});\n', '// api\nwindow.cb.done ( {"a":1} ) ;', '{"a":1}'];
    for (const body of cases) {
      const { fetch, urls } = fakeFetch(body);
      const success = vi.fn();
      expect(await getJSONP("https://example.com/api", success, { fetch })).toEqual({ a: 1 });
      expect(success).toHaveBeenCalledWith({ a: 1 });
      expect(urls[0]).toMatch(/^https:\/\/example\.com\/api\?callback=jsonp\d+$/);
    }
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it.each(['var leaked = {"a":1}', 'cb({"a":1}); alert(1)', 'cb({"a":1}', "cb(alert(1))", "/* never closed"])(
    "refuses %j, which is not a JSONP call, with a PARSE error",
    async (body) => {
      const error = await refusalOf(getJSONP("/api", undefined, { fetch: fakeFetch(body).fetch }));
      expect(error.code).toBe("PARSE");
      expect(error.message).toMatch(/^the answer of "\/api\?callback=jsonp\d+"/);
      expect(error.details.value).toBe(body);
    },
  );

  // That it reads such input in one pass is checked by test/linear (scanners.ts), at 1 MB before a deadline.
  it("refuses a long almost-call", () => {
    const text = `${"a.".repeat(200_000)}a (${" ".repeat(200_000)}`;
    expect(() => unwrapJsonp(text, "x")).toThrow(/not a JSONP call/);
  });

  it("calls success with { error } when the read fails, as 1.x did, and rejects without success", async () => {
    const { fetch } = fakeFetch("missing", 404);
    const success = vi.fn();
    const answer = (await getJSONP("/404.gif", success, { fetch })) as { error: PopcornError };
    expect(success).toHaveBeenCalledWith(answer);
    expect(answer.error.code).toBe("LOAD");
    expect(answer.error.message).toContain("404");
    expect((await refusalOf(getJSONP("/404.gif", undefined, { fetch }))).code).toBe("LOAD");
  });

  it("refuses a javascript: URL, never fetched", async () => {
    const { fetch } = fakeFetch("{}");
    const success = vi.fn();
    const error = await refusalOf(getJSONP("javascript:alert(1)", success, { fetch }));
    expect(success).not.toHaveBeenCalled();
    expect(error.code).toBe("INVALID_OPTION");
    expect(error.details.value).toBe("javascript:alert(1)");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("Popcorn.getScript", () => {
  it("adds a <script src> to the head, calls success once it loaded, and removes it", async () => {
    const success = vi.fn();
    const loading = getScript("https://example.com/widget.js", success);
    const script = document.head.querySelector("script")!;
    expect(script.src).toBe("https://example.com/widget.js");
    script.dispatchEvent(new Event("load"));
    await loading;
    expect(success).toHaveBeenCalledOnce();
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });

  it("refuses javascript:, data: and blob: URLs and adds nothing", async () => {
    for (const url of ["javascript:alert(1)", "data:text/javascript,alert(1)", "blob:https://example.com/1"]) {
      const error = await refusalOf(getScript(url));
      expect(error.code).toBe("INVALID_OPTION");
      expect(error.details.value).toBe(url);
      expect(document.querySelectorAll("script")).toHaveLength(0);
    }
  });

  it("is a LOAD error when the script fails or times out, and the element and timer are gone", async () => {
    const failing = refusalOf(getScript("/missing.js"));
    document.head.querySelector("script")!.dispatchEvent(new Event("error"));
    const failed = await failing;
    expect(failed.code).toBe("LOAD");
    expect(failed.details.value).toBe("/missing.js");
    expect(document.querySelectorAll("script")).toHaveLength(0);

    vi.useFakeTimers();
    const slow = refusalOf(getScript("/slow.js", undefined, { timeout: 5 }));
    await vi.advanceTimersByTimeAsync(5000);
    const timedOut = await slow;
    expect(timedOut.message).toContain("no answer within 5 s");
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
