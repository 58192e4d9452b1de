// oxlint-disable vitest/valid-expect -- Vitest's expect(value, message) names the request that failed.
/**
 * Hostile and broken requests against the compiled production server (tests/abuse-server.ts): path
 * and encoding tricks, oversized targets and headers, odd methods and protocol misuse, hostile
 * language parameters, cookies and Accept-Language. Every answer must carry the site's headers;
 * after each group the server must have recovered. No timing or memory bound is asserted. Needs
 * `npm run build` first.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { abuseServer, missingHeaders, type RawAnswer } from "../tests/abuse-server.ts";
import { scriptHashesFile } from "../scripts/build-manifest.ts";
import { serverEntry } from "../tests/server-process.ts";
import { missingBuild } from "../tests/preconditions.ts";

if (!(existsSync(serverEntry) && existsSync(scriptHashesFile)))
  throw new Error(missingBuild("server/abuse-requests.test.ts"));

describe("the production server under hostile requests", () => {
  const abuse = abuseServer();
  const { page, get, send, expectRecovered } = abuse;

  it("path and encoding tricks", async () => {
    const cases: [string, number][] = [
      ["/..%2f..%2f..%2fetc/passwd", 400],
      ["/%2e%2e/%2e%2e/etc/passwd", 400],
      ["/%2E%2E%2Fpackage.json", 400],
      ["/assets/../../package.json", 400],
      ["/.%2e/package.json", 400],
      ["/%252e%252e/%252e%252e/package.json", 404],
      ["/%c0%ae%c0%ae/%c0%ae%c0%ae/package.json", 404],
      ["/%c0%af", 404],
      ["/%e0%80%af", 404],
      ["/%ed%a0%80", 404],
      ["/a%00b", 400],
      ["/robots.txt%00.html", 400],
      ["/%", 400],
      ["/%2", 400],
      ["/%g0", 400],
      ["/robots.txt%20", 404],
      ["/ROBOTS.TXT", 404],
      ["/robots.txt/", 404],
      ["/robots.txt/.", 404],
      ["/robots.txt;.html", 404],
      ["//robots.txt", 404],
      ["/games//fisch.svg", 404],
      ["///", 404],
      ["//evil.com", 404],
      ["//evil.com/", 404],
      ["/%2F%2Fevil.com/", 404],
      ["/\\evil.com", 404],
      ["/%5Cevil.com/", 404],
      ["/assets\\..\\..\\package.json", 404],
      ["/assets%5c..%5c..%5cpackage.json", 404],
      ["/.git/HEAD", 404],
      ["/.env", 404],
      ["/%2eenv", 404],
      ["/assets/", 404],
      ["/assets/.", 404],
      ["/build/server/index.js", 404],
      ["/../build/script-hashes.json", 400],
      ["/index.html%2ebr", 404],
      ["/robots.txt.gz", 404],
      ["/robots.txt.GZ", 404],
      ["/index.html.br", 404],
      ["/_headers", 404],
      ["/_redirects/", 404],
      [`/${"a".repeat(300)}`, 404],
      [`/${"a/".repeat(2000)}x`, 404],
      [`/${"%2e%2e/".repeat(200)}etc/passwd`, 400],
      [`/assets/${"./".repeat(500)}x.js`, 404],
      [`${page}/%2e`, 301],
      [`${page}/.`, 301],
      [`${page}?${"x".repeat(6000)}`, 200],
      [`${page}#fragment`, 200],
      [`/?%00`, 200],
      ["http://evil.com/robots.txt", 200],
    ];
    for (const [target, status] of cases) {
      const answer = await get(target);
      expect(answer.status, target.slice(0, 100)).toBe(status);
      expect(answer.body, target).not.toMatch(/root:x:0|"devDependencies"|"dependencies"|script-src/);
      // Only the two dot-segment forms of the page redirect, to the page itself; nothing else has a Location.
      expect(answer.headers.location, target).toBe(status === 301 ? page : undefined);
    }
    // Bytes that are not ASCII or are control characters, sent raw: Node's parser refuses them (nginx would look for such a file).
    for (const bytes of [
      "/\xc3\xa9",
      "/\xff\xfe",
      "/caf\xe9",
      "/\xc0\xae\xc0\xae/package.json",
      "/a\x01b",
      "/a\x7fb",
      "/a b",
      "/a\tb",
    ]) {
      expect(
        (await send(Buffer.from(`GET ${bytes} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, "latin1"))).status,
        JSON.stringify(bytes),
      ).toBe(400);
    }
    await expectRecovered("paths");
  }, 60_000);

  it("oversized targets and headers", async () => {
    const big = (await send(`GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)).status;
    expect(big).toBe(431);
    expect((await send(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`)).status).toBe(431);
    expect((await send(`GET / HTTP/1.1\r\nHost: x\r\n${"X-Hhhhhhhhh: vvvvvvvvvv\r\n".repeat(3000)}\r\n`)).status).toBe(
      431,
    );
    // More header fields than Node 26 accepts (1,000), well within the 16 KiB size limit (1,200 × 5 B): 431.
    expect((await send(`GET / HTTP/1.1\r\nHost: x\r\n${"X:v\r\n".repeat(1200)}Connection: close\r\n\r\n`)).status).toBe(
      431,
    );
    expect(
      (await send(`GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"c=1; ".repeat(2500)}\r\nConnection: close\r\n\r\n`)).status,
    ).toBe(200);
    expect(
      (await send(`GET / HTTP/1.1\r\nHost: x\r\n${"X-H: v\r\n".repeat(500)}Connection: close\r\n\r\n`)).status,
    ).toBe(200);
    expect((await send(`GET / HTTP/1.1\r\nHost: x\r\nX-Bad\u0001: v\r\n\r\n`)).status).toBe(400);
    expect((await send(`GET / HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n`)).status).toBe(400);
    expect((await send(`GET / HTTP/1.1\r\nHost: x\r\n Folded: v\r\n\r\n`)).status).toBe(400);
    expect((await send(`GET / HTTP/1.1\r\nHost: x\nX: bare-lf\r\n\r\n`)).status).toBe(400);
    expect((await send(`GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n`)).status).toBe(
      400,
    );
    expect(
      (await send(`GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`))
        .status,
    ).toBe(400);
    await expectRecovered("oversized");
  }, 60_000);

  it("odd methods and protocol misuse", async () => {
    for (const method of [
      "POST",
      "PUT",
      "DELETE",
      "PATCH",
      "OPTIONS",
      "TRACE",
      "PROPFIND",
      "MKCOL",
      "LOCK",
      "PURGE",
      "SEARCH",
    ]) {
      const answer = await send(
        `${method} ${page} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD");
    }
    expect((await send("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).status).toBe(405);
    expect((await send("CONNECT evil.com:443 HTTP/1.1\r\nHost: evil.com:443\r\n\r\n")).status).toBe(405);
    for (const line of [
      "get / HTTP/1.1",
      "FOO / HTTP/1.1",
      "GET",
      "GET / HTTP/9.9",
      "PRI * HTTP/2.0",
      "\u0016\u0003\u0001\u0002\u0000",
    ]) {
      expect((await send(`${line}\r\nHost: x\r\n\r\n`)).status, JSON.stringify(line)).toBe(400);
    }
    expect((await send("GET / HTTP/1.1\r\nConnection: close\r\n\r\n")).status, "HTTP/1.1 without Host").toBe(400);
    expect((await send("GET / HTTP/1.0\r\n\r\n")).status, "HTTP/1.0 without Host").toBe(200);
    expect((await send("GET /\r\n\r\n")).status, "an HTTP/0.9-style request line is answered like HTTP/1.0").toBe(200);
    expect((await send("GET / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n")).status).toBe(
      200,
    );
    expect(
      (await send("GET / HTTP/1.1\r\nHost: x\r\nExpect: the-unexpected\r\nConnection: close\r\n\r\n")).status,
    ).toBe(417);
    expect((await send("GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n")).status).toBe(
      200,
    );
    expect(
      (await send("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\nConnection: close\r\n\r\nhello world")).status,
    ).toBe(200);
    expect(
      (
        await send(
          "GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
        )
      ).status,
    ).toBe(200);
    // A broken body arrives after the request was answered: the answer stands, then the connection closes.
    expect((await send("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")).status).toBe(200);
    expect(
      (await send(`GET http://evil.com${page} HTTP/1.1\r\nHost: evil.com\r\nConnection: close\r\n\r\n`)).status,
    ).toBe(200);
    // Pipelined requests, one of them bad: the good ones are answered, then the connection closes.
    const pipelined = await send(`GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /%zz HTTP/1.1\r\nHost: x\r\n\r\nBAD\r\n\r\n`);
    expect(pipelined.status).toBe(200);
    // A CONNECT behind a request: that request's answer first (not a 405 in its place).
    expect(
      (await send("GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\nCONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n")).status,
    ).toBe(200);
    await expectRecovered("methods");
  }, 60_000);

  it("hostile language parameters, cookies and Accept-Language", async () => {
    const found: string[] = [];
    const check = (what: string, answer: RawAnswer, status?: number) => {
      const missing = missingHeaders(answer.status, answer.headers);
      if (missing.length) found.push(`${what} lacks ${missing.join(", ")}`);
      if (status !== undefined && answer.status !== status) found.push(`${what}: ${answer.status}, expected ${status}`);
      const location = answer.headers.location;
      // Only our own paths, never another host, never a header of the request's making.
      if (location !== undefined && (!/^\/(?!\/)[\x21-\x7e]*$/.test(location) || /\\/.test(location)))
        found.push(`${what}: Location ${JSON.stringify(location)}`);
      if (/\r\n(x-injected|set-cookie: evil)/i.test(answer.head)) found.push(`${what}: a header was injected`);
      const cookie = answer.headers["set-cookie"];
      if (
        cookie !== undefined &&
        !/^rift-lang=(en|pt-br|es|id|vi|th|fil|ru|ar); Path=\/; Max-Age=31536000; SameSite=Lax$/.test(cookie)
      )
        found.push(`${what}: Set-Cookie ${JSON.stringify(cookie)}`);
    };
    const rawGet = (target: string, headers = "") =>
      send(`GET ${target} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`);
    const lang = [
      "%0D%0ASet-Cookie:%20evil=1",
      "ru%0D%0AX-Injected:%201",
      "ru%250D%250A",
      "%E0%A4",
      "%zz",
      "x".repeat(8000),
      "//evil.com",
      "https:%2F%2Fevil.com",
      "..%2F..%2Fetc",
      "pt-br%00",
      "<script>",
    ];
    for (const value of lang) check(`?lang=${value.slice(0, 30)}`, await rawGet(`/?lang=${value}`), 200);
    check("a CRLF-laden parameter beside ?lang=", await rawGet("/?lang=ru&x=%0D%0AX-Injected:%201"), 302);
    check("an absolute-form target", await rawGet("http://evil.com/?lang=ru"), 302);
    check("//evil.com?lang=ru", await rawGet("//evil.com?lang=ru"), 404);
    check("2,000 parameters", await rawGet(`/joiner?${"a=b&".repeat(2000)}lang=ar`), 302);
    check("a raw CR in the query", await send("GET /?lang=ru\rX-Injected: 1 HTTP/1.1\r\nHost: x\r\n\r\n"), 400);
    const acceptLanguage = [
      `${"pt-BR;q=0.1, ".repeat(700)}ru`,
      `${"zz-ZZ-x-private-ext, ".repeat(600)}`,
      ";;;,,,=,q=,*;q=abc,;q=1",
      "pt-BR;q=2, ru;q=-1, ar;q=NaN",
      "\u00ff\u00fe",
      "*",
    ];
    for (const value of acceptLanguage)
      check(
        `Accept-Language ${JSON.stringify(value.slice(0, 30))}`,
        await rawGet("/", `Accept-Language: ${value}\r\n`),
      );
    const cookies = [
      "rift-lang=../../x",
      "rift-lang=https://evil.com",
      "rift-lang=%0D%0AX-Injected: 1",
      `rift-lang=${"r".repeat(8000)}`,
      `${"rift-lang=ru; ".repeat(500)}`,
      "rift-lang",
      "=rift-lang=ru",
    ];
    for (const value of cookies)
      check(`Cookie ${JSON.stringify(value.slice(0, 30))}`, await rawGet("/getkey", `Cookie: ${value}\r\n`));
    expect(found).toEqual([]);
    // What they should do: junk is ignored (English served), a real choice is honoured.
    expect((await rawGet("/", "Cookie: rift-lang=../../x\r\nAccept-Language: ru\r\n")).headers.location).toBe("/ru");
    expect((await rawGet("/?lang=ru&x=%0D%0AX:1")).headers.location).toBe("/ru?x=%0D%0AX:1");
    expect((await rawGet("http://evil.com/?lang=ru")).headers.location).toBe("/ru");
    await expectRecovered("language");
  }, 60_000);
});
