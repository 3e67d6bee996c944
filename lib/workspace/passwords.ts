// Workspace passwords: scrypt hashes in a self-describing string, so the cost can rise later
// without breaking stored hashes. The format avoids "$", ":" and "," so a hash can sit in an
// .env file (where "$" expands) and in WORKSPACE_USERS ("name:hash" pairs, comma-separated).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const PREFIX = "scrypt";
const DEFAULT_COST = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes; leave headroom for raised costs.
    scrypt(password.normalize("NFKC"), salt, length, { ...cost, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt.N.r.p.<salt base64url>.<key base64url>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT_COST, KEY_LENGTH);
  const { N, r, p } = DEFAULT_COST;
  return [PREFIX, N, r, p, salt.toString("base64url"), key.toString("base64url")].join(".");
}

interface ParsedHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.trim().split(".");
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [, N, r, p] = parts.map(Number);
  const [, , , , salt64 = "", key64 = ""] = parts;
  if (N === undefined || r === undefined || p === undefined || ![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  const salt = Buffer.from(salt64, "base64url");
  const key = Buffer.from(key64, "base64url");
  if (salt.length < 8 || key.length < 16) return null;
  return { cost: { N, r, p }, salt, key };
}

export function isPasswordHash(value: string): boolean {
  return parseHash(value) !== null;
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

/** A password for people to copy: 20 characters from an alphabet without look-alikes. */
export function generatePassword(length = 20): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}
