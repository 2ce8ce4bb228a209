import { Screen } from '@/components/screen';

export default function ForgotPasswordScreen() {
  return <Screen title="Reset your password" lead="We will e-mail you a link to choose a new password." />;
}
