export interface TemplateBoundsProblem {
  /** Which bound, in the partner's words. */
  message: string;
  /** 1-based line of the tag where the bound was passed. */
  line: number;
}

/** Raised where a template beyond the bounds would be compiled: the caller renders the default instead. */
export class TemplateBoundsError extends Error {
  constructor(readonly problem: TemplateBoundsProblem) {
    super(`${problem.message} (line ${problem.line})`);
    this.name = 'TemplateBoundsError';
  }
}
