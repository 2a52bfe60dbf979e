import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms

from model import ProbedMLP

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def prune_report(fractions, threshold=0.9):
    if not fractions:
        return 0.0, "no dead layers"
    worst = max(float(f) for f in fractions)
    return worst, ("prune" if worst > threshold else "keep")


def main():
    rng = np.random.default_rng(0)
    net = ProbedMLP([6, 16, 16, 3])
    net.set_train(False)
    for batch in range(2):
        x = ms.Tensor(rng.standard_normal((8, 6)).astype(np.float32))
        net(x)
    worst, decision = prune_report(net.dead_fractions)
    print(f"recorded {len(net.dead_fractions)} probes, worst dead fraction {worst:.3f}, decision: {decision}")


if __name__ == "__main__":
    main()
