// The ceiling of the API benches: Fastify 5 alone in its own process, one constant route,
// no hooks, no plugins. Prints its port on the first line of stdout.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(app.server.address().port);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
