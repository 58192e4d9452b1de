/** The admin's passkey buttons ([data-passkey]): ask the server for options, run the ceremony, then open /admin. */
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

const post = async (path: string, body: object) => {
  const answer = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(json.error ?? `The server answered ${answer.status}.`);
  return json;
};

for (const button of document.querySelectorAll<HTMLButtonElement>("[data-passkey]")) {
  const message = button.parentElement?.querySelector("[data-passkey-message]");
  button.addEventListener("click", async () => {
    const ceremony = button.dataset.passkey!;
    const token = ceremony === "register" ? location.pathname.split("/").pop() : undefined;
    button.disabled = true;
    try {
      const { options, challengeId } = await post("/admin/passkey/options", { ceremony, token });
      const response =
        ceremony === "register"
          ? await startRegistration({ optionsJSON: options })
          : await startAuthentication({ optionsJSON: options });
      await post("/admin/passkey/verify", { ceremony, token, challengeId, response });
      location.assign("/admin");
    } catch (error) {
      const { name, message: text } = error as Error;
      // A cancelled or unanswered prompt: the browser's own words for it cite a W3C section.
      if (message) message.textContent = name === "NotAllowedError" ? "No passkey was used. Try again." : text;
      button.disabled = false;
    }
  });
  // Rendered disabled: it can be pressed from now on.
  button.disabled = false;
}
