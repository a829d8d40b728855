import "./zod-messages";
import * as z from "zod/mini";

/**
 * The cart schemas the browser also runs (the stored cart goes along with sign-in and sign-up): `zod/mini`, so
 * classic Zod stays out of the client bundle. cart.schemas.ts re-exports them for the server.
 */
export const ZShoppingCartUuid = z.uuid("Not a valid cart id");
