export { GuestPromptDialog, SignInButton, SignInLauncher } from './SignInButton';
