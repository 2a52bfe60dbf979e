"""A bag-of-words helper counts tokens in an int32 matrix, and the classifier feeds it to a float32
nn.Dense. MindSpore fails at the MatMul; the line to change is where the counts' dtype was chosen."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


def bag_of_words(docs, vocab_size):
    counts = np.zeros((len(docs), vocab_size), dtype=np.int32)  # expect: MSD507
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
