import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { deleteAddress, useSavedAddresses, type SavedAddress } from '@/api/addresses';
import { errorMessages } from '@/api/errors';
import { httpFor } from '@/api/http';
import { AddressFormDialog } from '@/features/location';
import { useApiScope, useSession } from '@/lib/session-context';
import { useAuthT } from '../auth-strings';

/** The signed-in shopper's saved addresses: add, edit, delete. */
export function AddressBook() {
  const { t } = useAuthT();
  const { lang } = useApiScope();
  const { session } = useSession();
  const queryClient = useQueryClient();
  const addresses = useSavedAddresses();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);

  const remove = async (address: SavedAddress) => {
    try {
      const { message } = await deleteAddress(httpFor(queryClient), { lang }, address.id);
      await queryClient.invalidateQueries({ queryKey: ['customer', 'addresses'] });
      toast.success(message, { id: 'address-removed' });
    } catch (error) {
      toast.error(errorMessages(error)[0] ?? t('The address could not be removed.'));
    }
  };

  const typeName = (a: SavedAddress) => a.address_label || (a.address_type === 'office' ? t('Office') : a.address_type === 'other' ? t('Other') : t('Home'));
  return (
    <section aria-labelledby="saved-addresses">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" id="saved-addresses" sx={{ fontSize: '1.25rem' }}>
          {t('Saved addresses')}
        </Typography>
        <Button variant="outlined" onClick={() => setEditing('new')}>
          {t('Add New Address')}
        </Button>
      </Box>
      {addresses.data && addresses.data.length > 0 ? (
        <List>
          {addresses.data.map((a) => (
            <ListItem
              key={a.id}
              divider
              secondaryAction={
                <>
                  <IconButton aria-label={t('Edit {{name}}', { name: typeName(a) })} onClick={() => setEditing(a)}>
                    <EditOutlined />
                  </IconButton>
                  <IconButton aria-label={t('Delete {{name}}', { name: typeName(a) })} onClick={() => void remove(a)}>
                    <DeleteOutline />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={typeName(a)} secondary={a.address} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{addresses.isPending ? t('Loading…') : t('You have no saved addresses yet.')}</Typography>
      )}
      {editing ? <AddressFormDialog open address={editing === 'new' ? null : editing} start={session.location} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
