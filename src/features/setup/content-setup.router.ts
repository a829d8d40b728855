/** admin.content.* (api.md "admin.*"). */
export const contentSetupRoutes = {};
