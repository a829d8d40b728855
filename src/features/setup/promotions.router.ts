/** admin.promoCodes.* and admin.addons.* (api.md "admin.*"). */
export const promotionRoutes = {};
