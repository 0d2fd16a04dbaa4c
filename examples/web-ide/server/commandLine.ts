/**
 * Splits a command line into argv the way a POSIX shell does for simple cases: whitespace separates words,
 * single quotes keep everything literally, double quotes keep spaces (and allow `\"`), a backslash escapes the
 * next character. No variables, globs or pipes: the agent is spawned directly, never through a shell.
 */
export function splitCommandLine(commandLine: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < commandLine.length; i += 1) {
    const char = commandLine.charAt(i);
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
      else if (char === '\\' && (commandLine.charAt(i + 1) === '"' || commandLine.charAt(i + 1) === '\\')) word += commandLine.charAt(++i);
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (char === '\\' && i + 1 < commandLine.length) {
      word += commandLine.charAt(++i);
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (quote) throw new Error(`Unclosed ${quote} in the agent command`);
  if (inWord) words.push(word);
  return words;
}
