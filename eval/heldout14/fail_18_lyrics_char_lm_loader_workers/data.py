import numpy as np
import mindspore.dataset as ds

import config


class LyricWindows:
    def __init__(self, text, seq_len):
        self.text, self.seq_len = text, seq_len
        self.starts = list(range(0, len(text) - seq_len - 1, seq_len // 2))

    def __getitem__(self, i):
        s = self.starts[i]
        return (np.array(self.text[s:s + self.seq_len + 1]),)

    def __len__(self):
        return len(self.starts)


def make_loader(text, vocab):
    def to_ids(chunk):
        ids = vocab.encode(str(chunk))
        return ids[:-1], ids[1:]

    dataset = ds.GeneratorDataset(LyricWindows(text, config.SEQ_LEN), column_names=["chunk"], shuffle=config.SHUFFLE)
    dataset = dataset.map(to_ids, input_columns="chunk", output_columns=["inputs", "targets"],
                          num_parallel_workers=config.NUM_WORKERS)
    return dataset.batch(config.BATCH_SIZE, drop_remainder=True)
