import fs from 'node:fs';
import { OPENAPI_FILE, renderOpenApi } from '../openapi.ts';

fs.writeFileSync(OPENAPI_FILE, await renderOpenApi());
console.log(`wrote ${OPENAPI_FILE}`);
