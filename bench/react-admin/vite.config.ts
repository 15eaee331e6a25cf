import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// As a react-admin app is built by default (`npm create react-admin`): one production bundle.
export default defineConfig({ plugins: [react()] });
