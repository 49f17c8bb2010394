import Alert from '@mui/material/Alert';

/** What the server or the form said went wrong, one line a message; nothing when all is well. */
export function ProblemAlert({ problem }: { problem: string[] }) {
  return problem.length ? (
    <Alert severity="error" role="alert">
      {problem.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  ) : null;
}
