/** admin.reports.* (api.md "admin.*"). */
export const reportsRoutes = {};
