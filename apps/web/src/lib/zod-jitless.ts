import { config } from 'zod/v4/core';

// zod probes `new Function` to compile fast parsers; under the console's CSP (no 'unsafe-eval') the
// probe is a policy violation. The console's forms are small: interpreted parsing costs nothing here.
config({ jitless: true });
