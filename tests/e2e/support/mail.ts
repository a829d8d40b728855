import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { simpleParser } from "mailparser";
import { call } from "./api";

/**
 * The text of the first e-mail the outbox wrote to `email` that `matches` (waits for the outbox dispatcher, which
 * writes `.eml` files every few seconds).
 */
export async function mailedText(
  email: string,
  matches: (mail: { subject: string; text: string }) => boolean,
  timeout = 30_000,
  /** Another site's data directory (the Stripe site's); this worker's own by default. */
  dataDir = process.env.E2E_DATA_DIR!,
): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
          if (!file.endsWith(".eml")) continue;
          const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
          const to = Array.isArray(mail.to) ? mail.to : [mail.to];
          if (!to.some((address) => address?.text.includes(email))) continue;
          const read = { subject: mail.subject ?? "", text: mail.text ?? "" };
          if (matches(read)) {
            found = read.text;
            return true;
          }
        }
        return false;
      },
      { timeout },
    )
    .toBe(true);
  return found!;
}

/**
 * The first link matching `pattern` in an e-mail the outbox wrote to `email`, as the path and query to open on the
 * test server.
 */
export async function mailedLink(
  email: string,
  pattern: RegExp,
  timeout = 30_000,
  dataDir = process.env.E2E_DATA_DIR!,
): Promise<string> {
  const text = await mailedText(email, (mail) => pattern.test(mail.text), timeout, dataDir);
  const { pathname, search } = new URL(pattern.exec(text)![0]);
  return `${pathname}${search}`;
}

/** The confirmation link e-mailed at sign-up (`/?auth=verify&token=…`). */
export const CONFIRMATION_LINK = /https?:\/\/\S+auth=verify&token=[^\s"<]+/;

/**
 * A new account through the API, confirmed by its e-mailed link as the browser would: the page's cookie jar gets
 * the session (page.request shares the browser context's cookies).
 */
export async function signUpAndConfirm(
  request: APIRequestContext,
  account: { email: string; password: string; firstName: string; lastName: string },
  dataDir?: string,
): Promise<void> {
  await call(request, "authentication.signUp", account);
  const link = new URL(
    await mailedLink(account.email, CONFIRMATION_LINK, undefined, dataDir),
    "http://localhost",
  );
  await call(request, "authentication.verifyEmail", { token: link.searchParams.get("token") });
}
