/** admin.photos.* (api.md "admin.*"). */
export const photoRoutes = {};
