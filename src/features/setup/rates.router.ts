/** admin.rates.* (api.md "admin.*"). */
export const rateRoutes = {};
