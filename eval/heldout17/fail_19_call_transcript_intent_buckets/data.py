import numpy as np
import mindspore.dataset as ds

import config as C


class Transcripts:
    def __init__(self, n, seed=3):
        rng = np.random.default_rng(seed)
        self.intents = rng.integers(0, len(C.INTENTS), n).astype(np.int32)
        self.utterances = []
        for intent in self.intents:
            length = int(rng.integers(4, 30))
            ids = rng.integers(len(C.INTENTS) + 1, C.VOCAB, length)
            ids[rng.integers(0, length)] = intent + 1
            self.utterances.append(ids.astype(np.int32))

    def __getitem__(self, i):
        return self.utterances[i], self.intents[i]

    def __len__(self):
        return len(self.intents)


def transcript_dataset(n):
    dataset = ds.GeneratorDataset(Transcripts(n), column_names=["tokens", "intent"], shuffle=True)
    return dataset.bucket_batch_by_length(
        ["tokens"], C.BUCKET_BOUNDARIES, C.BUCKET_BATCH_SIZES,
        pad_info={"tokens": (None, 0)}, pad_to_bucket_boundary=True)
