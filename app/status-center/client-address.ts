/** Who a rate limit counts: one key per IPv4 address and per IPv6 /64 (what one home or phone is given). */
import ipaddr from "ipaddr.js";

/** "198.51.100.7" for `::ffff:198.51.100.7` too; "2001:db8:0:0::/64" for any address of that /64; else "unknown". */
export function clientKey(address: string | undefined): string {
  const bare = (address ?? "")
    .trim()
    .replace(/^\[([^\]]*)\](:\d+)?$/, "$1")
    .replace(/^([\d.]+):\d+$/, "$1")
    .replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return "unknown";
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(":")}::/64`;
}
