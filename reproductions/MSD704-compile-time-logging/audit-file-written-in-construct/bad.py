"""A scorer writes an audit line for every scored batch to a file it holds; in graph mode the
write runs once, while compiling, and the audit trail misses the other batches."""
import io
import os

import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE)


class CreditScorer(nn.Cell):
    def __init__(self, audit_log):
        super().__init__()
        self.mlp = nn.Dense(4, 1)
        self.audit_log = audit_log

    def construct(self, x):
        self.audit_log.write("scored batch\n")  # expect: MSD704
        return ops.sigmoid(self.mlp(x)).squeeze(-1)


if __name__ == "__main__":
    np.random.seed(0)
    log = io.StringIO()
    scorer = CreditScorer(log)
    for _ in range(3):
        scorer(ms.Tensor(np.random.randn(2, 4), ms.float32))
    print("audit lines:", log.getvalue().count("\n"))
