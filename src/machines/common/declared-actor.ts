import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

/**
 * An actor a machine declares in `setup({ actors })` and the composition root
 * or a screen provides (docs/conventions.md, Machines and actors): typed by
 * what it takes and what it gives, and failing loudly when nobody provided
 * it. The real ones come from src/api/actors; tests provide fakes.
 *
 * @example
 *   setup({ actors: { fetchBooks: declaredActor<BookPage, FetchBooksInput>('bookList', 'fetchBooks') } })
 */
export function declaredActor<TOutput, TInput = NonReducibleUnknown>(
  machine: string,
  name: string,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${machine}: actor '${name}' was not provided`)),
  );
}
