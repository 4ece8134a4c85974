import { printable } from '../printable.ts';
import { OperatorError, operatorClient } from './operator-client.ts';
import { COMMANDS, usage } from './operator-commands.ts';

/** Takes `--url <origin>` (or `--url=<origin>`) out of the arguments. */
function takeUrl(argv: string[]): { url?: string; rest: string[] } {
  const rest: string[] = [];
  let url: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--url') url = argv[++i];
    else if (arg.startsWith('--url=')) url = arg.slice(6);
    else rest.push(arg);
  }
  return { url, rest };
}

async function main(argv: string[]): Promise<number> {
  const { url, rest } = takeUrl(argv);
  const [name, ...args] = rest;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(usage());
    return name ? 0 : 1;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command: ${name}\n\n${usage()}`);
    return 1;
  }
  try {
    console.log(printable(await command.run(operatorClient(process.env, { url }), args)));
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    console.error(printable(error.message));
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
