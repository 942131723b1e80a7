import { parseFaults } from './core/faults.ts';
import { startSandbox } from './index.ts';

const port = Number(process.env.SANDBOX_PORT ?? 8545);
const server = await startSandbox({
  port,
  host: process.env.SANDBOX_HOST,
  faults: parseFaults(process.env.SANDBOX_FAULTS),
});
console.log(JSON.stringify({ level: 'info', msg: 'sandbox listening', url: server.url }));

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
