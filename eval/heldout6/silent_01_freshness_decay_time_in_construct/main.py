import time

import mindspore as ms
import numpy as np

from scorer import FreshnessWeightedScorer


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    feats = ms.Tensor(np.random.default_rng(0).normal(size=(3, 5)).astype(np.float32))
    scorer = FreshnessWeightedScorer(in_dim=5)
    scorer.set_train(False)
    first = scorer(feats).asnumpy()
    time.sleep(0.3)
    second = scorer(feats).asnumpy()
    print("scores decayed between requests:", bool(np.abs(second).sum() < np.abs(first).sum()))


if __name__ == "__main__":
    main()
