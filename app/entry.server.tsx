/**
 * Renders each page at build time (prerendering; no server bundle ships). React Router's default,
 * except that no page gets the hydration data stream: no page loads React Router in the browser (the
 * root Layout renders no <Scripts/>; the islands hydrate on their own, app/islands/).
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { SpaFallbackRender } from "~/components/spa-fallback";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  // React Router's own SPA fallback render (deleted by postbuild) must still carry its scripts.
  const spaFallback = request.headers.get("X-React-Router-SPA-Mode") === "yes";
  const context: EntryContext = spaFallback ? routerContext : { ...routerContext, serverHandoffStream: undefined };

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    // Prerendering: wait for everything, so the HTML is complete.
    const { pipe, abort } = renderToPipeableStream(
      <SpaFallbackRender value={spaFallback}>
        <ServerRouter context={context} url={request.url} />
      </SpaFallbackRender>,
      {
        // Every Suspense boundary written in place, however large: without this React moves big ones to
        // a hidden element that an inline script reveals, which a page without JavaScript never does.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
