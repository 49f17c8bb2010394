export { SignInButton, SignInLauncher } from './SignInButton';
