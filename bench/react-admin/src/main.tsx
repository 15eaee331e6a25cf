import fakeRestDataProvider from 'ra-data-fakerest';
import { StrictMode } from 'react';
import {
  Admin,
  Datagrid,
  DateField,
  DateInput,
  Edit,
  List,
  NumberField,
  NumberInput,
  Resource,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { createRoot } from 'react-dom/client';

/** The anchor of `npm run bench:console` (issue 9): an orders list of 25 rows and its edit form, in memory. */
const statuses = ['ordered', 'delivered', 'cancelled'] as const;
const orders = Array.from({ length: 200 }, (_, index) => ({
  id: index + 1,
  reference: `CMD-2026-${String(index + 1).padStart(5, '0')}`,
  date: new Date(Date.UTC(2026, 10, 24) - index * 3_600_000).toISOString(),
  customer: `Client ${index + 1}`,
  status: statuses[index % statuses.length],
  total: Math.round(((index * 37) % 200) * 100 + 990) / 100,
}));

const dataProvider = fakeRestDataProvider({ orders }, false);

const OrderList = () => (
  <List perPage={25} sort={{ field: 'date', order: 'DESC' }}>
    <Datagrid rowClick="edit">
      <TextField source="reference" />
      <DateField source="date" showTime />
      <TextField source="customer" />
      <TextField source="status" />
      <NumberField source="total" options={{ style: 'currency', currency: 'EUR' }} />
    </Datagrid>
  </List>
);

const OrderEdit = () => (
  <Edit>
    <SimpleForm>
      <TextInput source="reference" />
      <DateInput source="date" />
      <TextInput source="customer" />
      <SelectInput source="status" choices={statuses.map((id) => ({ id, name: id }))} />
      <NumberInput source="total" />
    </SimpleForm>
  </Edit>
);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Admin dataProvider={dataProvider}>
        <Resource name="orders" list={OrderList} edit={OrderEdit} />
      </Admin>
    </StrictMode>,
  );
