import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevEvent } from './protocol';

/** Server-sent events to every open page; a page that connects is told the current state at once. */
export class EventChannel {
  private readonly clients = new Set<ServerResponse>();

  constructor(private readonly current: () => DevEvent[]) {}

  connect(request: IncomingMessage, response: ServerResponse): void {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    this.clients.add(response);
    request.on('close', () => this.clients.delete(response));
    for (const event of this.current()) write(response, event);
  }

  send(event: DevEvent): void {
    for (const client of this.clients) write(client, event);
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

function write(response: ServerResponse, event: DevEvent): void {
  response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
}
