// Boots the server: configuration, app, listen, graceful shutdown. Nothing else lives here.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { withJwtSecret } from './jwt-secret.ts';
import { readyLinePrefix } from './ready-line.ts';

let config: ServerConfig;
try {
  config = withJwtSecret(loadConfig(process.env));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

let app;
try {
  app = await buildApp({ config });
} catch (error) {
  console.error('Longshot could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = app;
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) server.log.error({ err }, 'Shutting down after an unexpected error');
  else server.log.info({ signal }, 'Shutting down');
  await server.close();
});

try {
  await server.listen({ port: config.port, host: config.host });
} catch (error) {
  server.log.error({ err: error }, 'Could not listen');
  await server.close();
  process.exit(1);
}

console.log(`${readyLinePrefix} ${config.publicUrl}`);
console.log(
  `Data: ${config.databaseUrl ? 'PostgreSQL at' : 'embedded PGlite in'} ${server.databaseLocation}`,
);
