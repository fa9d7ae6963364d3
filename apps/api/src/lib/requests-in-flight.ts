import type { Server } from 'node:http';

/**
 * How many requests a server is answering right now, live streams included: a request counts
 * from the moment Node hands it over until its answer closes (sent, or its connection lost).
 *
 * Why server.ts needs it on shutdown: Node's `closeIdleConnections()` only closes a connection
 * between two requests. A connection that never sent a request (a balancer opens some ahead of
 * need) counts for Node as one whose request is under way, so it was kept until
 * SHUTDOWN_TIMEOUT_MS (18 of them, one traced restart behind Caddy). With nothing in flight,
 * every connection left can be closed.
 */
export class RequestsInFlight {
  #count = 0;

  constructor(server: Server) {
    server.on('request', (_req, res) => {
      this.#count += 1;
      res.once('close', () => {
        this.#count -= 1;
      });
    });
  }

  get count(): number {
    return this.#count;
  }
}
