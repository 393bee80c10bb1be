import { Box, Card } from '@mui/material';
import { useParams } from 'react-router-dom';
import { ShopEdit } from '../common/ShopEdit';
import { customerBody } from './fields';
import { CustomerForm } from './Form';
import { CustomerOrders } from './Orders';
import { CustomerPoints } from './Points';

/**
 * /admin/customer/edit/{id}: the form ("Submit Success" or "Submit Fail" with the messages; Delete
 * keeps a customer with orders, with "Delete Fail"), then the order history and the reward points.
 * A customer that does not exist: "ID not exists", then the list after 1 second.
 */
export const CustomerEdit = () => {
  const { id = '' } = useParams();
  return (
    <ShopEdit missing="list" transform={customerBody} component="div">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card>
          <CustomerForm />
        </Card>
        <CustomerOrders />
        <CustomerPoints id={id} />
      </Box>
    </ShopEdit>
  );
};
