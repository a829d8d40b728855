import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";

/**
 * Zod's English messages for the schemas the browser runs on `zod/mini` (the `*.input-schemas.ts` modules and
 * authentication.schemas.ts). Classic `zod` loads them itself; `zod/mini` does not, and a check without a message
 * of its own would then say only "Invalid input" where a guest saw "Too big: expected string to have <=80
 * characters". The setting is Zod's global one (zod/v4/core), so the server, whose classic Zod sets the same
 * locale, answers as before. About 1 KB gzipped; every module that defines a mini schema imports this one.
 */
config(en());
