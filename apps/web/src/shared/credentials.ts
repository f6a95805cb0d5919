/**
 * "Remember password" hands the password to the browser's own password manager (the Credential
 * Management API), which keeps it encrypted and out of reach of page scripts' storage. Kabuto
 * never writes a password to localStorage. Where the API is missing, nothing is stored and the
 * form's autocomplete attributes still let the browser offer to save it.
 */
type PasswordCredentialConstructor = new (data: {
  id: string;
  password: string;
  name?: string;
}) => Credential;

function passwordCredentialApi(): PasswordCredentialConstructor | null {
  const candidate = (window as unknown as { PasswordCredential?: PasswordCredentialConstructor })
    .PasswordCredential;
  return candidate && 'credentials' in navigator ? candidate : null;
}

export async function storePasswordCredential(account: string, password: string): Promise<void> {
  const PasswordCredential = passwordCredentialApi();
  if (!PasswordCredential) return;
  try {
    await navigator.credentials.store(new PasswordCredential({ id: account, password }));
  } catch {
    // The customer declined or the browser refused: nothing is remembered, which is safe.
  }
}

/** The saved password for an account, if the browser gives it without asking (silent mediation). */
export async function readPasswordCredential(account: string): Promise<string | null> {
  if (!passwordCredentialApi()) return null;
  try {
    const credential: (Credential & { password?: string }) | null = await navigator.credentials.get(
      {
        password: true,
        mediation: 'silent',
      } as CredentialRequestOptions,
    );
    return credential && credential.id === account && credential.password
      ? credential.password
      : null;
  } catch {
    return null;
  }
}
