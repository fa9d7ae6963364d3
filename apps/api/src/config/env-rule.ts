/** A rule between variables of one area, checked once each variable reads well on its own. */
export interface EnvRule<E> {
  check: (env: E) => boolean;
  message: string;
  /** The variable the message is shown against. */
  path: [string];
}
