import Info from "lucide-react/icons/info";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useLiveStatus } from "~/lib/live-status";
import { useMessages } from "~/i18n/messages-context";

/**
 * The site-wide notice from status.json ("Roblox updated: Rift is being updated"). The live region is
 * always in the page, so a notice that arrives with the live file is announced.
 */
export function StatusNotice() {
  const { notice } = useLiveStatus();
  const warning = notice?.level === "warning";
  const Icon = warning ? TriangleAlert : Info;
  const m = useMessages().status;
  return (
    <div aria-live="polite" data-testid="status-notice">
      {notice && (
        <p
          data-level={notice.level}
          className={`mx-auto mt-4 flex max-w-2xl items-start gap-3 rounded-xl border px-4 py-3 text-start text-sm ${
            warning ? "border-warn/40 bg-warn/10 text-fg" : "border-accent/40 bg-accent/10 text-fg"
          }`}
        >
          <Icon
            size={18}
            aria-hidden="true"
            className={`mt-0.5 shrink-0 ${warning ? "text-warn" : "text-violet-300"}`}
          />
          <span>
            <span className="sr-only">{warning ? m.noticeWarning : m.noticeInfo}</span>
            {notice.text}
          </span>
        </p>
      )}
    </div>
  );
}
