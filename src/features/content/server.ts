import "server-only";

// The server-only services of this feature that other features call (decision 0020).
export { findCurrentBanner, listContentPages } from "./content.service";
export { listMenuLinks, type MenuLink, type Menus } from "./menu-links.service";
export { getSiteSettings } from "./site-settings.service";
