import "@/lib/zod-messages";
import * as z from "zod/mini";
import { ZShoppingCartUuid } from "@/lib/cart-id";

// The sign-in dialog and the account page run these schemas in the browser: `zod/mini` (functional checks), so
// classic Zod stays out of the client bundle. The server runs the same schemas as its procedures' inputs. The
// dialog's forms fetch this module when first typed into or sent (components/auth-schemas.ts), not with the dialog.

export const ZEmail = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email("Enter an e-mail address like name@example.com").check(z.maxLength(254)),
);

/** The forgot-password form's one field: the address as typed, as the procedure's input. */
export const ZForgotPasswordInput = z.pipe(
  ZEmail,
  z.transform((email: string) => ({ email })),
);

export const ZNewPassword = z
  .string()
  .check(z.minLength(8, "Use at least 8 characters"), z.maxLength(128, "Use at most 128 characters"));

const ZName = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, `Enter your ${label}`), z.maxLength(80));

export const ZSignUpInput = z.object({
  email: ZEmail,
  password: ZNewPassword,
  firstName: ZName("first name"),
  lastName: ZName("last name"),
  /** Added field, kept for older clients: the cart now comes along when the confirmation link is followed. */
  shoppingCartUuid: z.optional(ZShoppingCartUuid),
});

export const ZLoginInput = z.object({
  email: ZEmail,
  password: z.string().check(z.minLength(1, "Enter your password"), z.maxLength(128)),
  shoppingCartUuid: z.optional(ZShoppingCartUuid),
});

export const ZResetPasswordInput = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: ZNewPassword,
});

/** An e-mailed link's token (a confirmation or a one-time sign-in) and the visitor's cart, which comes along. */
export const ZLinkInput = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(1000)),
  shoppingCartUuid: z.optional(ZShoppingCartUuid),
});

export const ZChangePasswordInput = z.object({
  currentPassword: z.string().check(z.minLength(1, "Enter your current password"), z.maxLength(128)),
  newPassword: ZNewPassword,
});

/** Failed sign-ins per address and e-mail: the 6th within 15 minutes is refused (a success starts afresh). */
export const LOGIN_FAILURE_LIMIT = { limit: 5, windowMs: 15 * 60_000 };
/**
 * Sign-in attempts per account (normalized e-mail) from any address: past 10 within 15 minutes, every attempt is
 * answered "we can e-mail you a sign-in link" before the password is checked, until the window ends (a botnet
 * guessing one account's password from many addresses learns nothing, and the owner still gets in by the link).
 * A success before that starts afresh. See docs/decisions/0041-verified-accounts-and-sign-in-links.md.
 */
export const LOGIN_ACCOUNT_LIMIT = { limit: 10, windowMs: 15 * 60_000 };
/** E-mailed links followed per address (signed tokens that cannot be guessed: this only bounds the work). */
export const FOLLOW_LINK_LIMIT = { limit: 30, windowMs: 60 * 60_000 };
/** Sign-in link requests per address over all e-mails. */
export const SIGN_IN_LINK_LIMIT = { limit: 10, windowMs: 60 * 60_000 };
/** Sign-in links sent to one address within 15 minutes; further requests answer the same and send nothing. */
export const SIGN_IN_LINK_ACCOUNT_LIMIT = { limit: 3, windowMs: 15 * 60_000 };
/** Sign-in attempts per address over all e-mails: stops password spraying. */
export const LOGIN_ADDRESS_LIMIT = { limit: 30, windowMs: 15 * 60_000 };
export const SIGN_UP_LIMIT = { limit: 5, windowMs: 60 * 60_000 };
export const PASSWORD_RESET_LIMIT = { limit: 5, windowMs: 60 * 60_000 };
