// PLACEHOLDER registered by the lead; the owning helper replaces this file.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';

const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
