// The words of a question the parser has not used yet.

/** A used phrase becomes " ; " so phrases never join across it. */
export class Scan {
  constructor(public rest: string) {}

  take(pattern: RegExp, apply: (groups: (string | undefined)[]) => void): void {
    this.rest = this.rest.replace(pattern, (_match: string, ...args: unknown[]) => {
      apply(args.slice(0, -2) as (string | undefined)[]);
      return ' ; ';
    });
  }

  words(): string[] {
    return this.rest.split(' ').filter((word) => word !== '');
  }
}
