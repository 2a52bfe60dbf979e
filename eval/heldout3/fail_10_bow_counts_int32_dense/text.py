import numpy as np
import mindspore as ms

VOCAB = ["good", "bad", "great", "awful", "movie", "plot", "actor", "boring"]
INDEX = {w: i for i, w in enumerate(VOCAB)}


def bag_of_words(docs):
    counts = np.zeros((len(docs), len(VOCAB)), dtype=np.int32)
    for row, doc in enumerate(docs):
        for tok in doc.lower().split():
            if tok in INDEX:
                counts[row, INDEX[tok]] += 1
    return ms.Tensor(counts)  # ROOT


def labels(values):
    return ms.Tensor(np.array(values, np.int32))
