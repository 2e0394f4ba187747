import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is one build for every brand: an operator's sites come from their session. The
// server sends it at /admin/ (plugins/admin-web.ts); ADMIN_OUT_DIR lets tests build elsewhere.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: process.env.ADMIN_OUT_DIR ?? path.join(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
