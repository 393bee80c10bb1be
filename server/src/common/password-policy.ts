import { registerDecorator, ValidationOptions } from 'class-validator';
import { PASSWORD_MAX, PASSWORD_MIN } from './dto-helpers';
import { defineMessages, says, type Message } from './messages';

/** Why a password of an allowed length is refused (admin and shopper passwords alike). */
export const passwordMessages = defineMessages('password', 'all', {
  repeated: 'password must not be one character repeated',
  too_common: 'password is too common: choose one that is harder to guess',
});

let common: Set<string> | undefined;

/**
 * The maintained list of the most common passwords (about 50,000, from the zxcvbn-ts project), lower
 * case. Loaded on first use: it is a few megabytes that a process checking no password never needs.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    common = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  }
  return common;
}

/** Why a password of the right length is still refused, or undefined when it is fine. */
function passwordWeakness(password: string): Message | undefined {
  // One character repeated, spaces included ("        ", "aaaaaaaa").
  if (password.length > 0 && [...password].every((c) => c === password[0])) return passwordMessages.repeated;
  if (commonPasswords().has(password.toLowerCase()) || commonPasswords().has(password.trim().toLowerCase())) return passwordMessages.too_common;
  return undefined;
}

/**
 * A password a guesser would not try first: not one character repeated, not on the common list. Only
 * checks strings of an allowed length (the length and type rules beside it say what else is wrong).
 */
export function StrongPassword(options?: ValidationOptions) {
  return (object: object, propertyName: string) => {
    for (const [name, message] of [
      ['passwordNotRepeated', passwordMessages.repeated],
      ['passwordNotCommon', passwordMessages.too_common],
    ] as const) {
      registerDecorator({
        name,
        target: object.constructor,
        propertyName,
        options: says(message, options),
        validator: {
          validate: (value: unknown) =>
            typeof value !== 'string' || value.length < PASSWORD_MIN || value.length > PASSWORD_MAX || passwordWeakness(value) !== message,
        },
      });
    }
  };
}
