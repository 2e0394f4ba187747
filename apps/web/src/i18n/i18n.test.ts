import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhHK } from './zh-HK.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

const source = leaves(zhCN as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('translations', () => {
  it.each([
    ['zh-HK', zhHK],
    ['en', en],
  ])(
    '%s has exactly the keys of zh-CN, each non-empty with the same placeholders',
    (_lang, resources) => {
      const target = leaves(resources as Tree);
      expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
      for (const [key, text] of target) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(source.get(key) ?? ''));
      }
    },
  );

  it('defines every key the code uses', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const code = fs.readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(match[1] ?? '');
      for (const match of code.matchAll(/labelKey:\s*'([\w.]+)'/g)) used.add(match[1] ?? '');
      // Keys built from a template: expand them over the values the code uses.
      for (const match of code.matchAll(/\bt\(\s*`([\w.]+)\$\{slide\}([\w.]+)`/g)) {
        for (const slide of ['welcome', 'responsible', 'secure'])
          used.add(`${match[1]}${slide}${match[2]}`);
      }
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((key) => !source.has(key));
    expect(missing).toEqual([]);
  });

  it('keeps the spec wording of the router error screen in every language', () => {
    for (const resources of [zhCN, zhHK, en])
      expect(resources.error.title).toBe('Unexpected Application Error!');
  });
});
