import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L or U: a code read aloud over the phone to the park cannot be misheard. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 6;

/** A short, human order code like `LNT-7K3Q9P` (domain.md); 30^6 ≈ 729 million codes, checked unique in SQL. */
export function newConfirmationCode(random: (max: number) => number = randomInt): string {
  let code = "";
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[random(ALPHABET.length)];
  return `LNT-${code}`;
}

export const CONFIRMATION_CODE_PATTERN = /^LNT-[2-9A-HJKMNP-TV-Z]{6}$/;
