import { Screen } from '@/components/screen';

export default function PhoneSignInScreen() {
  return <Screen title="Sign in with your phone" lead="We will text you a code to sign in." />;
}
