import { site } from "~/config/site";

/** The ad-block gate island's props, the same on every gated page. */
export const adBlockGateProps = {
  scriptUrl: site.thirdParty.adScriptUrl,
  host: new URL(site.brand.siteUrl).host,
  brandName: site.brand.name,
};
