import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, Avatar, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { messagesOf } from '../providers/httpClient';
import { LanguageSwitcher } from './LanguageSwitcher';

/** /admin/login: email and password; the server's messages show in the form when login fails. */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    document.title = `${translate('app.login.title')} · ${translate('app.title')}`;
  }, [translate]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    setMessages([]);
    try {
      await login({ email, password });
    } catch (error) {
      setMessages(messagesOf(error).length > 0 ? messagesOf(error) : [translate('ra.auth.sign_in_error')]);
      setSubmitting(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1, pr: 1 }}>
          <LanguageSwitcher save={false} />
        </Box>
        <CardContent sx={{ pt: 0 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }} aria-hidden>
              <LockIcon />
            </Avatar>
            <Typography component="h1" variant="h5">
              {translate('app.login.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.title')}
            </Typography>
          </Box>
          <Box component="form" onSubmit={submit} noValidate={false} sx={{ display: 'grid', gap: 2 }}>
            <TextField
              id="login-email"
              label={translate('app.login.email')}
              type="email"
              autoComplete="username"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              id="login-password"
              label={translate('app.login.password')}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {messages.length > 0 && (
              <Alert severity="error" role="alert">
                {messages.map((message, index) => (
                  <div key={index}>{translate(message, { _: message })}</div>
                ))}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {translate(submitting ? 'app.login.submitting' : 'app.login.submit')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
