import type { User } from "@housing/contracts";
import type { TemplateLoadArgs, TemplateProps } from "@housing/contracts/manifest";
import type { KyInstance } from "ky";

/** What a my-pages loader works with: the personal route's authenticated client and its user. */
export interface PersonalLoadArgs extends Omit<TemplateLoadArgs, "user"> {
  user: User;
  http: KyInstance;
}

/**
 * A my-pages template's `load`: it runs only on the personal route, which hands it the user and
 * a client with the user's token. Without a user it is a wiring error, never a public page's data.
 */
export function personalLoad<T>(load: (args: PersonalLoadArgs) => Promise<T>): (args: TemplateLoadArgs) => Promise<T> {
  return async (args) => {
    if (!args.user) throw new Error("A my-pages template loads only on the personal route, with a user");
    return load({ ...args, user: args.user });
  };
}

/** The data a my-pages template's `load` answered (the personal route always runs it first). */
export function loadedData<T>(props: TemplateProps): T {
  if (props.initialData === undefined) throw new Error("A my-pages template renders only with its loaded data");
  return props.initialData as T;
}
