import "server-only";

// What other features may call of this feature's server-only code (decision 0020).
export { findCurrentBanner, listContentPages } from "./content.service";
export { listMenuLinks, type MenuLink, type Menus } from "./menu-links.service";
export { getSiteSettings } from "./site-settings.service";
