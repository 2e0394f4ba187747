import fs from 'node:fs';
import path from 'node:path';
import { brandSchema, isSiteCode, SITE_CODES, type Brand } from '@kirin/contract';

/**
 * Reads and validates every `brands/<code>/brand.json`. A broken brand file stops the start with
 * a message naming the file and the field, because serving a half-configured brand is worse.
 */
export function loadBrandFiles(brandsDir: string): Brand[] {
  const brands: Brand[] = [];
  for (const code of SITE_CODES) {
    const file = path.join(brandsDir, code, 'brand.json');
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`Cannot read brand file ${file}: ${(error as Error).message}`);
    }
    const parsed = brandSchema.safeParse(raw);
    if (!parsed.success) {
      const where = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
      throw new Error(`Invalid brand file ${file}:\n  ${where.join('\n  ')}`);
    }
    if (parsed.data.code !== code || !isSiteCode(parsed.data.code)) {
      throw new Error(`Brand file ${file} has code "${parsed.data.code}", expected "${code}"`);
    }
    brands.push(parsed.data);
  }
  return brands;
}
