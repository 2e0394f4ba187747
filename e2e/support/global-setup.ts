import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAdmin, buildBrands } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The brand builds every journey serves: built once per run, not once per file. */
    webDist: string;
    /** The operator console's build, served at /admin/. */
    adminDist: string;
  }
}

/** The brands the journeys open (pgdz, plus hx and hgty for the brand journeys of the shell). */
const JOURNEY_BRANDS = ['pgdz', 'hx', 'hgty'];

export default function setup(project: TestProject) {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-e2e-web-'));
  buildBrands(JOURNEY_BRANDS, webDist);
  project.provide('webDist', webDist);
  const adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-e2e-admin-'));
  buildAdmin(adminDist);
  project.provide('adminDist', adminDist);
  return () => {
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(adminDist, { recursive: true, force: true });
  };
}
