import { register } from 'tsx/esm/api';

// Migrations are loaded by a native import() that bypasses Vite; let Node load .ts files.
register();
