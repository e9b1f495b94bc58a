import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/web_api': apiTarget,
      '/graphql': apiTarget,
      '/session': apiTarget,
      '/dev': apiTarget,
    },
  },
});
