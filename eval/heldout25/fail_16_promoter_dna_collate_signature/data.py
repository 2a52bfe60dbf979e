import mindspore.dataset as ds

import config
from collate import pad_batch


class SequenceSource:
    def __init__(self, seqs, labels):
        self.seqs, self.labels = seqs, labels

    def __getitem__(self, i):
        return self.seqs[i], self.labels[i]

    def __len__(self):
        return len(self.seqs)


def build_loader(seqs, labels):
    dataset = ds.GeneratorDataset(SequenceSource(seqs, labels), column_names=["seq", "label"], shuffle=True)
    return dataset.batch(config.BATCH_SIZE, per_batch_map=pad_batch, input_columns=["seq", "label"])
