"""A bag-of-words classifier that dampens term counts with log1p; the featurizer counts into an
int32 matrix, and the log1p kernel has no integer version."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE)

VOCAB = {"good": 0, "bad": 1, "movie": 2, "plot": 3}


def count_terms(docs):
    counts = np.zeros((len(docs), len(VOCAB)), dtype=np.float32)
    for row, doc in enumerate(docs):
        for word in doc.split():
            if word in VOCAB:
                counts[row, VOCAB[word]] += 1
    return counts


class CountClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.linear = nn.Dense(len(VOCAB), 2)

    def construct(self, counts):
        return self.linear(ops.log1p(counts))


if __name__ == "__main__":
    batch = Tensor(count_terms(["good good movie", "bad plot"]))
    print(CountClassifier()(batch).shape)
