// Entry point of npm start: turns on Node's module compile cache, then loads and starts the origin (standalone/serve.ts).
import { enableCompileCache } from 'node:module';

// Modules load from V8's cached code after the first run, which shortens every later start. It must be on before the
// origin's modules are compiled, so they are imported only after it; where the cache cannot be written, Node goes on without it.
enableCompileCache();
await import('./standalone/serve.ts');
