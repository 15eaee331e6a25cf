/** What the sign-in form checks its fields with, loaded apart because it brings zod (login-page.tsx). */
export { ZPasswordLogin } from '@colophon/contract';
export { checkForm } from './components/read-form.ts';
