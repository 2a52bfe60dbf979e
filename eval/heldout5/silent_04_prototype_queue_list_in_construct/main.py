import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from model import PrototypeQueue

ms.set_context(mode=ms.GRAPH_MODE)

DIM = 6


def main():
    rng = np.random.default_rng(0)
    head = PrototypeQueue(DIM)
    query = ms.Tensor(rng.standard_normal((2, DIM)).astype(np.float32))
    for episode in range(3):
        support = ms.Tensor(rng.standard_normal((3, DIM)).astype(np.float32))
        scores, n = head(support, query)
        print(f"episode {episode}: {scores.shape[1]} prototypes scored, queue holds {len(head.queue)}")


if __name__ == "__main__":
    main()
