/**
 * Toasts without putting sonner (about 9 KB gzip) on the first screen's critical path: root.tsx mounts
 * sonner's <Toaster> lazily right after hydration, and `notify` waits for it before showing a toast
 * (a toast published before the Toaster subscribes would be lost). Plain module: no React here.
 */
type Sonner = typeof import("sonner");
type ToastOptions = Parameters<Sonner["toast"]["success"]>[1];

let sonner: Promise<Sonner> | undefined;
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Loads sonner once; root.tsx uses it for the lazy <Toaster>. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner");
  return sonner;
}

/** Called by root.tsx once the <Toaster> has mounted. */
export function toasterMounted() {
  markReady();
}

/** Shows a success or error toast as soon as the Toaster is ready. */
export function notify(kind: "success" | "error", title: string, options?: ToastOptions): Promise<void> {
  return Promise.all([loadSonner(), toasterReady]).then(([{ toast }]) => {
    toast[kind](title, options);
  });
}
