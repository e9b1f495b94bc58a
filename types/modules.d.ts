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
