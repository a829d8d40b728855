/** admin.campsiteTypes.* and admin.campsites.* (api.md "admin.*"). */
export const inventoryRoutes = {};
