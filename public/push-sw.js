// The site's service worker, for Web Push only (app/islands/push-button.tsx registers it): a status change the
// site sends (app/status-center/push.ts pushMessage) is shown as a notification; pressing it opens the game's page.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not ours: shown with the site's name alone.
  }
  const text = (value) => (typeof value === "string" ? value : "");
  event.waitUntil(
    self.registration.showNotification(text(message.title) || self.location.host, {
      body: text(message.body),
      lang: text(message.lang),
      dir: ["ltr", "rtl"].includes(message.dir) ? message.dir : "auto",
      tag: text(message.tag),
      // Only a page of this site: a path, never another origin.
      data: { url: /^\/(?![/\\])/.test(text(message.url)) ? message.url : "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(new URL(event.notification.data.url, self.location.origin).href));
});
