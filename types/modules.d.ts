/** zxcvbn-ts ships its ranked password list as a module without declarations. */
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[];
  export default passwords;
}

/** Built by build/commonPasswords.ts. */
declare module 'virtual:common-passwords' {
  const passwords: string[];
  export default passwords;
}

/** Vimeo's official API SDK (CommonJS, without declarations): the part Kaigi calls. */
declare module '@vimeo/vimeo' {
  export class Vimeo {
    constructor(clientId: string | null, clientSecret: string | null, accessToken?: string);
    request(
      options: { method?: string; path: string; query?: Record<string, string>; protocol?: string; hostname?: string; port?: number },
      callback: (error: Error | null, body: unknown, statusCode?: number) => void,
    ): void;
  }
}
