import { Screen } from '@/components/screen';

export default function AuthScreen() {
  return <Screen title="Sign in" lead="Sign in or create an account to plan, save and share trips." />;
}
