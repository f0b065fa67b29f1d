// A tiny round-robin TCP proxy for the two-process runs: each incoming connection goes to the next
// backend and stays there (like nginx's stream module). Started by bench/run.ts as a child process.
// Usage: node --import tsx bench/proxy.ts <listen port> <backend port>...
import net from 'node:net';

const [listenPort, ...backends] = process.argv.slice(2).map(Number);
let turn = 0;

const server = net.createServer((client) => {
  const port = backends[turn++ % backends.length]!;
  const backend = net.connect({ port, host: '127.0.0.1', noDelay: true });
  client.setNoDelay(true);
  client.pipe(backend).pipe(client);
  const close = () => {
    client.destroy();
    backend.destroy();
  };
  client.on('error', close);
  backend.on('error', close);
  client.on('close', close);
  backend.on('close', close);
});

server.listen(listenPort, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
