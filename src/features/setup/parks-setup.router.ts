/** admin.parks.update (merged into admin.parks) (api.md "admin.*"). */
export const parkSetupProcedures = {};
