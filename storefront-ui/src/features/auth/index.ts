// What other features and the app may use of the auth feature.
export { SessionProvider, useSession } from './components/SessionProvider';
export { LoginForm } from './components/LoginForm';
export { RegisterForm } from './components/RegisterForm';
export { FacebookButton } from './components/FacebookButton';
export { PasswordResetRequestForm } from './components/PasswordResetRequestForm';
export { ResetPasswordForm } from './components/ResetPasswordForm';
