export function ThirdPartySignIn(_props: { onSignedIn: () => void }) {
  return null;
}
