import { AppError, invalidField } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import { createFileStorage } from '../../storage/storage.ts';
import { type LabelInput, labelPdf, labelsPdf } from './document-pdfs.ts';
import { updatePackage } from './documents.repository.ts';
import { readDocument } from './documents.service.ts';
import type { DocumentPackageRow } from './documents.tables.ts';
import { type DocumentState, toPackage } from './documents.views.ts';

/** Labels go under the client's label storage folder (`labelStorageLocation`) of the file storage. */
const labelKey = (location: string, documentId: number, packageId: number) =>
  [location.replace(/^\/+|\/+$/g, '') || 'labels', String(documentId), `${packageId}.pdf`].join('/');

/** The shipping labels of an order's parcels, when the client's features generate them. */
export const createLabelsService = (services: Services) => {
  const { features } = services.client;
  const storage = createFileStorage(services.config.STORAGE_DIR);
  const labelOf = (state: DocumentState, parcel: DocumentPackageRow): LabelInput => {
    const seller = services.client.seller;
    return {
      sender: { name: seller?.name ?? services.client.title, address: seller?.address ?? '' },
      recipient: state.row.shippingAddress ?? state.row.billingAddress,
      parcel: toPackage(parcel),
      orderNumber: state.row.number,
    };
  };
  const enabled = () => {
    if (!features.generateLabels) throw new AppError('forbidden', 'featureDisabled');
  };

  return {
    /** A parcel's label: made and stored the first time, read from the storage afterwards. */
    label: async (documentId: number, packageId: number) => {
      enabled();
      const state = await readDocument(services.db, documentId);
      const parcel = state.packages.find((candidate) => candidate.id === packageId);
      if (!parcel) throw invalidField('packageId', 'unknownPackage');
      const key = labelKey(features.labelStorageLocation, state.row.id, parcel.id);
      let pdf = parcel.labelKey ? await storage.get(parcel.labelKey) : null;
      if (!pdf) {
        pdf = await labelPdf(labelOf(state, parcel));
        await storage.put(key, pdf);
        await updatePackage(services.db, parcel.id, { labelKey: key });
      }
      return { pdf, fileName: `etiquette-${state.row.number}-${parcel.id}.pdf` };
    },

    /** One PDF of the labels of every shipped parcel of these orders. */
    batch: async (documentIds: readonly number[]) => {
      enabled();
      const labels: LabelInput[] = [];
      for (const id of [...new Set(documentIds)]) {
        const state = await readDocument(services.db, id);
        for (const parcel of state.packages)
          if (parcel.status === 'Shipped') labels.push(labelOf(state, parcel));
      }
      if (labels.length === 0) throw invalidField('ids', 'noLabelToPrint');
      return { pdf: await labelsPdf(labels), fileName: `etiquettes-${labels.length}.pdf` };
    },
  };
};
