/** Where a command prints: its report on stdout, what stops it (usage, a missing folder) on stderr. */
export interface CliOutput {
  print(line: string): void;
  printError(line: string): void;
}

export const consoleOutput: CliOutput = {
  print: (line) => console.log(line),
  printError: (line) => console.error(line),
};
