/** admin.rules.* and admin.closures.* (api.md "admin.*"). */
export const ruleRoutes = {};
