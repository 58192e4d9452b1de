import { BackLink } from "~/components/back-link";
import { CopyCodeButton } from "~/components/copy-code-button";
import { Card } from "~/components/ui/card";

/**
 * /servercodes. `code` is undefined until the query has been read after hydration (the prerendered
 * HTML cannot know it), "" when the link carries none. The code is always rendered as text.
 */
export function ServerCodeCard({ code }: { code: string | undefined }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-10">
      <div>
        <BackLink to="/">Back to Home</BackLink>
      </div>
      <Card className="flex min-w-0 flex-col gap-5" aria-busy={code === undefined}>
        {code === undefined ? <Pending /> : code === "" ? <NoCode /> : <WithCode code={code} />}
      </Card>
    </div>
  );
}

function WithCode({ code }: { code: string }) {
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Server Code</h1>
      <p
        data-testid="server-code"
        className="rounded-xl border border-border bg-surface-2 px-4 py-3 font-mono text-lg break-all whitespace-pre-wrap select-all"
      >
        {code}
      </p>
      <p className="text-muted">
        Copy this Server Code, input it into the Server Codes textbox and you will be redirected automatically.
      </p>
      <div>
        <CopyCodeButton code={code} />
      </div>
    </>
  );
}

function NoCode() {
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">No Server Code</h1>
      <p className="text-muted">No server code was provided in the URL.</p>
    </>
  );
}

function Pending() {
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Server Code</h1>
      <p className="text-muted">Reading the server code from the link...</p>
    </>
  );
}
