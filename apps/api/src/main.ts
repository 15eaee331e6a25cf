import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemoCovers } from './demo/demo-covers.ts';
import { seedDemoShop } from './demo/seed-demo-shop.ts';

const start = async () => {
  const config = loadConfig();
  const colophon = await buildApp(config);
  // Only when asked (`npm start` asks): the demo staff share a published password.
  const demo = config.SEED_DEMO && colophon.services.database.engine === 'pglite';
  if (demo) await seedDemoShop(colophon.services);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    colophon.app.log.info({ signal }, 'shutting down: finishing requests and jobs');
    await colophon.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A worker listens too, for /health; give each process on one machine its own PORT.
  await colophon.app.listen({ port: config.PORT, host: config.HOST });
  // The covers take a while (a picture per book): the console is usable meanwhile, and a restart
  // goes on with the books still without one.
  if (demo && config.SEED_DEMO_COVERS && !closing)
    void seedDemoCovers(colophon.services, { stopped: () => closing }).then(
      (made) => made && colophon.app.log.info({ made }, 'Demo covers made'),
      (error: unknown) => colophon.app.log.error({ error }, 'Demo covers stopped'),
    );
};

start().catch((error: unknown) => {
  // A bad setting is one clear line, not a stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
