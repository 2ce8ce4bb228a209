import { Screen } from '@/components/screen';
import { PasswordRecovery } from '@/features/accounts/components/password-recovery';

export default function ForgotPasswordScreen() {
  return (
    <Screen title="Reset your password" lead="We will e-mail you a link to choose a new password." className="auth-layout">
      <PasswordRecovery />
    </Screen>
  );
}
