import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor


class TfidfLogReg(nn.Cell):
    """Sublinear tf-idf weighting followed by a linear classifier."""

    def __init__(self, doc_freq, num_docs, num_classes):
        super().__init__()
        idf = np.log((1.0 + num_docs) / (1.0 + doc_freq)) + 1.0
        self.idf = Tensor(idf.astype(np.float32))
        self.linear = nn.Dense(len(doc_freq), num_classes)

    def construct(self, counts):
        tf = ops.log1p(counts)
        x = tf * self.idf
        x = x / (ops.norm(x, dim=-1, keepdim=True) + 1e-6)
        return self.linear(x)
