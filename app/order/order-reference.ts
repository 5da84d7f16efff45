/** Letters and digits no one misreads over the phone: no I, L, O or U (Crockford's base 32). */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A short reference for an order sent by e-mail, which the visitor can quote on WhatsApp or at
 * the shop ("K7QM-42XR"): eight characters drawn at random, a trillion of them, so two orders
 * from one shop's customers do not meet.
 */
export function orderReference(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) => crypto.getRandomValues(bytes)): string {
  const letters = [...random(new Uint8Array(8))].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}
