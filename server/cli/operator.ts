import { printable } from '../printable.ts';
import { OperatorError, operatorClient } from './operator-client.ts';
import { COMMANDS, usage } from './operator-commands.ts';

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
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
    console.log(printable(await command.run(operatorClient(), args)));
    return 0;
  } catch (error) {
    if (!(error instanceof OperatorError)) throw error;
    console.error(printable(error.message));
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
