import numpy as np
import mindspore as ms

import config


def tensor_batch(ids, labels):
    return ms.Tensor(ids, ms.int32), ms.Tensor(np.asarray(labels, np.int32))


def batches(tokenizer, sentences, labels, rng):
    order = rng.permutation(len(sentences))
    for s in range(0, len(order), config.BATCH_SIZE):
        idx = order[s:s + config.BATCH_SIZE]
        ids = tokenizer.encode_batch([sentences[i] for i in idx])  # ROOT
        yield tensor_batch(ids, [labels[i] for i in idx])
