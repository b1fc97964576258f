import net, { type AddressInfo } from 'node:net';

/** A TCP hop to the catcher that holds each connection back for `delayMs`: an SMTP relay that is slow to answer. */
export async function startSlowRelay(targetPort: number, delayMs: number): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.pause();
    setTimeout(() => {
      const upstream = net.connect(targetPort, '127.0.0.1');
      sockets.add(upstream);
      client.pipe(upstream).pipe(client);
      client.resume();
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
