import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** A mail as it will go (an invitation's request, a mail template with sample values): its address, subject and text, in a dialog. */
export function MailPreviewDialog({
  id,
  mail,
  onClose,
  labels,
}: {
  id: string;
  mail: { to: string; subject: string; text: string } | undefined;
  onClose: () => void;
  labels: { title: string; to: string; subject: string; close: string };
}) {
  return (
    <Dialog open={!!mail} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={id}>
      <DialogTitle id={id}>{labels.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">
          {labels.to}: {mail?.to}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2, fontWeight: 'bold', overflowWrap: 'anywhere' }}>
          {labels.subject}: {mail?.subject}
        </Typography>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}>
          {mail?.text}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
