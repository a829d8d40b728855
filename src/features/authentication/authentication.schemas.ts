import { z } from "zod";
import { ZShoppingCartUuid } from "@/features/cart/cart.schemas";

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter an e-mail address like name@example.com").max(254));

export const ZNewPassword = z
  .string()
  .min(8, "Use at least 8 characters")
  .max(128, "Use at most 128 characters");

const ZName = (label: string) => z.string().trim().min(1, `Enter your ${label}`).max(80);

export const ZSignUpInput = z.object({
  email: ZEmail,
  password: ZNewPassword,
  firstName: ZName("first name"),
  lastName: ZName("last name"),
  /** Added field: the visitor's stored cart, which becomes the user's. */
  shoppingCartUuid: ZShoppingCartUuid.optional(),
});

export const ZLoginInput = z.object({
  email: ZEmail,
  password: z.string().min(1, "Enter your password").max(128),
  shoppingCartUuid: ZShoppingCartUuid.optional(),
});

export const ZResetPasswordInput = z.object({ token: z.string().min(1).max(200), password: ZNewPassword });

export const ZChangePasswordInput = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(128),
  newPassword: ZNewPassword,
});

/** Failed sign-ins per address and e-mail: the 6th within 15 minutes is refused (a success starts afresh). */
export const LOGIN_FAILURE_LIMIT = { limit: 5, windowMs: 15 * 60_000 };
/**
 * Sign-in attempts per account (normalized e-mail) from any address: the 11th within 15 minutes is refused, even
 * with the right password, until the window ends (stops a botnet guessing one account's password from many
 * addresses). A success before that starts afresh. See docs/decisions/0012-hardening.md.
 */
export const LOGIN_ACCOUNT_LIMIT = { limit: 10, windowMs: 15 * 60_000 };
/** Sign-in attempts per address over all e-mails: stops password spraying. */
export const LOGIN_ADDRESS_LIMIT = { limit: 30, windowMs: 15 * 60_000 };
export const SIGN_UP_LIMIT = { limit: 5, windowMs: 60 * 60_000 };
export const PASSWORD_RESET_LIMIT = { limit: 5, windowMs: 60 * 60_000 };
