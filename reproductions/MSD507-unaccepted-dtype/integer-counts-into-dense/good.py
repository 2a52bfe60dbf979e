"""A bag-of-words helper counts tokens in a float32 matrix for the float32 classifier."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def bag_of_words(docs, vocab_size):
    counts = np.zeros((len(docs), vocab_size), dtype=np.float32)
    for row, doc in enumerate(docs):
        for token in doc:
            counts[row, token] += 1
    return ms.Tensor(counts)


class BowClassifier(nn.Cell):
    def __init__(self, vocab_size, classes):
        super().__init__()
        self.fc = nn.Dense(vocab_size, classes)

    def construct(self, bow):
        return self.fc(bow)


if __name__ == "__main__":
    docs = [[1, 2, 2, 5], [0, 3], [4, 4, 4]]
    print(BowClassifier(6, 2)(bag_of_words(docs, 6)).shape)
